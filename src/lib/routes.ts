/**
 * The one route table: every page route of the product specification (105 — `/pages/<group>/<name>` and the two
 * map pickers) and the one page the app adds to them (the station messages, decision 89), declared once under a
 * name, with a typed path builder (`paths.chart({ symbol: 'BTC/USDT' })`).
 * Nothing else spells a route string: pages register against `ROUTES.<name>.path`
 * (`src/features/<area>/routes.ts`), links and navigation use `paths.<name>(…)`. `tab` marks the five tab-bar
 * pages. A route may have no page yet: `src/app/routing/registry.ts` knows which are built, and links to the
 * others are not offered.
 */
import type { LazyPage } from './lazyPage';

/** The five tab-bar pages (spec §2). */
export type TabKey = 'home' | 'market' | 'trade' | 'finance' | 'assets';

export const ROUTES = {
  login: { path: '/pages/common/login' },
  register: { path: '/pages/common/register' },
  area: { path: '/pages/common/area' },
  article: { path: '/pages/common/article' },
  webView: { path: '/pages/common/webView' },
  service: { path: '/pages/common/serverView' },
  eventPlaza: { path: '/pages/common/eventPlaza' },
  liveChat: { path: '/pages/common/liveChatView' },
  home: { path: '/pages/index/index', tab: 'home' },
  news: { path: '/pages/index/news' },
  guide: { path: '/pages/index/guide' },
  activity: { path: '/pages/index/activity' },
  getUsdt: { path: '/pages/index/getusdt' },
  market: { path: '/pages/market/market', tab: 'market' },
  search: { path: '/pages/market/search' },
  futures: { path: '/pages/market/futures' },
  contract: { path: '/pages/transaction/contract', tab: 'trade' },
  chart: { path: '/pages/transaction/index' },
  futuresChart: { path: '/pages/transaction/index2' },
  spotTrade: { path: '/pages/transaction/currency' },
  spotTrade2: { path: '/pages/transaction/currency2' },
  spotOrders: { path: '/pages/transaction/currency_order' },
  contractOrders: { path: '/pages/transaction/contract_order' },
  seconds: { path: '/pages/transaction/second' },
  secondsOrders: { path: '/pages/transaction/seconds_order' },
  whitePaper: { path: '/pages/transaction/white_paper' },
  assets: { path: '/pages/fund/assets', tab: 'assets' },
  fundSelect: { path: '/pages/fund/select' },
  receive: { path: '/pages/fund/receive' },
  receiveWithdrawRecord: { path: '/pages/fund/receive_withdraw_record' },
  withdraw: { path: '/pages/fund/withdraw' },
  assetsRecord: { path: '/pages/fund/assets_record' },
  assetsAllRecord: { path: '/pages/fund/assets_all_record' },
  transfer: { path: '/pages/fund/transfer' },
  fundTransfer: { path: '/pages/fund/fundTransfer' },
  transferHistory: { path: '/pages/fund/transfer_history' },
  copyTrade: { path: '/pages/copytrade/copy' },
  copyTradeMine: { path: '/pages/copytrade/my' },
  copyTradeTrader: { path: '/pages/copytrade/trader' },
  follow: { path: '/pages/follow/index' },
  followTrader: { path: '/pages/follow/trader' },
  followFollow: { path: '/pages/follow/follow' },
  followJoin: { path: '/pages/follow/join' },
  followEditName: { path: '/pages/follow/editName' },
  followAgreement: { path: '/pages/follow/agreement' },
  followAgreementZh: { path: '/pages/follow/agreement_zh' },
  followAgreementEn: { path: '/pages/follow/agreement_en' },
  legal: { path: '/pages/legal/legal' },
  legalStore: { path: '/pages/legal/store' },
  legalStoreDetail: { path: '/pages/legal/storeDetail' },
  legalStoreOrder: { path: '/pages/legal/storeOrder' },
  legalStoreUser: { path: '/pages/legal/storeUser' },
  legalOrder: { path: '/pages/legal/order' },
  legalOrderDetail: { path: '/pages/legal/orderDetail' },
  legalRecordList: { path: '/pages/legal/recordlist' },
  legalTransactionRecord: { path: '/pages/legal/transactionRecord' },
  legalTransfer: { path: '/pages/legal/transfer' },
  otc: { path: '/pages/otc/otc' },
  ieo: { path: '/pages/ieo/ieo' },
  ieoSubscribe: { path: '/pages/ieo/subscribe' },
  ieoOrders: { path: '/pages/ieo/order' },
  invest: { path: '/pages/invest/invest' },
  investPurchase: { path: '/pages/invest/purchase' },
  investMine: { path: '/pages/invest/mine' },
  investHelp: { path: '/pages/invest/help' },
  financial: { path: '/pages/financial/index' },
  lockming: { path: '/pages/lockming/lockming', tab: 'finance' },
  lockmingBuy: { path: '/pages/lockming/buy' },
  lockmingOrders: { path: '/pages/lockming/order' },
  nft: { path: '/pages/nft/nft' },
  nftMine: { path: '/pages/nft/mine' },
  nftMyNft: { path: '/pages/nft/myNft' },
  nftArtist: { path: '/pages/nft/artistDetail' },
  nftArtwork: { path: '/pages/nft/artworkDetail' },
  nftArtworkVideo: { path: '/pages/nft/artworkDetail_video' },
  nftPurchase: { path: '/pages/nft/purchase' },
  nftPurchaseOne: { path: '/pages/nft/purchase_one' },
  nftResell: { path: '/pages/nft/resell' },
  game: { path: '/pages/game/game' },
  setting: { path: '/pages/setting/setting' },
  settingSet: { path: '/pages/setting/set' },
  userInfo: { path: '/pages/setting/userInfo' },
  real: { path: '/pages/setting/real' },
  realMark: { path: '/pages/setting/real_mark' },
  security: { path: '/pages/setting/security' },
  password: { path: '/pages/setting/password' },
  payPassword: { path: '/pages/setting/payPassword' },
  forget: { path: '/pages/setting/forget' },
  addWallet: { path: '/pages/setting/addWallet' },
  wallet: { path: '/pages/setting/wallet' },
  bank: { path: '/pages/setting/bank' },
  bill: { path: '/pages/setting/bill' },
  coupon: { path: '/pages/setting/coupon' },
  share: { path: '/pages/setting/share' },
  share2: { path: '/pages/setting/share2' },
  about: { path: '/pages/setting/about' },
  contactUs: { path: '/pages/setting/contactUs' },
  download: { path: '/pages/setting/download' },
  help: { path: '/pages/setting/help' },
  privacy: { path: '/pages/setting/privacy' },
  compliance: { path: '/pages/setting/operational_compliance' },
  bindAuthenticator: { path: '/pages/setting/bind_authenticator' },
  areas: { path: '/pages/setting/areas' },
  // not in the spec's route list: the station messages (wire-facts §14 `/faqs`; decision 89)
  messages: { path: '/pages/setting/messages' },
  chooseLocation: { path: '/choose-location' },
  openLocation: { path: '/open-location' },
} as const satisfies Record<string, { path: `/${string}`; tab?: TabKey }>;

