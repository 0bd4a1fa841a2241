/**
 * Content area: home quick links, the notice pop-up, news and banners (spec §7 "Content"). Calls, query keys
 * (`['content', call, params]`) and `queryOptions` factories; no React — the home feature owns its hooks.
 *
 *   getMenu(): MenuItem[]                          GET  /menu            quick-link keys in display order
 *   getIndexPop(): Notice | null                   GET  /news/index_pop
 *   getNewsList({ c_id, page?, limit? }): Page     POST /news/list       (NEWS_CATEGORY.banner = 5, news = 4 …)
 *   getNewsDetail(id): NewsDetail                  POST /news/detail
 *
 * Server HTML (`content`) must be sanitized before rendering. Wire shapes and adapter: `./wire/content.ts`.
 */
import { queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE } from '@/lib/constants';
import { request } from '../client';
import type { Page } from '../paging';
import type { MenuItem, NewsDetail, NewsItem, Notice } from '../schemas/content';

/** The area's wire schemas, loaded beside the first answer that needs them (zod stays out of the entry). */
const wire = () => import('../wire/content');

export type { MenuItem, NewsDetail, NewsItem, Notice } from '../schemas/content';

/** `c_id` values of `/news/list` (spec §7). */
export const NEWS_CATEGORY = {
  news: 4,
  banner: 5,
  privacy: 10,
  help: 18,
  about: 19,
  activity: 31,
  followAgreement: 33,
} as const;

export interface NewsListParams {
  c_id: number;
  page?: number;
  limit?: number;
}

export function getMenu(): Promise<MenuItem[]> {
  return request('menu', { method: 'GET', schema: () => wire().then((m) => m.menuSchema), background: true });
}

export function getIndexPop(): Promise<Notice | null> {
  return request('news/index_pop', { method: 'GET', schema: () => wire().then((m) => m.noticeSchema), background: true });
}

export function getNewsList(p: NewsListParams): Promise<Page<NewsItem>> {
  const page = p.page ?? 1;
  const limit = p.limit ?? PAGE_SIZE;
  return request('news/list', {
    params: { c_id: p.c_id, page, limit },
    schema: () => wire().then((m) => m.newsPageSchema({ page, limit })),
    background: true,
  });
}

export function getNewsDetail(id: number): Promise<NewsDetail> {
  return request('news/detail', { params: { id }, schema: () => wire().then((m) => m.newsDetailSchema) });
}

export const contentKeys = {
  menu: () => ['content', 'menu', {}] as const,
  indexPop: () => ['content', 'index_pop', {}] as const,
  newsList: (p: NewsListParams) => ['content', 'news_list', p] as const,
  newsDetail: (id: number) => ['content', 'news_detail', { id }] as const,
};

export const menuQuery = () => queryOptions({ queryKey: contentKeys.menu(), queryFn: getMenu, staleTime: 5 * 60_000 });

export const indexPopQuery = () =>
  queryOptions({ queryKey: contentKeys.indexPop(), queryFn: getIndexPop, staleTime: Infinity });

export const newsListQuery = (p: NewsListParams) =>
  queryOptions({ queryKey: contentKeys.newsList(p), queryFn: () => getNewsList(p), staleTime: 5 * 60_000 });

