import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { visuallyHidden } from '../_shared';

export interface BadgeProps {
  /** Count to show; 0 hides the badge unless `showZero`. */
  count?: number;
  /** Counts above this show as "99+". */
  max?: number;
  /** A dot instead of a number. */
  dot?: boolean;
  showZero?: boolean;
  /** The thing the badge sits on (an icon button, an avatar). */
  children?: ReactNode;
  className?: string;
}

/** An unread count or dot on top of something; the count is also given to screen readers. */
export function Badge({ count = 0, max = 99, dot = false, showZero = false, children, className }: BadgeProps) {
  const { t } = useTranslation('ui');
  const visible = dot || count > 0 || showZero;
  const text = count > max ? `${max}+` : String(count);
  return (
    <$Wrap className={className}>
      {children}
      {visible && (
        <$Badge data-dot={dot || undefined} data-standalone={children == null || undefined} aria-hidden="true">
          {dot ? '' : text}
        </$Badge>
      )}
      {visible && <$Hidden>{dot ? t('badge.new') : t('badge.count', { count })}</$Hidden>}
    </$Wrap>
  );
}

const $Wrap = styled.span`
  position: relative;
  display: inline-flex;
  vertical-align: middle;
`;

const $Badge = styled.span`
  position: absolute;
  top: 0;
  right: 0;
  transform: translate(35%, -35%);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.space['4']};
  height: ${({ theme }) => theme.space['4']};
  padding: 0 ${({ theme }) => theme.space['1']};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.danger};
  color: ${({ theme }) => theme.color.textInverse};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  pointer-events: none;
  &[data-dot] {
    min-width: ${({ theme }) => theme.space['2']};
    height: ${({ theme }) => theme.space['2']};
    padding: 0;
  }
  &[data-standalone] {
    position: static;
    transform: none;
  }
`;

const $Hidden = styled.span`
  ${visuallyHidden}
`;
