import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { NEWS_CATEGORY } from '@/api/content';
import { ROUTES } from '@/lib/routes';
import { Collapse } from '@/ui/Collapse';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { Page } from '@/ui/Page';
import { SkeletonList } from '@/ui/Skeleton';
import { ArticleBody } from '../components/ArticleBody';
import { useArticles } from '../hooks';

const PAGES = {
  [ROUTES.about.path]: { category: NEWS_CATEGORY.about, title: 'about.title' },
  [ROUTES.help.path]: { category: NEWS_CATEGORY.help, title: 'help.title' },
  [ROUTES.privacy.path]: { category: NEWS_CATEGORY.privacy, title: 'privacy.title' },
} as const;

/**
 * /pages/setting/about, help and privacy: the server's articles of the page's category (`/news/list` c_id 19, 18,
 * 10), each opening to its sanitized HTML (`/news/detail`); the first one open.
 */
export default function ArticlesPage() {
  const { t } = useTranslation('content');
  const { pathname } = useLocation();
  const page = PAGES[pathname as keyof typeof PAGES] ?? PAGES[ROUTES.about.path];
  const articles = useArticles(page.category);
  const [open, setOpen] = useState<string[] | null>(null);
  const items = articles.data?.items ?? [];
  const shown = open ?? (items[0] ? [String(items[0].id)] : []);

  let body;
  if (articles.isPending) body = <SkeletonList rows={4} label={t('loading')} />;
  else if (articles.isError) body = <ErrorState message={t('loadFailed')} onRetry={() => void articles.refetch()} />;
  else if (items.length === 0) body = <EmptyState title={t('empty')} />;
  else
    body = (
      <$List
        headingLevel={2}
        open={shown}
        onChange={setOpen}
        items={items.map((a) => ({
          id: String(a.id),
          title: a.title,
          content: shown.includes(String(a.id)) ? <ArticleBody id={a.id} /> : null,
        }))}
      />
    );
  return <Page title={t(page.title)}>{body}</Page>;
}

const $List = styled(Collapse)`
  margin: ${({ theme }) => theme.space['3']} ${({ theme }) => theme.space['4']};
`;
