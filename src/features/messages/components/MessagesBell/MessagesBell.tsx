import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@/lib/routes';
import { Bell, Icon } from '@/ui/Icon';
import { useUnreadCount } from '../../hooks';

/** Above this the badge reads "99+". */
const BADGE_MAX = 99;

export interface MessagesBellProps {
  /** Unread messages; 0 shows the bell without a badge. */
  unread: number;
}

/**
 * The bell in a nav bar: a link to the station messages, with the unread count as a badge (its number is also in
 * the link's name, so the badge itself is hidden from assistive technology).
 */
export function MessagesBell({ unread }: MessagesBellProps) {
  const { t } = useTranslation('messages');
  const count = Math.max(0, Math.floor(unread));
  return (
    <$Link to={paths.messages()} aria-label={count > 0 ? t('bell.unread', { count }) : t('bell.label')}>
      <Icon icon={Bell} size="lg" />
      {count > 0 && (
        <$Badge aria-hidden="true" className="tabular" data-count={count > BADGE_MAX ? `${BADGE_MAX}+` : count} />
      )}
    </$Link>
  );
}

/** The bell with the signed-in user's unread count (asked again every minute while shown). */
export function UnreadMessagesBell() {
  return <MessagesBell unread={useUnreadCount()} />;
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
