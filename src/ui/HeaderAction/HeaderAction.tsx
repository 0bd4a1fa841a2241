import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styled from 'styled-components';

/** Above this the badge reads "99+". */
const BADGE_MAX = 99;

export interface HeaderActionProps extends Omit<LinkProps, 'children'> {
  /** What the action shows: an icon (`<Icon size="lg" />`) or an avatar, and any visually hidden name. */
  children: ReactNode;
  /**
   * A count drawn as a badge at the top end corner: none at 0, "99+" above 99. Hidden from assistive technology,
   * so the link's name must say the count ("Messages, 3 unread").
   */
  badge?: number;
}

/**
 * A nav bar's round 44 px link (the account entry, the messages bell): the icon or avatar it is given, and an
 * optional count badge.
 */
export function HeaderAction({ children, badge = 0, ...link }: HeaderActionProps) {
  const count = Math.max(0, Math.floor(badge));
  return (
    <$Link {...link}>
      {children}
      {count > 0 && (
        <$Badge aria-hidden="true" className="tabular" data-count={count > BADGE_MAX ? `${BADGE_MAX}+` : count} />
      )}
    </$Link>
  );
}

const $Link = styled(Link)`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.touch};
  height: ${({ theme }) => theme.size.touch};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.textPrimary};
  -webkit-tap-highlight-color: transparent;
  &:active {
    background: ${({ theme }) => theme.color.bgPressed};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusRing});
  }
`;

/* brand on onBrand: the danger red does not reach 4.5:1 behind small white digits in the dark theme */
const $Badge = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space['1']};
  inset-inline-end: ${({ theme }) => theme.space['1']};
  min-width: ${({ theme }) => theme.space['4']};
  padding: 0 ${({ theme }) => theme.space['1']};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.space['4']};
  text-align: center;

  /* drawn, not text: the link's name says the whole count ("Messages, 250 unread"), so a "99+" in the
     link's text would contradict its name (axe: label-content-name-mismatch) */
  &::after {
    content: attr(data-count);
  }
`;
