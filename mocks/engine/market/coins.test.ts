// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinsFixture } from '../../fixtures/market';
import { installTestEngine, server } from '../../node';
import { createCoinIcons } from '../../server/static';
import { COIN_ICON_FILES, coinImage } from './coins';

const PACKAGE = join(process.cwd(), 'node_modules', 'cryptocurrency-icons', 'svg', 'color');

describe('coin logos (cryptocurrency-icons)', () => {
  it('names only files the package has, and the handler globs exactly those', () => {
    for (const file of Object.values(COIN_ICON_FILES))
      expect(existsSync(join(PACKAGE, `${file}.svg`)), file).toBe(true);
    const handlers = readFileSync(join(process.cwd(), 'mocks', 'handlers', 'common.ts'), 'utf8');
    const globbed = /color\/\{([a-z0-9,]+)\}\.svg/.exec(handlers)?.[1]?.split(',') ?? [];
    expect([...globbed].sort()).toEqual(Object.values(COIN_ICON_FILES).sort());
  });

  it("gives a listed coin its logo's site path, and a coin without one a lettered disc", () => {
    expect(coinImage('BTC')).toBe('/api/demo/assets/coin/btc.svg');
    expect(coinImage('POL')).toBe('/api/demo/assets/coin/matic.svg');
    expect(coinImage('SHIB')).toMatch(/^data:image\/svg\+xml,/);
    // DOGE and DOT, USDT and USDC: four different pictures, not two "DO" and two "US" discs
    expect(new Set(['DOGE', 'DOT', 'USDT', 'USDC'].map(coinImage)).size).toBe(4);
    // most listed coins have a real logo
    const withLogo = coinsFixture.filter((c) => coinImage(c.name).startsWith('/api/demo/assets/coin/')).length;
    expect(withLogo).toBeGreaterThanOrEqual(coinsFixture.length - 5);
  });
});

describe('serving the logos', () => {
  let http: Server;
  let origin = '';
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'bypass' });
    await installTestEngine();
    const icons = createCoinIcons();
    http = createServer((req, res) => {
      const pathname = new URL(req.url ?? '/', 'http://x').pathname;
      if (icons.handles(pathname)) return icons.serve(req, res, pathname);
      res.writeHead(418).end();
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.close();
    await new Promise((resolve) => http.close(resolve));
  });

  const btc = () => readFileSync(join(PACKAGE, 'btc.svg'), 'utf8');

  it('the Node server answers the package file as an SVG, and 404 for anything else', async () => {
    const ok = await fetch(`${origin}/api/demo/assets/coin/btc.svg`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(await ok.text()).toBe(btc());
    for (const bad of ['shib.svg', 'btc.png', '..%2Fpackage.json', 'BTC.svg'])
      expect((await fetch(`${origin}/api/demo/assets/coin/${bad}`)).status, bad).toBe(404);
    expect((await fetch(`${origin}/api/demo/assets/coin/btc.svg`, { method: 'POST' })).status).toBe(405);
  });

  it('the handlers (Storybook, tests) answer the same picture', async () => {
    const ok = await fetch('http://localhost/api/demo/assets/coin/btc.svg');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(await ok.text()).toBe(btc());
    expect((await fetch('http://localhost/api/demo/assets/coin/shib.svg')).status).toBe(404);
  });
});
