import { paths, ROUTES, type RouteName } from '@/lib/routes';

/** One entry of the account page's list: its route and its `setting:` label. */
export interface AccountLink {
  route: RouteName;
  label:
    | 'link.userInfo'
    | 'link.security'
    | 'link.real'
    | 'link.wallet'
    | 'link.bank'
    | 'link.share'
    | 'link.coupon'
    | 'link.bill'
    | 'link.messages'
    | 'link.help'
    | 'link.contactUs'
    | 'link.about'
    | 'link.privacy'
    | 'link.compliance'
    | 'link.download'
    | 'link.set';
}

/** The account page's list (issue 15), by section; entries whose page is not built are left out by the page. */
export const ACCOUNT_LINKS: readonly { section: 'section.account' | 'section.rewards' | 'section.support' | 'section.app'; links: AccountLink[] }[] = [
  {
    section: 'section.account',
    links: [
      { route: 'userInfo', label: 'link.userInfo' },
      { route: 'security', label: 'link.security' },
      { route: 'real', label: 'link.real' },
      { route: 'wallet', label: 'link.wallet' },
      { route: 'bank', label: 'link.bank' },
    ],
  },
  {
    section: 'section.rewards',
    links: [
      { route: 'share', label: 'link.share' },
      { route: 'coupon', label: 'link.coupon' },
      { route: 'bill', label: 'link.bill' },
    ],
  },
  {
    section: 'section.support',
    links: [
      { route: 'messages', label: 'link.messages' },
      { route: 'help', label: 'link.help' },
      { route: 'contactUs', label: 'link.contactUs' },
      { route: 'about', label: 'link.about' },
      { route: 'privacy', label: 'link.privacy' },
      { route: 'compliance', label: 'link.compliance' },
      { route: 'download', label: 'link.download' },
    ],
  },
  { section: 'section.app', links: [{ route: 'settingSet', label: 'link.set' }] },
];

/**
 * Entries that open an address from the site's settings (`/getSetting`): shown only once one of them is set, so a
 * site without an app to download never offers an empty download page (issue 28 item 10).
 */
export const LINK_SETTINGS: Partial<Record<RouteName, readonly string[]>> = {
  download: ['app_download_url', 'android_download_url', 'ios_download_url'],
};

/**
 * The sections with only the links whose page is built (`available`: the registry's paths) and, for those of
 * `LINK_SETTINGS`, whose address is configured (`configured(route)`; not known yet counts as not configured).
 */
export function availableLinks(available: ReadonlySet<string>, configured: (route: RouteName) => boolean = () => true) {
  return ACCOUNT_LINKS.map((s) => ({
    ...s,
    links: s.links
      .filter((l) => available.has(ROUTES[l.route].path) && (!LINK_SETTINGS[l.route] || configured(l.route)))
      .map((l) => ({ ...l, to: (paths[l.route] as () => string)() })),
  })).filter((s) => s.links.length > 0);
}
