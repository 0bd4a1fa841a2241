/**
 * The demo exchange as one Node process (`npm start` / `npm run serve`, run with tsx):
 *
 *   /            → redirect to /h5/
 *   /h5/…        → the built app from dist/ (index.html for /h5/ and extension-less paths)
 *   /api/…       → the MSW handlers of mocks/handlers, through msw's getResponse (same as Storybook)
 *   /socket.io   → realtime feeds (mocks/server/feeds.ts)
 *
 * State lives in SQLite at $DATA_DIR/demo.sqlite, seeded once. Environment:
 *   PORT (8080) · HOST (127.0.0.1) · DATA_DIR (<repo>/.data) · DIST_DIR (<repo>/dist)
 *   SEED_RNG (integer: reproducible codes/tokens; default unpredictable) · CLOCK_OFFSET (ms added to now)
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getResponse } from 'msw';
import { Server as SocketServer } from 'socket.io';
import { createEngine, cryptoRng, seededRng } from '../engine';
import { handlers, setEngine } from '../handlers';
import { seedEngine } from '../seed';
import { attachFeeds, registerFeed } from './feeds';
import { registerMarketFeeds } from './marketFeeds';
import { createSqliteStore } from './sqliteStore';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number, got "${raw}"`);
  return value;
}

const PORT = envNumber('PORT', 8080);
const HOST = process.env.HOST || '127.0.0.1';
const DATA_DIR = resolve(process.env.DATA_DIR || join(ROOT, '.data'));
const DIST_DIR = resolve(process.env.DIST_DIR || join(ROOT, 'dist'));
const CLOCK_OFFSET = envNumber('CLOCK_OFFSET', 0);
const SEED_RNG = process.env.SEED_RNG ? envNumber('SEED_RNG', 0) : undefined;
const MAX_BODY_BYTES = 10 * 1024 * 1024; // uploads (payment vouchers, ID photos) arrive later

const log = (line: string) => console.log(line);

// --- static app --------------------------------------------------------------------------------------------

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.wasm': 'application/wasm',
};

async function fileIfExists(path: string) {
  try {
    const info = await stat(path);
    return info.isFile() ? info : undefined;
  } catch {
    return undefined;
  }
}

function sendText(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

async function serveApp(req: IncomingMessage, res: ServerResponse, pathname: string) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method not allowed');
  let rel: string;
  try {
    rel = decodeURIComponent(pathname.slice('/h5/'.length)) || 'index.html';
  } catch {
    return sendText(res, 400, 'Bad request');
  }
  let file = resolve(DIST_DIR, rel);
  if (!file.startsWith(DIST_DIR + sep)) return sendText(res, 404, 'Not found'); // ../ escapes
  let info = await fileIfExists(file);
  // Routing is by hash, so any extension-less path is the app itself; a missing asset is a real 404.
  if (!info && !extname(rel)) info = await fileIfExists((file = join(DIST_DIR, 'index.html')));
  if (!info)
    return sendText(
      res,
      404,
      file.endsWith('index.html') ? 'Not found: build the app first (npm run build)' : 'Not found',
    );

  const hashed = rel.startsWith('assets/'); // Vite fingerprints these: cache forever
  res.writeHead(200, {
    'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': info.size,
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    'last-modified': info.mtime.toUTCString(),
  });
  if (req.method === 'HEAD') return res.end();
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}

// --- API: Node request → Fetch Request → MSW handlers → Node response ------------------------------------------

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers': 'Authorization, Content-Type',
  'access-control-max-age': '600',
};

class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function serveApi(req: IncomingMessage, res: ServerResponse) {
  // Lets `npm run dev` (Vite on another port) call this server directly.
  if (req.method === 'OPTIONS') {
    res.writeHead(204, CORS_HEADERS);
    return res.end();
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const method = req.method ?? 'GET';
  let body: Buffer | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    try {
      body = await readBody(req);
    } catch (error) {
      if (error instanceof BodyTooLarge) return sendText(res, 413, 'Payload too large');
      throw error;
    }
  }
  // A fixed origin: the handlers match `*/api/…`, and the client's Host header is not trusted for anything.
  const request = new Request(`http://${HOST}:${PORT}${req.url ?? '/'}`, {
    method,
    headers,
    body: body?.length ? new Uint8Array(body) : undefined,
  });
  const response =
    (await getResponse(handlers, request)) ??
    Response.json({ type: 'error', message: 'Not found' }, { status: 404 }); // unreachable: handlers end in a catch-all

  const payload = Buffer.from(await response.arrayBuffer());
  const out: Record<string, string> = { ...CORS_HEADERS };
  response.headers.forEach((value, name) => {
    out[name] = value;
  });
  out['content-length'] = String(payload.length);
  out['cache-control'] = 'no-store';
  res.writeHead(response.status, out);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

// --- process -----------------------------------------------------------------------------------------------

async function main() {
  const store = createSqliteStore(join(DATA_DIR, 'demo.sqlite'));
  const clock = () => Date.now() + CLOCK_OFFSET;
  const engine = createEngine({
    store,
    clock,
    rng: SEED_RNG === undefined ? cryptoRng() : seededRng(SEED_RNG),
    log,
  });
  await seedEngine(engine);
  setEngine(engine);

  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const handle =
      pathname === '/' || pathname === '/h5'
        ? () => {
            res.writeHead(302, { location: '/h5/' });
            res.end();
          }
        : pathname.startsWith('/api/')
          ? () => serveApi(req, res)
          : pathname.startsWith('/h5/')
            ? () => serveApp(req, res, pathname)
            : () => sendText(res, 404, 'Not found');
    Promise.resolve()
      .then(handle)
      .catch((error: unknown) => {
        console.error(`[server] ${req.method} ${req.url} failed:`, error);
        if (!res.headersSent) sendText(res, 500, 'Internal server error');
        else res.destroy();
      });
  });

  // Realtime. One `registerFeed` per channel family.
  registerMarketFeeds(engine); // daymarket, market_depth:<symbol>, kline:<symbol>:<period>, trades:<symbol>
  registerFeed('time', (_channel, emit) => {
    const tick = () => emit({ now: clock() });
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  });
  const io = new SocketServer(server, { path: '/socket.io', serveClient: false, cors: { origin: true } });
  const feeds = attachFeeds(io, log);

  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE' ? `Port ${PORT} on ${HOST} is already in use (set PORT)` : error,
    );
    store.close();
    process.exit(1);
  });
  server.listen(PORT, HOST, () => {
    const { port } = server.address() as AddressInfo;
    const shownHost = HOST === '0.0.0.0' || HOST === '::' ? '127.0.0.1' : HOST;
    log(`Demo exchange ready: http://${shownHost}:${port}/h5/`);
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal}: shutting down`);
    const finish = () => {
      store.close();
      process.exit(0);
    };
    feeds.close();
    io.close(() => finish()); // also closes the HTTP server
    server.closeIdleConnections();
    // Keep-alive clients mid-request get 2 s, then everything is cut.
    setTimeout(() => {
      server.closeAllConnections();
      finish();
    }, 2000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('Demo exchange failed to start:', error);
  process.exit(1);
});
