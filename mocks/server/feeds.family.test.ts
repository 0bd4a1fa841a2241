// @vitest-environment node
/**
 * The demo exchange's socket server in the family's model (wire-facts §4), with the family's own client:
 * socket.io-client 2 (Engine.IO 3) against our socket.io 4 server (`allowEIO3`, as mocks/server/index.ts
 * sets it), the real broadcast over the engine's feeds, and `login` checked against the engine's sessions.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connectV4 } from 'socket.io-client';
import connectV2 from 'socket.io-client-v2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoUser, TOTP_USER_SECRET, totpUser } from '../fixtures/auth';
import { testEngine } from '../engine/auth/testEngine';
import { totp, type Engine } from '../engine';
import { attachFeeds, type EventPayload } from './feeds';
import { familyBroadcast, registerMarketFeeds } from './marketFeeds';

let engine: Engine;
let feeds: ReturnType<typeof attachFeeds>;
let io: Server;
let url = '';
let token = '';
let uid = 0;

beforeAll(async () => {
  ({ engine } = await testEngine());
  token = await engine.user.login({
    user_string: demoUser.user_string,
    password: DEMO_PASSWORD,
    type: 'email',
  });
  uid = engine.user.info(token).id;
  const http = createServer();
  io = new Server(http, { path: '/socket.io', serveClient: false, allowEIO3: true });
  registerMarketFeeds(engine);
  feeds = attachFeeds(io, {
    broadcast: familyBroadcast(engine),
    userOf: (t) => engine.user.optionalUser(t)?.id,
    broadcastAfterMs: 50,
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(async () => {
  feeds.close();
  await new Promise<void>((resolve) => io.close(() => resolve()));
});

const until = async (check: () => boolean, ms = 5000) => {
  for (let waited = 0; waited < ms && !check(); waited += 20) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
};

/** A family client: socket.io-client 2 with the uView client's options, recording every event it hears. */
function familyClient() {
  const socket = connectV2(url, { path: '/socket.io', transports: ['websocket', 'polling'], forceNew: true });
  const heard = new Map<string, EventPayload[]>();
  for (const event of ['daymarket', 'kline', 'market_depth', 'match_trade', 'lever_trade', 'push'])
    socket.on(event, (payload: EventPayload) => heard.set(event, [...(heard.get(event) ?? []), payload]));
  const login = (...args: unknown[]) =>
    new Promise<{ ok: boolean }>((resolve) => socket.emit('login', ...args, resolve));
  return { socket, heard, login, count: (event: string) => heard.get(event)?.length ?? 0 };
}

describe('the demo exchange for a socket.io 2 (Engine.IO 3) client', () => {
  it("connects, logs in and gets the family's market events with the family's fields", async () => {
    const c = familyClient();
    try {
      await until(() => c.socket.connected);
      expect(await c.login(uid, token)).toEqual({ ok: true });
      await until(
        () => c.count('daymarket') >= engine.market.markets().length && c.count('market_depth') > 0,
      );
      const btc = c.heard.get('daymarket')!.find((p) => p.symbol === 'BTC/USDT')!;
      expect(btc).toMatchObject({
        type: 'daymarket',
        period: '1day',
        match_id: 1,
        currency_name: 'BTC',
        legal_name: 'USDT',
        legal_id: 3,
        api_form: 'demo',
      });
      expect(btc.now_price).toBe(btc.close);
      expect(String(btc.change)).toMatch(/^[+-]?\d+\.\d{2}$/);
      expect(c.heard.get('market_depth')![0]).toMatchObject({ type: 'market_depth', demo: true });
      await until(() => c.count('kline') > 0 && c.count('match_trade') > 0);
      expect(c.heard.get('kline')![0]).toMatchObject({ type: 'kline', symbol: 'BTC/USDT', period: '1min' });
      expect(c.heard.get('match_trade')![0]!.data).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ direction: expect.stringMatching(/^(buy|sell)$/) }),
        ]),
      );
      expect(c.count('push')).toBe(0); // our channel protocol only answers `sub`
    } finally {
      c.socket.close();
    }
  });

  it('market events need no login; user events need the session, not just a user id', async () => {
    const anonymous = familyClient();
    const idOnly = familyClient();
    const stranger = familyClient();
    const proven = familyClient();
    // another user's live session
    const other = await engine.user.login({
      user_string: totpUser.user_string,
      password: DEMO_PASSWORD,
      type: 'email',
      code: await totp(TOTP_USER_SECRET, engine.ctx.clock()),
    });
    try {
      await until(() => [anonymous, idOnly, stranger, proven].every((c) => c.socket.connected));
      // the family's login: the numeric id alone — refused here (anyone could claim any id)
      expect(await idOnly.login(uid)).toMatchObject({ ok: false });
      expect(await idOnly.login(String(uid), 'f'.repeat(32))).toMatchObject({ ok: false });
      // another user's live token does not open this user's room
      expect(engine.user.info(other).id).not.toBe(uid);
      expect(await stranger.login(uid, other)).toMatchObject({ ok: false });
      expect(await proven.login({ uid, token })).toEqual({ ok: true });
      await until(() => anonymous.count('daymarket') > 0 && idOnly.count('daymarket') > 0);

      expect(feeds.toUser(uid, 'lever_trade', { hazard_rate: '150.00', trades_all: '[]' })).toBe(1);
      await until(() => proven.count('lever_trade') === 1);
      expect(proven.heard.get('lever_trade')![0]).toEqual({
        type: 'lever_trade',
        to: uid,
        hazard_rate: '150.00',
        trades_all: '[]',
      });
      await new Promise((r) => setTimeout(r, 100));
      expect(idOnly.count('lever_trade')).toBe(0);
      expect(stranger.count('lever_trade')).toBe(0);
      expect(anonymous.count('lever_trade')).toBe(0);

      // the session ends (sign-out): its socket hears nothing more of the user
      engine.user.logout(token);
      expect(feeds.toUser(uid, 'lever_trade', { hazard_rate: '0' })).toBe(0);
    } finally {
      for (const c of [anonymous, idOnly, stranger, proven]) c.socket.close();
    }
  });

  it("our app's handshake (`feeds=channels`) and `sub`: its channels only, none of the broadcast", async () => {
    const socket = connectV4(url, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
      query: { feeds: 'channels' },
    });
    const events: string[] = [];
    socket.onAny((event: string) => events.push(event));
    try {
      await until(() => socket.connected);
      expect(await socket.emitWithAck('sub', 'market_depth:BTC/USDT')).toEqual({ ok: true });
      await until(() => events.includes('push'));
      await new Promise((r) => setTimeout(r, 300));
      expect(new Set(events)).toEqual(new Set(['push']));
    } finally {
      socket.disconnect();
    }
  });
});
