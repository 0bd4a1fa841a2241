import type { ComponentType, LazyExoticComponent } from 'react';

/** One page route of the spec (the list is `src/lib/routes.ts`), registered by the feature that builds its page. */
export interface PageRoute {
  /** Exactly as in routes.txt, e.g. `/pages/common/login`. */
  path: string;
  page: LazyExoticComponent<ComponentType>;
  /** Needs a signed-in user: visitors get the please-log-in toast and go to login after 1.2 s. */
  auth?: boolean;
  /** One of the five tab-bar pages: rendered with the tab bar, no back button. */
  tab?: TabKey;
}

export type TabKey = 'home' | 'market' | 'trade' | 'finance' | 'assets';

/** The five tabs and their spec paths (spec §2). */
export const TABS: { key: TabKey; path: string }[] = [
  { key: 'home', path: '/pages/index/index' },
  { key: 'market', path: '/pages/market/market' },
  { key: 'trade', path: '/pages/transaction/contract' },
  { key: 'finance', path: '/pages/lockming/lockming' },
  { key: 'assets', path: '/pages/fund/assets' },
];

export const HOME_PATH = '/pages/index/index';
export const LOGIN_PATH = '/pages/common/login';
export const REGISTER_PATH = '/pages/common/register';
export const VERIFY_PATH = '/pages/setting/real_mark';
/** The chart pages (registered by the transaction feature); the entry prefetches their data when they are the landing route. */
export const CHART_PATH = '/pages/transaction/index';
export const FUTURES_CHART_PATH = '/pages/transaction/index2';
