/**
 * The demo exchange as one Node process (`npm start` / `npm run serve`, run with tsx):
 *
 *   /            → redirect to /h5/
 *   /h5/…        → the built app from dist/ (static.ts: precompressed, cached, security headers)
 *   /api/…       → the MSW handlers of mocks/handlers, through msw's getResponse (api.ts); chart calls in
 *                  worker threads that keep the long periods' candles in $DATA_DIR/candles.sqlite (chartWorker.ts)
 *   /socket.io   → realtime feeds (mocks/server/feeds.ts): the family's broadcast and `login`, our `sub` channels;
 *                  socket.io 4 that also accepts the family's socket.io 2 clients (Engine.IO 3); the trade
 *                  area's user events (`closed_microorder`, `lever_trade`) from its sweep timer (trading.ts)
 *
 * State lives in SQLite at $DATA_DIR/demo.sqlite, seeded once. Environment and limits: ./config.ts.
 * SIGTERM / SIGINT / SIGHUP close the server (the port is free when the process exits) and the database;
 * so does the end of the npm script that started it (launcher.ts: npm does not pass SIGTERM on to tsx).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Server as SocketServer } from 'socket.io';
import { createEngine, cryptoRng, seededRng } from '../engine';
import { setPasswordCost } from '../engine/core/crypto';
import { handlers, setEngine } from '../handlers';
import { configureDemoInbox } from '../handlers/demo';
import { seedEngine } from '../seed';
import { answerClientError, createApi, sendEnvelopeError } from './api';
import { createChartWorkers } from './chartWorker';
import {
  CHART_WORKERS,
  CLOCK_OFFSET,
  DATA_DIR,
  DEMO_INBOX,
  DIST_DIR,
  HEADERS_TIMEOUT_MS,
  HOST,
  HOUSEKEEPING_INTERVAL_MS,
  MAX_HEADER_BYTES,
  PASSWORD_COST,
  PORT,
  REQUEST_TIMEOUT_MS,
  REVIEW,
  REVIEW_DELAY_MS,
  REVIEW_NEW_ADDRESS_MS,
  REVIEW_WITHDRAW_OVER_USDT,
  SEED_RNG,
  TRADING_INTERVAL_MS,
} from './config';
import { attachFeeds, registerFeed } from './feeds';
import { startHousekeeping } from './housekeeping';
import { watchLauncher } from './launcher';
import { familyBroadcast, registerMarketFeeds } from './marketFeeds';
import { createDiskFileStore } from './fileStore';
import { createSqliteStore } from './sqliteStore';
import { createCoinIcons, createStaticApp } from './static';
import { startTrading } from './trading';
import { createStorybookApp } from './storybook';

const log = (line: string) => console.log(line);

async function main() {
  if (PASSWORD_COST !== undefined) setPasswordCost(PASSWORD_COST);
  const store = createSqliteStore(join(DATA_DIR, 'demo.sqlite'));
  const clock = () => Date.now() + CLOCK_OFFSET;
  const engine = createEngine({
    store,
    files: createDiskFileStore(join(DATA_DIR, 'uploads')),
    clock,
    rng: SEED_RNG === undefined ? cryptoRng() : seededRng(SEED_RNG),
    log,
  });
  await seedEngine(engine);
  engine.wallet.configureReview({
    mode: REVIEW,
    delayMs: REVIEW_DELAY_MS,
    withdrawOverUsdt: REVIEW_WITHDRAW_OVER_USDT,
    newAddressMs: REVIEW_NEW_ADDRESS_MS,
  });
  engine.identity.configure({ reviewDelayMs: REVIEW_DELAY_MS });
  setEngine(engine);
  configureDemoInbox({ enabled: DEMO_INBOX });
  const stopHousekeeping = startHousekeeping(engine, HOUSEKEEPING_INTERVAL_MS, log);
  const charts = createChartWorkers({
    clockOffset: CLOCK_OFFSET,
    file: join(DATA_DIR, 'candles.sqlite'),
    count: CHART_WORKERS,
    log,
  });

  const serveApp = await createStaticApp(DIST_DIR, log);
  // `npm run review`: the static Storybook beside the app (STORYBOOK_DIR), for reviewers and translators
  const serveStorybook = process.env.STORYBOOK_DIR ? createStorybookApp(process.env.STORYBOOK_DIR) : undefined;
  const coinIcons = createCoinIcons();
  const serveApi = createApi({ handlers, origin: `http://${HOST}:${PORT}`, divert: charts.divert });

  const server = createServer(
    {
      maxHeaderSize: MAX_HEADER_BYTES,
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
    },
    (req, res) => {
      let pathname: string;
      try {
        pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      } catch {
        pathname = '/';
      }
      Promise.resolve()
        .then(() => {
          if (pathname === '/' || pathname === '/h5') {
            res.writeHead(302, { location: '/h5/' });
            return res.end();
          }
          if (coinIcons.handles(pathname)) return coinIcons.serve(req, res, pathname);
          // the API, and the pictures sent to it (`/upload/<name>`, shown at the site origin, spec §7)
          if (pathname.startsWith('/api/') || pathname.startsWith('/upload/')) return serveApi(req, res, pathname);
          if (pathname.startsWith('/h5/')) return serveApp(req, res, pathname);
          if (serveStorybook?.handles(pathname)) return serveStorybook.serve(req, res, pathname);
          res.writeHead(404, {
            'content-type': 'text/plain; charset=utf-8',
            'x-content-type-options': 'nosniff',
          });
          res.end('Not found');
        })
        .catch((error: unknown) => {
          // Logged here, never sent: the client gets an envelope without a trace.
          console.error(`[server] ${req.method} ${req.url} failed:`, error);
          if (!res.headersSent) sendEnvelopeError(res, 500, 'error.server', undefined);
          else res.destroy();
        });
    },
  );
  server.on('clientError', answerClientError);
  // CONNECT never reaches the request handler: answer it like any other unknown method.
  server.on('connect', (_req, socket) => {
    const body = JSON.stringify({ type: 'error', message: 'Request method not allowed' });
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\ncontent-type: application/json; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  });

  // Realtime. One `registerFeed` per channel family.
  registerMarketFeeds(engine); // daymarket, market_depth:<symbol>, kline:<symbol>:<period>, trades:<symbol>
  registerFeed('time', (_channel, emit) => {
    const tick = () => emit({ now: clock() });
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  });
  const io = new SocketServer(server, {
    path: '/socket.io',
    serveClient: false,
    cors: { origin: true },
    allowEIO3: true, // the family's clients are socket.io 2 (decision 56)
  });
  const feeds = attachFeeds(io, {
    log,
    broadcast: familyBroadcast(engine),
    userOf: (token) => engine.user.optionalUser(token)?.id,
  });
  // The trade area's sweep and its user events (closed_microorder, lever_trade).
  const stopTrading = startTrading(engine, feeds.toUser, { intervalMs: TRADING_INTERVAL_MS, log });

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
    log(`Demo exchange ready: http://${shownHost}:${port}/h5/${DEMO_INBOX ? '' : ' (demo inbox off)'}`);
    // Once listening (they would slow the start down): the chart workers load, then keep the candles' history.
    // A chart call meanwhile waits for them (a first call starts them too).
    void charts.warm();
    if (REVIEW === 'manual')
      log(
        DEMO_INBOX
          ? 'Reviews are manual: decide deposits and withdrawals with POST /api/demo/review (loopback only)'
          : 'Reviews are manual but the demo calls are off (DEMO_INBOX): deposits and withdrawals stay under review',
      );
    if (serveStorybook) log(`Storybook ready:     http://${shownHost}:${port}/storybook/`);
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal}: shutting down`);
    let finished = false;
    const finish = (code: number) => {
      if (finished) return;
      finished = true;
      stopHousekeeping();
      stopTrading();
      store.close();
      void charts.close().finally(() => process.exit(code));
    };
    feeds.close();
    // io.close() disconnects the sockets and closes the HTTP server: no new connection is accepted.
    void io.close(() => finish(0));
    server.closeIdleConnections();
    // Keep-alive clients mid-request get 2 s, then everything is cut.
    setTimeout(() => {
      server.closeAllConnections();
      finish(0);
    }, 2000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGHUP', () => shutdown('SIGHUP'));
  watchLauncher((why) => shutdown(why));
}

main().catch((error: unknown) => {
  console.error('Demo exchange failed to start:', error);
  process.exit(1);
});
