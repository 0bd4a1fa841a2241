import { ROUTES } from '@/lib/routes';

const AUTH_PAGES = [ROUTES.login.path, ROUTES.register.path, ROUTES.forget.path, ROUTES.area.path];

/**
 * Where to go after signing in: the page that sent the user here (`location.state.from`, a path or a
 * location object), never back into the auth pages, else home.
 */
export function destinationAfterLogin(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  let path: string | null = null;
  if (typeof from === 'string') path = from;
  else if (
    from &&
    typeof from === 'object' &&
    typeof (from as { pathname?: unknown }).pathname === 'string'
  ) {
    const loc = from as { pathname: string; search?: string; hash?: string };
    path = `${loc.pathname}${loc.search ?? ''}${loc.hash ?? ''}`;
  }
  if (!path || !path.startsWith('/') || path.startsWith('//')) return ROUTES.home.path;
  return AUTH_PAGES.some((p) => path.split(/[?#]/)[0] === p) ? ROUTES.home.path : path;
}
