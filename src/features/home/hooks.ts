import { useQuery } from '@tanstack/react-query';
import { SETTING_KEYS, settingQuery } from '@/api/common';
import { indexPopQuery, menuQuery, newsListQuery, type NewsListParams } from '@/api/content';
import { marketsQuery } from '@/api/market';

/** Every pair (the REST snapshot; live figures come from `src/realtime/market.ts`). */
export function useMarkets() {
  return useQuery(marketsQuery());
}

/** The quick links the platform enables, in display order. */
export function useMenu() {
  return useQuery(menuQuery());
}

/** The home notice pop-up (or null). */
export function useIndexPop(opts: { enabled?: boolean } = {}) {
  return useQuery({ ...indexPopQuery(), enabled: opts.enabled ?? true });
}

/** One page of a news category's articles (banners are `NEWS_CATEGORY.banner`). */
export function useNewsList(p: NewsListParams) {
  return useQuery({ ...newsListQuery(p), select: (page) => page.items });
}

/** The customer-service link (`/getSetting {keyword: service_url}`), when the platform has one. */
export function useServiceUrl(): string | undefined {
  const { data } = useQuery(settingQuery(SETTING_KEYS.serviceUrl));
  return data?.trim() || undefined;
}
