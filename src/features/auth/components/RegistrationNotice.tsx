import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { contentKeys, getNewsDetail, NEWS_CATEGORY, newsListQuery } from '@/api/content';
import { BottomSheet } from '@/ui/BottomSheet';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { ServerHtml } from '@/ui/ServerHtml';
import { SkeletonList } from '@/ui/Skeleton';

export interface RegistrationNoticeProps {
  open: boolean;
  onClose: () => void;
}

/** The articles the notice is made of: the platform's privacy and terms texts (`/news/list` c_id 10, the first page). */
const LIST = { c_id: NEWS_CATEGORY.privacy, page: 1, limit: 50 } as const;

/**
 * The registration notice in a sheet (the app has no article page yet): the server's privacy and terms texts, each
 * under its title, as the server sends them and always sanitized (`ServerHtml`, the one shared sanitizer). The
 * register form stays as it was underneath.
 */
export function RegistrationNotice({ open, onClose }: RegistrationNoticeProps) {
  const { t } = useTranslation('auth');
  const list = useQuery(newsListQuery(LIST));
  const items = list.data?.items ?? [];
  const details = useQueries({
    queries: items.map((a) => ({
      queryKey: contentKeys.newsDetail(a.id),
      queryFn: () => getNewsDetail(a.id),
      staleTime: 5 * 60_000,
    })),
  });
  const failed = list.isError || details.some((d) => d.isError);
  const loading = list.isPending || details.some((d) => d.isPending);
  const retry = () => {
    void list.refetch();
    for (const d of details) if (d.isError) void d.refetch();
  };

  let body;
  if (failed) body = <ErrorState compact message={t('register.notice.failed')} onRetry={retry} />;
  else if (loading) body = <SkeletonList rows={3} label={t('register.notice.loading')} />;
  else if (items.length === 0) body = <EmptyState compact title={t('register.notice.empty')} />;
  else
    body = details.map((d, i) => d.data && <Article key={items[i]!.id} title={d.data.title} html={d.data.content} />);
  return (
    <BottomSheet open={open} onClose={onClose} title={t('register.notice.title')}>
      <$Body>{body}</$Body>
    </BottomSheet>
  );
}

function Article({ title, html }: { title: string; html: string }) {
  return (
    <$Article>
      <h3>{title}</h3>
      <ServerHtml html={html} />
    </$Article>
  );
}

const $Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['4']};
  padding-bottom: ${({ theme }) => theme.space['4']};
`;

/* the title keeps the text's line height and wrapping; an h3 inside the server's text looks like the title */
const $Article = styled.section`
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
  overflow-wrap: anywhere;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space['2']};
    color: ${({ theme }) => theme.color.textPrimary};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;
