import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { Bell } from '@/ui/Icon';
import { Page } from '@/ui/Page';
import { SkeletonList } from '@/ui/Skeleton';
import { MessageList } from '../components/MessageList';
import { useMessages } from '../hooks';
import { useMarkRead } from '../markRead';

/**
 * /pages/setting/messages (signed in; decision 89): the station messages (`/faqs`), newest first, unread ones
 * marked. Opening an unread message marks it read (`/faqsq`): the mark and the home bell's count drop at once.
 */
export default function MessagesPage() {
  const { t } = useTranslation('messages');
  const messages = useMessages();
  const markRead = useMarkRead();
  const [openId, setOpenId] = useState<number | null>(null);

  const toggle = (id: number | null) => {
    setOpenId(id);
    if (id !== null && messages.data?.find((m) => m.id === id)?.unread) markRead.mutate(id);
  };

  let body;
  if (messages.data) {
    body =
      messages.data.length === 0 ? (
        <EmptyState icon={Bell} title={t('empty')} description={t('emptyHint')} />
      ) : (
        <MessageList messages={messages.data} openId={openId} onToggle={toggle} />
      );
  } else if (messages.isError) {
    body = <ErrorState message={t('loadFailed')} onRetry={() => void messages.refetch()} />;
  } else {
    body = <SkeletonList rows={5} label={t('loading')} />;
  }

  return (
    <Page title={t('title')} end="6">
      {body}
    </Page>
  );
}
