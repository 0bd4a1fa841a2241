/**
 * Content area: home quick links, the notice pop-up, news and banners (spec §7 "Content").
 *
 *   getMenu(): Promise<MenuItem[]>              GET  /menu            quick-link keys in display order
 *   getIndexPop(): Promise<Notice | null>       GET  /news/index_pop
 *   getNewsList({ c_id, page?, limit? })        POST /news/list       (NEWS_CATEGORY.banner = 5, news = 4 …)
 *   getNewsDetail(id): Promise<NewsDetail>      POST /news/detail
 *
 * Hooks (keys `['content', call, params]`): useMenu(), useIndexPop({ enabled }), useNewsList(params), useNewsDetail(id).
 * Server HTML (`content`) must be sanitized before rendering.
 */
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@/lib/constants';
import { request } from './client';
import {
  menuSchema,
  newsDetailSchema,
  newsListSchema,
  noticeSchema,
  type MenuItem,
  type NewsDetail,
  type NewsItem,
  type Notice,
} from './schemas/market';

export type { MenuItem, NewsDetail, NewsItem, Notice } from './schemas/market';

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
  return request('menu', { method: 'GET', schema: menuSchema, background: true });
}

export function getIndexPop(): Promise<Notice | null> {
  return request('news/index_pop', { method: 'GET', schema: noticeSchema, background: true });
}

export function getNewsList(p: NewsListParams): Promise<NewsItem[]> {
  return request('news/list', {
    params: { c_id: p.c_id, page: p.page ?? 1, limit: p.limit ?? PAGE_SIZE },
    schema: newsListSchema,
    background: true,
  });
}

export function getNewsDetail(id: number): Promise<NewsDetail> {
  return request('news/detail', { params: { id }, schema: newsDetailSchema });
}

export const contentKeys = {
  menu: () => ['content', 'menu', {}] as const,
  indexPop: () => ['content', 'index_pop', {}] as const,
  newsList: (p: NewsListParams) => ['content', 'news_list', p] as const,
  newsDetail: (id: number) => ['content', 'news_detail', { id }] as const,
};

export function useMenu() {
  return useQuery({ queryKey: contentKeys.menu(), queryFn: getMenu, staleTime: 5 * 60_000 });
}

export function useIndexPop(opts: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: contentKeys.indexPop(), queryFn: getIndexPop, staleTime: Infinity, enabled: opts.enabled ?? true });
}

export function useNewsList(p: NewsListParams) {
  return useQuery({ queryKey: contentKeys.newsList(p), queryFn: () => getNewsList(p), staleTime: 5 * 60_000 });
}

export function useNewsDetail(id: number | undefined) {
  return useQuery({
    queryKey: contentKeys.newsDetail(id ?? 0),
    queryFn: () => getNewsDetail(id ?? 0),
    enabled: id !== undefined,
  });
}
