// @vitest-environment node
/**
 * The trade area on the server's own parts: SQLite store, the HTTP API (createApi over the MSW handlers), the
 * socket server with its user rooms and the trading timer (./trading.ts), on a manual clock.
 *   - 200 concurrent `/lever/submit` + `/coin/trade` for one user: never a 500, every refusal a translated
 *     envelope, one stored order per acknowledged request, and the ledger audit clean afterwards;
 *   - the timer settles a due seconds order and pushes `closed_microorder` with the whole row; `lever_trade`
 *     reaches a user holding a position every second, its order arrays as JSON strings.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Server } from 'socket.io';
import connectV2 from 'socket.io-client-v2';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEngine, seededRng, type Engine, type Store } from '../engine';
import { createManualClock } from '../engine/core/testing';
import { auditLedger } from '../engine/ledger';
import { DEMO_PASSWORD } from '../fixtures/auth';
import { handlers, setEngine } from '../handlers';
import { seedEngine } from '../seed';
import { createApi } from './api';
import { attachFeeds, type EventPayload } from './feeds';
import { createSqliteStore } from './sqliteStore';
import { startTrading } from './trading';

const clock = createManualClock();
let dataDir: string;
let store: Store;
let engine: Engine;
let http: HttpServer;
let io: Server;
let feeds: ReturnType<typeof attachFeeds>;
let stopTrading: () => void;
let base = '';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'trading-'));
  store = createSqliteStore(join(dataDir, 'demo.sqlite'));
  engine = await seedEngine(createEngine({ store, clock, rng: seededRng(3) }));
  setEngine(engine);
  const serveApi = createApi({ handlers, origin: 'http://127.0.0.1' });
  http = createServer((req, res) => void serveApi(req, res, new URL(req.url!, 'http://x').pathname));
  io = new Server(http, { path: '/socket.io', serveClient: false, allowEIO3: true });
  feeds = attachFeeds(io, { userOf: (t) => engine.user.optionalUser(t)?.id });
  stopTrading = startTrading(engine, feeds.toUser, { intervalMs: 50, log: () => {} });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  stopTrading?.();
  feeds?.close();
  await new Promise<void>((resolve) => (io ? io.close(() => resolve()) : resolve()));
  store?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(path: string, body: Record<string, string>, token?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' };
  if (token) headers.Authorization = token;
  const response = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(body).toString(),
  });
  return { status: response.status, ...((await response.json()) as { type: string; message: unknown }) };
}

const login = async () =>
  (await call('/user/login', { user_string: 'demo@example.com', password: DEMO_PASSWORD })).message as string;

const until = async (check: () => boolean, ms = 5000) => {
  for (let waited = 0; waited < ms && !check(); waited += 20) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
};

it('200 concurrent contract and spot orders: no 500, one order per ok, the ledger audit clean', async () => {
  const token = await login();
  const rng = seededRng(11);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rng() * items.length)]!;
  const requests = Array.from({ length: 200 }, (_, i): { path: string; body: Record<string, string> } =>
    i % 2 === 0
      ? {
          path: '/lever/submit',
          body: {
            currency_id: pick(['1', '2']),
            legal_id: '3',
            share: String(1 + Math.floor(rng() * 400)),
            multiple: pick(['1', '5', '10', '100', '7']),
            type: pick(['1', '2']),
            status: pick(['1', '0']),
            target_price: pick(['90000.00', '3000.00', '1.5']),
          },
        }
      : {
          path: '/coin/trade',
          body: {
            currency_id: pick(['1', '2']),
            legal_id: '3',
            type: pick(['1', '2']),
            order_type: pick(['market', 'limit']),
            amount: pick(['0.01', '0.1', '1', '0.0000001']),
            target_price: pick(['1000.00', '99000.00', '3100.00']),
          },
        },
  );
  const answers = await Promise.all(requests.map((r) => call(r.path, r.body, token)));

  expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
  for (const a of answers) {
    expect(['ok', 'error']).toContain(a.type);
    expect(a.message).not.toBe('Server error, please try again later');
  }
  const ok = (path: string) => answers.filter((a, i) => a.type === 'ok' && requests[i]!.path === path).length;
  const uid = engine.user.optionalUser(token)!.id;
  expect(store.list(`lever_orders:${uid}`)).toHaveLength(ok('/lever/submit'));
  expect(store.list(`spot_orders:${uid}`)).toHaveLength(ok('/coin/trade'));
  expect(ok('/lever/submit')).toBeGreaterThan(10);
  expect(ok('/coin/trade')).toBeGreaterThan(10);
  expect(answers.some((a) => a.message === 'Insufficient wallet balance')).toBe(true);
  expect(auditLedger(store).problems).toEqual([]);
  await call('/lever/batch_close', { type: '0' }, token);
}, 60_000);

it('pushes closed_microorder on settlement and lever_trade every second, to the proven user', async () => {
  const token = await login();
  const uid = engine.user.optionalUser(token)!.id;
  const socket = connectV2(base, { path: '/socket.io', transports: ['websocket'], forceNew: true });
  const heard = new Map<string, EventPayload[]>();
  for (const event of ['closed_microorder', 'lever_trade'])
    socket.on(event, (payload: EventPayload) => heard.set(event, [...(heard.get(event) ?? []), payload]));
  try {
    await until(() => socket.connected);
    const ack = await new Promise((resolve) => socket.emit('login', uid, token, resolve));
    expect(ack).toEqual({ ok: true });

    const bet = { match_id: '1', currency_id: '3', type: '2', seconds: '30', number: '50' };
    const order = (await call('/microtrade/submit', bet, token)).message as { id: number };
    clock.advance(30_000);
    await until(() => (heard.get('closed_microorder') ?? []).length > 0);
    const [closed] = heard.get('closed_microorder')!;
    expect(closed).toMatchObject({ type: 'closed_microorder', to: uid, data: { id: order.id, status: 3 } });
    expect((closed!.data as Record<string, unknown>).profit_result_name).not.toBe('');

    const position = { currency_id: '1', legal_id: '3', share: '3', multiple: '10', type: '1', status: '1' };
    expect((await call('/lever/submit', position, token)).type).toBe('ok');
    await until(() => (heard.get('lever_trade') ?? []).length >= 2, 4000);
    const push = heard.get('lever_trade')!.at(-1)!;
    expect(push).toMatchObject({ type: 'lever_trade', to: uid, currency_id: 1, legal_id: 3 });
    const open = JSON.parse(push.trades_all as string) as { share: number; status: number }[];
    expect(open).toEqual([expect.objectContaining({ share: 3, status: 1 })]);
    const pending = JSON.parse(push.trades_entrust as string) as { status: number }[];
    expect(pending.length).toBeGreaterThan(0); // the limit orders of the first test still rest
    expect(pending.every((o) => o.status === 0)).toBe(true);
    expect(typeof push.hazard_rate).toBe('string');
  } finally {
    socket.close();
  }
}, 30_000);