export type RouteName = keyof typeof ROUTES;
export type SpecRoutePath = (typeof ROUTES)[RouteName]['path'];

/** Query parameters of the routes that take any; every other route's builder takes none. */
export interface RouteParams {
  /** Pair as `BTC/USDT`. */
  chart: { symbol: string };
  futuresChart: { symbol: string };
  /** Coin (`BTC`) or pair. */
  whitePaper: { symbol: string };
  market: { tab?: string };
  futures: { type?: string };
  /** Invitation code prefilled on registration. */
  register: { code?: string };
  /** Binding a phone or an e-mail address on the security page. */
  security: { bind?: 'mobile' | 'email' };
  /** Pair traded, as `BTC/USDT`; `currency` shows the ticket on the buy side, `currency2` on the sell side. */
  spotTrade: { symbol?: string };
  spotTrade2: { symbol?: string };
  /**
   * The trade tab: pair, which trade (`seconds` | `futures` | `coins`, default futures) and the side the
   * ticket starts on (`buy` | `sell`: long/short on futures).
   */
  contract: { symbol?: string; type?: string; side?: string };
  /** Seconds contracts for one pair. */
  seconds: { symbol?: string };
  /** Order lists, optionally for one pair. */
  spotOrders: { symbol?: string };
  contractOrders: { symbol?: string };
  secondsOrders: { symbol?: string };
  /** Customer-service page: the service address to show. */
  service: { url?: string };
  /** Transfer between accounts: prefilled source and target account (`change`…) and coin id. */
  transfer: { from?: string; to?: string; currency?: string };
  fundTransfer: { from?: string; to?: string; currency?: string };
  /** The withdraw-address form: `id` edits that address, `currency` (a coin id) preselects the coin. */
  addWallet: { id?: string; currency?: string };
  /** One account's records, optionally of one coin id. */
  assetsRecord: { account?: string; currency?: string };
  /** The coin picker: where it leads (`receive` = deposit, default; `withdraw`). */
  fundSelect: { type?: string };
  /** Deposit and withdrawal of one coin id (the picker's choice; default USDT). */
  receive: { currency?: string };
  withdraw: { currency?: string };
  /** Deposit and withdrawal records: which list (`receive`, default; `withdraw`). */
  receiveWithdrawRecord: { type?: string };
}

