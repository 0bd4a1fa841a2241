import { paths, ROUTES } from '@/lib/routes';

/** Where a server-sent link (a banner's `link`, an `<a href>` in a notice) goes. */
export type LinkTarget = { kind: 'route'; to: string } | { kind: 'url'; href: string };

/**
 * Resolves a server-sent link against the pages the app has built. An in-app route (`#/pages/…` or
 * `/pages/…`, with or without a query) is kept only when its page is registered: a page that is not
 * built yet would open "Page not found", so the link is dropped instead (the banner or text stays, without
 * a link). A link to registration, for a signed-in user, opens the invitation page instead. Web addresses (http,
 * https) open outside the app; anything else is no link.
 */
export function linkTarget(
  link: string | null | undefined,
  available: ReadonlySet<string>,
  { loggedIn = false }: { loggedIn?: boolean } = {},
): LinkTarget | null {
  const value = (link ?? '').trim();
  if (!value) return null;
  const route = value.replace(/^#/, '');
  if (route.startsWith('/pages/')) {
    const path = route.split(/[?#]/, 1)[0]!;
    // "sign up" means nothing to a signed-in user: the invitation to join becomes their own invitation page
    if (path === ROUTES.register.path && loggedIn)
      return available.has(ROUTES.share.path) ? { kind: 'route', to: paths.share() } : null;
    return available.has(path) ? { kind: 'route', to: route } : null;
  }
  if (/^https?:\/\//i.test(value)) return { kind: 'url', href: value };
  return null;
}
