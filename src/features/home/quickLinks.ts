import {
  ArrowDownToLine,
  ArrowLeftRight,
  ArrowUpFromLine,
  Banknote,
  ChartCandlestick,
  ChartLine,
  Cloud,
  Download,
  Gamepad2,
  Gauge,
  Gem,
  Handshake,
  Headset,
  IdCard,
  Layers,
  MessagesSquare,
  PiggyBank,
  Pickaxe,
  ReceiptText,
  Repeat,
  Rocket,
  Scale,
  Smartphone,
  Ticket,
  Timer,
  TrendingUp,
  Users,
  Zap,
  type LucideIcon,
} from '@/ui/Icon';
import type { MenuItem } from '@/api/content';
import { MENU_KEYS } from '@/lib/menu';
import { ROUTES } from '@/lib/routes';

/** The home quick links of spec §2, by the `/menu` key the platform sends (one list: `@/lib/menu`). */
export const QUICK_LINK_KEYS = MENU_KEYS;
export type QuickLinkKey = (typeof QUICK_LINK_KEYS)[number];

export interface QuickLinkTarget {
  /** A page path of routes.txt. */
  path: string;
  /** Query string without '?', when the target page shows one of several lists. */
  search?: string;
  icon: LucideIcon;
  /**
   * The shortcut has no screen of its own yet: spec §2 names it, but the app would open the screen of this other
   * shortcut. It stays hidden (issue 28 item 13: no two shortcuts lead to the same place) until its slice gives it
   * a screen of its own and drops this mark.
   */
  sharesScreenOf?: QuickLinkKey;
}

/**
 * Where each quick link goes. One table, checked against routes.txt by quickLinks.test.ts. Each shortcut opens a
 * screen of its own (decision 16): super leverage, quick buy, app download, DeFi and cloud mining have none yet.
 */
export const QUICK_LINKS: Record<QuickLinkKey, QuickLinkTarget> = {
  recharge: { path: ROUTES.fundSelect.path, icon: ArrowDownToLine },
  withdraw: { path: ROUTES.withdraw.path, icon: ArrowUpFromLine },
  stock: { path: ROUTES.futures.path, search: 'type=stock', icon: ChartLine },
  futures: { path: ROUTES.futures.path, search: 'type=futures', icon: ChartCandlestick },
  copytrade: { path: ROUTES.copyTrade.path, icon: Users },
  financial: { path: ROUTES.financial.path, icon: PiggyBank },
  margin: { path: ROUTES.contract.path, icon: Scale },
  otc: { path: ROUTES.legal.path, icon: Handshake },
  coupon: { path: ROUTES.coupon.path, icon: Ticket },
  bills: { path: ROUTES.bill.path, icon: ReceiptText },
  // the coin exchange lives on the quick-purchase page (decision 64); fundTransfer is a transfer form
  exchange: { path: ROUTES.getUsdt.path, icon: Repeat },
  lockming: { path: ROUTES.lockming.path, icon: Pickaxe },
  game: { path: ROUTES.game.path, icon: Gamepad2 },
  chatroom: { path: ROUTES.liveChat.path, icon: MessagesSquare },
  // the quick-purchase page is the coin exchange (decision 64); a fiat quick buy comes with the OTC slice
  quickbuy: { path: ROUTES.getUsdt.path, icon: Zap, sharesScreenOf: 'exchange' },
  transfer: { path: ROUTES.transfer.path, icon: ArrowLeftRight },
  ieo: { path: ROUTES.ieo.path, icon: Rocket },
  seconds: { path: ROUTES.seconds.path, icon: Timer },
  nft: { path: ROUTES.nft.path, icon: Gem },
  invest: { path: ROUTES.invest.path, icon: TrendingUp },
  download: { path: ROUTES.download.path, icon: Download },
  realname: { path: ROUTES.real.path, icon: IdCard },
  contact: { path: ROUTES.contactUs.path, icon: Headset },
  appdownload: { path: ROUTES.download.path, icon: Smartphone, sharesScreenOf: 'download' },
  legaltransfer: { path: ROUTES.legalTransfer.path, icon: Banknote },
  defi: { path: ROUTES.lockming.path, icon: Layers, sharesScreenOf: 'lockming' },
  cloudmining: { path: ROUTES.lockming.path, icon: Cloud, sharesScreenOf: 'lockming' },
  superleverage: { path: ROUTES.contract.path, icon: Gauge, sharesScreenOf: 'margin' },
};

export const isQuickLinkKey = (key: string): key is QuickLinkKey => Object.hasOwn(QUICK_LINKS, key);

export interface VisibleQuickLink extends QuickLinkTarget {
  key: QuickLinkKey;
  /** path + search, for the router. */
  to: string;
}

/**
 * The links to show: the menu's enabled keys in the menu's order, known to the table, with a screen of their own,
 * whose page is registered. A link to a page that is not built is hidden, never broken (decision 33); unknown keys
 * are ignored; no two links lead to the same place (path and query: the first in the menu's order is kept).
 */
export function visibleQuickLinks(
  menu: readonly Pick<MenuItem, 'key' | 'enabled'>[],
  registered: ReadonlySet<string>,
): VisibleQuickLink[] {
  const seen = new Set<string>();
  const places = new Set<string>();
  const out: VisibleQuickLink[] = [];
  for (const { key, enabled } of menu) {
    if (!enabled || seen.has(key) || !isQuickLinkKey(key)) continue;
    seen.add(key);
    const target = QUICK_LINKS[key];
    if (target.sharesScreenOf || !registered.has(target.path)) continue;
    const to = target.search ? `${target.path}?${target.search}` : target.path;
    if (places.has(to)) continue;
    places.add(to);
    out.push({ key, ...target, to });
  }
  return out;
}