type Builder<N extends RouteName> = N extends keyof RouteParams
  ? Record<never, never> extends RouteParams[N]
    ? (params?: RouteParams[N]) => string
    : (params: RouteParams[N]) => string
  : () => string;

function build(path: string, params?: Record<string, string | undefined>): string {
  const query = Object.entries(params ?? {})
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    // A pair stays readable (`symbol=BTC/USDT`); the router decodes either form.
    .map(([key, value]) => `${key}=${encodeURIComponent(value).replace(key === 'symbol' ? /%2F/g : /$^/, '/')}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

/** Path builders, one per route: `paths.home()`, `paths.chart({ symbol })`, `paths.market({ tab: 'favorites' })`. */
export const paths = Object.fromEntries(
  Object.entries(ROUTES).map(([name, route]) => [
    name,
    (params?: Record<string, string | undefined>) => build(route.path, params),
  ]),
) as unknown as { [N in RouteName]: Builder<N> };

/** Every route, in the specification's order (tests check links against it). */
export const SPEC_ROUTES: readonly { name: RouteName; path: SpecRoutePath; tab?: TabKey }[] = Object.entries(
  ROUTES,
).map(([name, route]) => ({ name: name as RouteName, ...route }));

/** The set of every spec route path, for membership checks. */
export const SPEC_ROUTE_PATHS: ReadonlySet<string> = new Set(SPEC_ROUTES.map((r) => r.path));

/** The five tabs in tab-bar order, with their paths. */
const TAB_ORDER: readonly TabKey[] = ['home', 'market', 'trade', 'finance', 'assets'];
export const TABS: readonly { key: TabKey; path: SpecRoutePath }[] = TAB_ORDER.map((key) => ({
  key,
  path: SPEC_ROUTES.find((r) => r.tab === key)!.path,
}));

/** A page a feature builds, registered in `src/features/<area>/routes.ts` (`export const routes`). */
export interface PageRoute {
  path: SpecRoutePath;
  /** `lazyPage(() => import('./pages/<Page>'))`: the entry preloads the landing route's page before the first render. */
  page: LazyPage;
  /** Needs a signed-in user: visitors get the please-log-in toast and go to login after 1.2 s. */
  auth?: boolean;
  /**
   * String namespaces the page uses besides its area's (`locales/<code>/<area>.json`): they load beside the
   * page's code, not after it has rendered once.
   */
  ns?: readonly string[];
}

const built = new Set<string>();

/** Called by the app's registry (`src/app/routing/registry.ts`) with every path a feature registered. */
export function markBuilt(routePaths: Iterable<string>): void {
  for (const path of routePaths) built.add(path);
}

/** The routes that have a page: links to the others are not offered (a tab, a banner, a shortcut). */
export const builtPaths: ReadonlySet<string> = built;

/** The tab a route belongs to, if it is one of the five tab-bar pages. */
export function tabOf(path: string): TabKey | undefined {
  return SPEC_ROUTES.find((r) => r.path === path)?.tab;
}
