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

  it('marks a shortcut without a screen of its own with the shortcut whose screen it would open', () => {
    for (const key of QUICK_LINK_KEYS) {
      const owner = QUICK_LINKS[key].sharesScreenOf;
      if (!owner) continue;
      expect(QUICK_LINKS[owner].sharesScreenOf, key).toBeUndefined();
      expect([QUICK_LINKS[key].path, QUICK_LINKS[key].search], key).toEqual([QUICK_LINKS[owner].path, QUICK_LINKS[owner].search]);
    }
  });

  it('never shows two shortcuts to the same place, even with every page built (issue 28)', () => {
    const every = new Set(QUICK_LINK_KEYS.map((key) => QUICK_LINKS[key].path));
    const links = visibleQuickLinks(QUICK_LINK_KEYS.map((key) => ({ key, enabled: true })), every);
    const places = links.map((l) => l.to);
    expect(new Set(places).size).toBe(places.length);
    // each of the 28 either shows, or waits for a screen of its own
    expect(QUICK_LINK_KEYS.filter((key) => !links.some((l) => l.key === key))).toEqual([
      'quickbuy',
      'appdownload',
      'defi',
      'cloudmining',
      'superleverage',
    ]);
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
