/** A tiny static file server (no dependencies) for serving built Storybook to the browser suites. */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
};

/**
 * Serves `dir`; `overrides` answers some paths with given JSON (the story pass gives the test-runner a
 * regrouped index.json at a path of its own: scripts/story-pass.ts).
 */
export function serveStatic(
  dir: string,
  port: number,
  host = '127.0.0.1',
  overrides: Record<string, string> = {},
): Promise<Server> {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const override = overrides[url.pathname];
    if (override !== undefined)
      return void res.writeHead(200, { 'Content-Type': TYPES['.json']!, 'Cache-Control': 'no-cache' }).end(override);
    let file = normalize(join(root, decodeURIComponent(url.pathname)));
    if (!file.startsWith(root)) return void res.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) return void res.writeHead(404).end('not found');
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
    createReadStream(file).pipe(res);
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ok(server));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = 'storybook-static', port = '6006'] = process.argv.slice(2);
  void serveStatic(dir, Number(port)).then(() => console.log(`serving ${dir} at http://127.0.0.1:${port}/`));
}
