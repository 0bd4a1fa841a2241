/**
 * The built app at /h5/: precompressed assets (brotli and gzip, chosen by Accept-Encoding, `Vary:
 * Accept-Encoding`), served by sirv; hashed assets cached for a year as immutable, everything else
 * (`index.html`, the service worker, the web manifest) revalidated on every load (`no-cache`); security
 * headers on every answer; no dotfiles (the build manifest in `.vite/` is not public).
 *
 * The build writes `.br`/`.gz` beside each asset when configured to; whatever it did not compress is
 * compressed here once, at start-up, before sirv indexes the directory (a no-op on the next start).
 */
import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { createHash } from 'node:crypto';
import sirv from 'sirv';
import { COIN_ICON_FILES, COIN_ICON_PREFIX } from '../engine/market/coins';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/i;
const MIN_SIZE = 1024;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

const fresh = async (variant: string, mtimeMs: number) => {
  try {
    return (await stat(variant)).mtimeMs >= mtimeMs;
  } catch {
    return false;
  }
};

/** Writes missing or stale `.br` / `.gz` siblings of compressible files; returns how many files it compressed. */
export async function precompress(dir: string): Promise<number> {
  const todo: string[] = [];
  for await (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const info = await stat(file);
    if (info.size < MIN_SIZE) continue;
    if ((await fresh(`${file}.br`, info.mtimeMs)) && (await fresh(`${file}.gz`, info.mtimeMs))) continue;
    todo.push(file);
  }
  // zlib runs on the thread pool: two at a time keeps start-up quick without starving anything else.
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const file = todo[next++]!;
      const data = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length },
        }),
        gzipAsync(data, { level: 9 }),
      ]);
      await writeFile(`${file}.br`, br);
      await writeFile(`${file}.gz`, gz);
    }
  };
  await Promise.all([worker(), worker()]);
  return todo.length;
}

// --- security headers ----------------------------------------------------------------------------------------

/** `'sha256-…'` sources for the inline scripts of index.html (a static boot shell may have some). */
function inlineScriptHashes(indexHtml: string): string[] {
  const out: string[] = [];
  for (const match of indexHtml.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1]!;
    if (body.trim()) out.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return out;
}

const HOST_RE = /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i;

/**
 * The Content-Security-Policy of the app. Scripts, fonts, styles sheets and the socket come from this origin
 * (the socket's ws:/wss: origin is named too: not every browser counts it as 'self'); styled-components
 * writes `<style>` elements, hence 'unsafe-inline' for styles only; images may be data:/blob: (coin icons,
 * QR codes, previews) or remote (news covers); nothing may frame the app.
 */
export function contentSecurityPolicy(scriptHashes: string[], host: string | undefined): string {
  const socket = host && HOST_RE.test(host) ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((h) => ` ${h}`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${socket}`,
    "media-src 'self' data: blob:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers every answer carries (API included). */
export const BASE_SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

// --- the handler -----------------------------------------------------------------------------------------------

export interface StaticApp {
  /** Serves `pathname` (which starts with `/h5/`). */
  (req: IncomingMessage, res: ServerResponse, pathname: string): void;
}

function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    ...headers,
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}

export async function createStaticApp(distDir: string, log: (line: string) => void): Promise<StaticApp> {
  const indexFile = join(distDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    const started = Date.now();
    const count = await precompress(distDir).catch((error: unknown) => {
      log(`[static] could not precompress ${distDir} (${String(error)}): serving uncompressed`);
      return 0;
    });
    if (count) log(`[static] compressed ${count} files (brotli + gzip) in ${Date.now() - started} ms`);
  }
  let hashes = built ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : [];

  // sirv indexes the directory once (fast lookups, no fs calls per request). A rebuild while the server
  // runs replaces the hashed files: a file gone missing re-indexes (and compresses what is new).
  const missing = (_req: IncomingMessage, res: ServerResponse) =>
    sendText(res, 404, 'Not found: build the app first (npm run build)');
  const index = () =>
    !existsSync(distDir)
      ? missing
      : sirv(distDir, {
          dev: false,
          etag: true,
          brotli: true,
          gzip: true,
          dotfiles: false,
          single: 'index.html',
          setHeaders(res, pathname) {
            res.setHeader(
              'Cache-Control',
              pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
            );
          },
          onNoMatch(_req, res) {
            sendText(
              res,
              404,
              existsSync(indexFile) ? 'Not found' : 'Not found: build the app first (npm run build)',
            );
          },
        });
  let serve = index();
  let reindexing: Promise<void> | undefined;
  const reindex = () => {
    reindexing ??= precompress(distDir)
      .catch(() => 0)
      .then(() => {
        hashes = existsSync(indexFile) ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : [];
        serve = index();
        reindexing = undefined;
        log('[static] dist/ changed: re-indexed');
      });
  };

  return (req, res, pathname) => {
    if (serve === missing && existsSync(indexFile)) reindex(); // built after the server started
    const headers: Record<string, string> = {
      ...BASE_SECURITY_HEADERS,
      'content-security-policy': contentSecurityPolicy(hashes, req.headers.host),
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
    };
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return sendText(res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
    // Dotfiles and dot-directories (`.vite/manifest.json`) are never served, nor turned into the app.
    let decoded = pathname;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return sendText(res, 400, 'Bad request');
    }
    if (/\/\./.test(decoded) || decoded.includes('\0')) return sendText(res, 404, 'Not found');
    // sirv pipes a read stream without an error handler: a file deleted under it must not crash the process.
    res.once('pipe', (source) =>
      source.once('error', () => {
        res.destroy();
        reindex();
      }),
    );
    const query = req.url!.indexOf('?');
    req.url = pathname.slice('/h5'.length) + (query >= 0 ? req.url!.slice(query) : '');
    serve(req, res);
  };
}

// --- the coin logos ----------------------------------------------------------------------------------------------

/**
 * `GET /api/demo/assets/coin/<file>.svg`: a coin's logo from the `cryptocurrency-icons` package (CC0), the coins'
 * `image` (mocks/engine/market/coins.ts); only the listed coins' files, read once and kept. Under Vite (Storybook,
 * vitest) a handler of mocks/handlers/common.ts answers the same paths.
 */
export function createCoinIcons(packageDir = join(process.cwd(), 'node_modules', 'cryptocurrency-icons', 'svg', 'color')) {
  const cache = new Map<string, string | null>();
  const read = (file: string) => {
    if (!cache.has(file)) {
      const path = join(packageDir, `${file}.svg`);
      cache.set(file, existsSync(path) ? readFileSync(path, 'utf8') : null);
    }
    return cache.get(file) ?? null;
  };
  return {
    handles: (pathname: string) => pathname.startsWith(COIN_ICON_PREFIX),
    serve(req: IncomingMessage, res: ServerResponse, pathname: string) {
      for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) res.setHeader(name, value);
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return sendText(res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
      const file = /^([a-z0-9]+)\.svg$/.exec(pathname.slice(COIN_ICON_PREFIX.length))?.[1];
      const svg = file && Object.values(COIN_ICON_FILES).includes(file) ? read(file) : null;
      if (!svg) return sendText(res, 404, 'Not found');
      res.writeHead(200, {
        'content-type': 'image/svg+xml; charset=utf-8',
        'content-length': Buffer.byteLength(svg),
        'cache-control': 'public, max-age=86400',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
      res.end(req.method === 'HEAD' ? undefined : svg);
    },
  };
}
