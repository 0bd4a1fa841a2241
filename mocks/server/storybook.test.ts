import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorybookApp } from './storybook';

describe('Storybook beside the app (npm run review)', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sb-'));
    writeFileSync(join(dir, 'index.html'), '<title>Storybook</title>');
    writeFileSync(join(dir, 'iframe.html'), '<title>preview</title>');
    writeFileSync(join(dir, 'mockServiceWorker.js'), '/* msw */');
    const app = createStorybookApp(dir);
    server = createServer((req, res) => {
      const pathname = new URL(req.url ?? '/', 'http://x').pathname;
      if (app.handles(pathname)) return app.serve(req, res, pathname);
      res.writeHead(418).end();
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

  it('serves the build under /storybook/ and sends /storybook there', async () => {
    expect(await (await fetch(`${base}/storybook/`)).text()).toContain('Storybook');
    expect(await (await fetch(`${base}/storybook/iframe.html?id=x`)).text()).toContain('preview');
    const bare = await fetch(`${base}/storybook`, { redirect: 'manual' });
    expect(bare.status).toBe(302);
    expect(bare.headers.get('location')).toBe('/storybook/');
  });

  it("answers MSW's worker at the site root, where msw registers it", async () => {
    expect(await (await fetch(`${base}/mockServiceWorker.js`)).text()).toContain('msw');
  });

  it('leaves other paths to the rest of the server, and answers a missing file 404', async () => {
    expect((await fetch(`${base}/h5/`)).status).toBe(418);
    expect((await fetch(`${base}/storybook/nope.js`)).status).toBe(404);
  });
});
