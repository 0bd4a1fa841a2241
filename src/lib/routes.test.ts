import { describe, expect, it } from 'vitest';
import { builtPaths, markBuilt, paths, ROUTES, SPEC_ROUTES, TABS, tabOf } from './routes';

describe('route table', () => {
  it('declares the 105 routes of the specification and the station messages page, once each', () => {
    expect(SPEC_ROUTES).toHaveLength(106);
    expect(new Set(SPEC_ROUTES.map((r) => r.path)).size).toBe(106);
    // the one route the app adds to the spec's list (decision 89)
    expect(paths.messages()).toBe('/pages/setting/messages');
  });

  it('puts the five tabs in tab-bar order', () => {
    expect(TABS.map((t) => t.key)).toEqual(['home', 'market', 'trade', 'finance', 'assets']);
    expect(tabOf('/pages/transaction/contract')).toBe('trade');
    expect(tabOf('/pages/transaction/index')).toBeUndefined();
  });

  it('builds paths with their query, keeping the pair readable', () => {
    expect(paths.home()).toBe('/pages/index/index');
    expect(paths.chart({ symbol: 'BTC/USDT' })).toBe('/pages/transaction/index?symbol=BTC/USDT');
    expect(paths.market({ tab: 'favorites' })).toBe('/pages/market/market?tab=favorites');
    expect(paths.market()).toBe('/pages/market/market');
    expect(paths.register({ code: undefined })).toBe('/pages/common/register');
    expect(paths.service({ url: 'https://chat.example/?a=1&b=2' })).toBe(
      '/pages/common/serverView?url=https%3A%2F%2Fchat.example%2F%3Fa%3D1%26b%3D2',
    );
    expect(ROUTES.whitePaper.path).toBe('/pages/transaction/white_paper');
  });

  it('knows which routes have a page once the app registers them', () => {
    expect(builtPaths.has(ROUTES.game.path)).toBe(false);
    markBuilt([ROUTES.game.path]);
    expect(builtPaths.has(ROUTES.game.path)).toBe(true);
  });
});
