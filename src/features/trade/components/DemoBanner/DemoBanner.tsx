import styled from 'styled-components';
import { useIsDemoAccount } from '@/state/session';
import { DemoBanner as Strip } from '@/ui/DemoBanner';

/**
 * Shown above every screen while the session's profile says `is_demo`: a full-width strip in the warning
 * colour, with an icon and the words "Demo account" (from the always-loaded `ui` strings, so the shell never
 * waits for a namespace). Nothing is rendered for a real account.
 */
export function DemoBanner() {
  const demo = useIsDemoAccount();
  return demo ? <$Strip /> : null;
}

const $Strip = styled(Strip)`
  position: relative;
  z-index: ${({ theme }) => theme.z.navBar};
  justify-content: center;
  background: ${({ theme }) => theme.color.warning};
  color: ${({ theme }) => theme.color.textInverse};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: center;
  text-transform: uppercase;
  letter-spacing: 0.02em;
`;
