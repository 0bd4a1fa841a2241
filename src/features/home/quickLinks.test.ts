import { describe, expect, it } from 'vitest';
import { menuKeys } from '@mocks/fixtures/content';
import { SPEC_ROUTE_PATHS as specRoutes } from '@/lib/routes';
import { QUICK_LINK_KEYS, QUICK_LINKS, visibleQuickLinks } from './quickLinks';

describe('quick-link table', () => {
  it('maps every key to a page of routes.txt', () => {
    for (const key of QUICK_LINK_KEYS) expect(specRoutes, key).toContain(QUICK_LINKS[key].path);
  });

  it('covers every key the demo exchange menu sends (spec §2)', () => {
    expect([...menuKeys].sort()).toEqual([...QUICK_LINK_KEYS].sort());
  });

  it('keeps the menu order, drops disabled, unknown, duplicate and unregistered links', () => {
    const registered = new Set(['/pages/fund/withdraw', '/pages/market/futures', '/pages/fund/select']);
    const links = visibleQuickLinks(
      [
        { key: 'futures', enabled: true },
        { key: 'withdraw', enabled: true },
        { key: 'recharge', enabled: false },
        { key: 'teleport', enabled: true },
        { key: 'futures', enabled: true },
        { key: 'nft', enabled: true },
        { key: 'stock', enabled: true },
      ],
      registered,
    );
    expect(links.map((l) => [l.key, l.to])).toEqual([
      ['futures', '/pages/market/futures?type=futures'],
      ['withdraw', '/pages/fund/withdraw'],
      ['stock', '/pages/market/futures?type=stock'],
    ]);
  });
});
