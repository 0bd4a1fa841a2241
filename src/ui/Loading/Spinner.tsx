import styled, { keyframes } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../_shared';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  size?: SpinnerSize;
  /**
   * Accessible text. Pass `label` (or leave the default "Loading…") for a standalone spinner, which
   * becomes a polite live region; pass `decorative` inside something that already says it is busy
   * (e.g. a button with aria-busy).
   */
  label?: string;
  decorative?: boolean;
  className?: string;
}

/** A rotating ring in the current text colour. Stops (stays visible) under reduced motion. */
export function Spinner({ size = 'md', label, decorative = false, className }: SpinnerProps) {
  const { t } = useTranslation('ui');
  const ring = (
    <$Ring viewBox="0 0 24 24" data-size={size} aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <circle
        cx="12"
        cy="12"
        r="9"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="42 100"
      />
    </$Ring>
  );
  if (decorative) return <$Wrap className={className}>{ring}</$Wrap>;
  return (
    <$Wrap className={className} role="status">
      {ring}
      <$Hidden>{label ?? t('loading')}</$Hidden>
    </$Wrap>
  );
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const $Wrap = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  line-height: 0;
`;

const $Ring = styled.svg`
  --spinner-size: ${({ theme }) => theme.size.icon};
  width: var(--spinner-size);
  height: var(--spinner-size);
  animation: ${spin} 0.8s linear infinite;
  &[data-size='sm'] {
    --spinner-size: 1em;
  }
  &[data-size='lg'] {
    --spinner-size: ${({ theme }) => theme.size.touch};
  }
`;

const $Hidden = styled.span`
  ${visuallyHidden}
`;
