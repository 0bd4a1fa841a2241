import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { siteOrigin } from '@/api/base';
import { sanitizeHtml } from '@/lib/sanitize';
import { ErrorState } from '@/ui/ErrorState';
import { SkeletonText } from '@/ui/Skeleton';
import { useArticle } from '../hooks';

/** An article's HTML, fetched when shown and always sanitized (the one shared sanitizer) before rendering. */
export function ArticleBody({ id }: { id: number }) {
  const { t } = useTranslation('content');
  const article = useArticle(id, true);
  const html = useMemo(
    () => (article.data ? sanitizeHtml(article.data.content, { origin: siteOrigin() }) : ''),
    [article.data],
  );
  if (article.isPending) return <SkeletonText lines={4} />;
  if (article.isError) return <ErrorState compact message={t('article.failed')} onRetry={() => void article.refetch()} />;
  // sanitized above
  return <$Html dangerouslySetInnerHTML={{ __html: html }} />;
}

const $Html = styled.div`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: 1.6;
  overflow-wrap: anywhere;
  img {
    max-width: 100%;
    height: auto;
  }
  a {
    color: ${({ theme }) => theme.color.link};
  }
`;
