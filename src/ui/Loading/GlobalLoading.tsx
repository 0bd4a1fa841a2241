import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Spinner } from './Spinner';

export interface GlobalLoadingProps {
  /** Number of requests in flight that asked for the global spinner (the API client counts them after its 800 ms delay). */
  count: number;
  /** Optional text under the spinner; defaults to "Loading…". */
  label?: string;
}

/** Full-screen spinner overlay while `count > 0`. Blocks taps so a slow submit is not repeated. */
export function GlobalLoading({ count, label }: GlobalLoadingProps) {
  const { t } = useTranslation('ui');
  if (count <= 0) return null;
  return (
    <$Overlay data-testid="global-loading">
      <$Box>
        <Spinner size="lg" label={label ?? t('loading')} />
      </$Box>
    </$Overlay>
  );
}

const $Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.loading};
  display: flex;
  align-items: center;
  justify-content: center;
  background: transparent;
  touch-action: none;
`;

const $Box = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space['5']};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.toastBg};
  color: ${({ theme }) => theme.color.toastText};
`;
