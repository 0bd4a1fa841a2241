import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/routes';
import { HeaderAction } from '@/ui/HeaderAction';
import { Bell, Icon } from '@/ui/Icon';
import { useUnreadCount } from '../../hooks';

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
    <HeaderAction
      to={paths.messages()}
      aria-label={count > 0 ? t('bell.unread', { count }) : t('bell.label')}
      badge={count}
    >
      <Icon icon={Bell} size="lg" />
    </HeaderAction>
  );
}

/** The bell with the signed-in user's unread count (asked again every minute while shown). */
export function UnreadMessagesBell() {
  return <MessagesBell unread={useUnreadCount()} />;
}
