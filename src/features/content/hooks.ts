import { useQuery } from '@tanstack/react-query';
import { settingQuery } from '@/api/common';
import { contentKeys, getNewsDetail, newsListQuery } from '@/api/content';

/** Articles of a category (`/news/list`), the first page (these categories hold a handful). */
export function useArticles(category: number) {
  return useQuery(newsListQuery({ c_id: category, page: 1, limit: 50 }));
}

/** One article with its HTML (`/news/detail`), fetched when its panel opens. */
export function useArticle(id: number, enabled: boolean) {
  return useQuery({
    queryKey: contentKeys.newsDetail(id),
    queryFn: () => getNewsDetail(id),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** One site setting (`/getSetting`), null when the platform has none. */
export function useSetting(keyword: string) {
  return useQuery(settingQuery(keyword));
}
