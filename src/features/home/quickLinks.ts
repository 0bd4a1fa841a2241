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

/** The home quick links of spec §2, by the `/menu` key the platform sends. */
export const QUICK_LINK_KEYS = [
  'recharge', 'withdraw', 'stock', 'futures', 'copytrade', 'financial', 'margin', 'otc', 'coupon', 'bills',
  'exchange', 'lockming', 'game', 'chatroom', 'quickbuy', 'transfer', 'ieo', 'seconds', 'nft', 'invest',
  'download', 'realname', 'contact', 'appdownload', 'legaltransfer', 'defi', 'cloudmining', 'superleverage',
] as const;
export type QuickLinkKey = (typeof QUICK_LINK_KEYS)[number];

export interface QuickLinkTarget {
  /** A page path of routes.txt. */
  path: string;
  /** Query string without '?', when the target page shows one of several lists. */
  search?: string;
  icon: LucideIcon;
}

/** Where each quick link goes. One table, checked against routes.txt by quickLinks.test.ts. */
export const QUICK_LINKS: Record<QuickLinkKey, QuickLinkTarget> = {
  recharge: { path: '/pages/fund/select', icon: ArrowDownToLine },
  withdraw: { path: '/pages/fund/withdraw', icon: ArrowUpFromLine },
  stock: { path: '/pages/market/futures', search: 'type=stock', icon: ChartLine },
  futures: { path: '/pages/market/futures', search: 'type=futures', icon: ChartCandlestick },
  copytrade: { path: '/pages/copytrade/copy', icon: Users },
  financial: { path: '/pages/financial/index', icon: PiggyBank },
  margin: { path: '/pages/transaction/contract', icon: Scale },
  otc: { path: '/pages/legal/legal', icon: Handshake },
  coupon: { path: '/pages/setting/coupon', icon: Ticket },
  bills: { path: '/pages/setting/bill', icon: ReceiptText },
  exchange: { path: '/pages/fund/fundTransfer', icon: Repeat },
  lockming: { path: '/pages/lockming/lockming', icon: Pickaxe },
  game: { path: '/pages/game/game', icon: Gamepad2 },
  chatroom: { path: '/pages/common/liveChatView', icon: MessagesSquare },
  quickbuy: { path: '/pages/index/getusdt', icon: Zap },
  transfer: { path: '/pages/fund/transfer', icon: ArrowLeftRight },
  ieo: { path: '/pages/ieo/ieo', icon: Rocket },
  seconds: { path: '/pages/transaction/second', icon: Timer },
  nft: { path: '/pages/nft/nft', icon: Gem },
  invest: { path: '/pages/invest/invest', icon: TrendingUp },
  download: { path: '/pages/setting/download', icon: Download },
  realname: { path: '/pages/setting/real', icon: IdCard },
  contact: { path: '/pages/setting/contactUs', icon: Headset },
  appdownload: { path: '/pages/setting/download', icon: Smartphone },
  legaltransfer: { path: '/pages/legal/transfer', icon: Banknote },
  defi: { path: '/pages/lockming/lockming', icon: Layers },
  cloudmining: { path: '/pages/lockming/lockming', icon: Cloud },
  superleverage: { path: '/pages/transaction/contract', icon: Gauge },
};

export const isQuickLinkKey = (key: string): key is QuickLinkKey => Object.hasOwn(QUICK_LINKS, key);

export interface VisibleQuickLink extends QuickLinkTarget {
  key: QuickLinkKey;
  /** path + search, for the router. */
  to: string;
}

/**
 * The links to show: the menu's enabled keys in the menu's order, known to the table, whose page is
 * registered. A link to a page that is not built is hidden, never broken; unknown keys are ignored.
 */
export function visibleQuickLinks(menu: readonly Pick<MenuItem, 'key' | 'enabled'>[], registered: ReadonlySet<string>): VisibleQuickLink[] {
  const seen = new Set<string>();
  const out: VisibleQuickLink[] = [];
  for (const { key, enabled } of menu) {
    if (!enabled || seen.has(key) || !isQuickLinkKey(key)) continue;
    seen.add(key);
    const target = QUICK_LINKS[key];
    if (!registered.has(target.path)) continue;
    out.push({ key, ...target, to: target.search ? `${target.path}?${target.search}` : target.path });
  }
  return out;
}
