import { describe, expect, it } from 'vitest';
import { linkTarget } from './links';

const built = new Set(['/pages/market/market', '/pages/transaction/index']);

describe('linkTarget', () => {
  it('keeps in-app routes whose page is built, with their query, hash-prefixed or not', () => {
    expect(linkTarget('#/pages/market/market', built)).toEqual({ kind: 'route', to: '/pages/market/market' });
    expect(linkTarget('/pages/transaction/index?symbol=BTC/USDT', built)).toEqual({
      kind: 'route',
      to: '/pages/transaction/index?symbol=BTC/USDT',
    });
  });

  it('drops routes whose page is not built (no "Page not found") and paths that are not pages', () => {
    expect(linkTarget('#/pages/index/activity', built)).toBeNull();
    expect(linkTarget('/pages/copytrade/copy?id=1', built)).toBeNull();
    expect(linkTarget('/pages/market', built)).toBeNull();
    expect(linkTarget('#/somewhere', built)).toBeNull();
  });

  it('sends a signed-in user invited to register to their invitation page instead', () => {
    const withAuth = new Set([...built, '/pages/common/register', '/pages/setting/share']);
    expect(linkTarget('#/pages/common/register', withAuth)).toEqual({ kind: 'route', to: '/pages/common/register' });
    expect(linkTarget('#/pages/common/register', withAuth, { loggedIn: true })).toEqual({
      kind: 'route',
      to: '/pages/setting/share',
    });
    // no invitation page built: no link rather than a registration form for someone signed in
    expect(linkTarget('#/pages/common/register', new Set(['/pages/common/register']), { loggedIn: true })).toBeNull();
  });

  it('opens web addresses outside the app and ignores empty or unsafe links', () => {
    expect(linkTarget(' https://example.com/a ', built)).toEqual({ kind: 'url', href: 'https://example.com/a' });
    expect(linkTarget('HTTP://example.com', built)).toEqual({ kind: 'url', href: 'HTTP://example.com' });
    expect(linkTarget('javascript:alert(1)', built)).toBeNull();
    expect(linkTarget('', built)).toBeNull();
    expect(linkTarget(undefined, built)).toBeNull();
  });
});
