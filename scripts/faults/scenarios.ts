/** The fault suite's scenarios, each returning its figures. */
import { io, type Socket } from 'socket.io-client';
import { totp } from '../../mocks/engine';
import { DEMO_PASSWORD, TOTP_USER_SECRET, demoUser, totpUser } from '../../mocks/fixtures/auth';
import { call, envelope } from './http';
import type { FaultServer } from './server';

export const login = async (base: string, user_string = demoUser.user_string, password = DEMO_PASSWORD) =>
  envelope(`${base}/api`, 'POST', '/user/login', { user_string, password });

// --- kill -9 during acknowledged writes, and the socket across the restart --------------------------------------

export interface Durability {
  acknowledged: number;
  lost: number;
}

/**
 * Toggles favourites (add/del, sequential per pair, pairs in parallel) until `target` writes are
 * acknowledged, then kill -9 with writes in flight. Returns a checker to run after the restart: every pair
 * must be in the state of its last acknowledged write (or of the one in flight when the process died).
 */
export async function writesUntilKill(
  server: FaultServer,
  token: string,
  currencyIds: number[],
  target: number,
) {
  const api = `${server.base}/api`;
  const acked = new Map<number, boolean>(); // currency → favourite after its last acknowledged write
  const inflight = new Map<number, boolean>();
  let count = 0;
  let stop = false;
  let killed: Promise<unknown> | undefined;
  await Promise.all(
    currencyIds.map(async (id) => {
      let want = true;
      while (!stop) {
        inflight.set(id, want);
        const answer = await envelope(
          api,
          'POST',
          want ? '/optional/add' : '/optional/del',
          { currency_id: String(id) },
          token,
        ).catch(() => undefined);
        if (!answer || stop) return;
        if (answer.json.type !== 'ok') throw new Error(`write refused: ${answer.body}`);
        inflight.delete(id);
        acked.set(id, want);
        want = !want;
        if (++count >= target && !killed) {
          stop = true;
          killed = server.kill9();
        }
      }
    }),
  );
  await killed;
  return async (base: string): Promise<Durability> => {
    const list = await envelope(`${base}/api`, 'GET', '/optional/list', {}, token);
    if (list.json.type !== 'ok') throw new Error(`favourites after restart: ${list.body}`);
    const present = new Set((list.json.message as { currency_id: number }[]).map((f) => f.currency_id));
    let lost = 0;
    for (const [id, state] of acked) {
      const now = present.has(id);
      if (now !== state && inflight.get(id) !== now) lost++;
    }
    return { acknowledged: count, lost };
  };
}

/** A client like the app's socket manager: reconnects (1–5 s back-off) and replays its channels. */
export function feedClient(base: string, channels: string[]) {
  const socket: Socket = io(base, {
    path: '/socket.io',
    transports: ['polling', 'websocket'],
    reconnection: true,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    randomizationFactor: 0.5,
    timeout: 20_000,
  });
  const lastPush = new Map<string, number>();
  socket.on('connect', () => channels.forEach((c) => socket.emit('sub', c)));
  socket.on('push', (m: { channel: string }) => lastPush.set(m.channel, performance.now()));
  return {
    socket,
    ready: () => new Promise<void>((ok) => (socket.connected ? ok() : socket.once('connect', () => ok()))),
    /** Resolves once every channel has pushed after `since`: ms from `since`, or NaN after `timeoutMs`. */
    async resumed(since: number, timeoutMs = 20_000) {
      const until = since + timeoutMs;
      while (performance.now() < until) {
        if (channels.every((c) => (lastPush.get(c) ?? 0) > since))
          return { ms: performance.now() - since, channels: channels.length };
        await new Promise((r) => setTimeout(r, 20));
      }
      return { ms: NaN, channels: channels.filter((c) => (lastPush.get(c) ?? 0) > since).length };
    },
    close: () => socket.close(),
  };
}

// --- takeover and guessing ------------------------------------------------------------------------------------

/** The published takeover: a reset code for the victim, read from the inbox, a new password. */
export async function takeover(base: string) {
  const api = `${base}/api`;
  const send = await envelope(api, 'POST', '/sms_mail', {
    user_string: demoUser.user_string,
    scene: 'forget',
  });
  const inbox = await call(api, 'GET', `/demo/inbox?to=${encodeURIComponent(demoUser.user_string)}`);
  const inboxCodes =
    inbox.status === 200 ? ((JSON.parse(inbox.body) as { message: unknown[] }).message ?? []).length : 0;
  // Without the inbox the attacker guesses: the code dies after 5 wrong tries.
  let guesses = 0;
  let reset = false;
  for (let i = 0; i < 20 && !reset; i++) {
    const r = await envelope(api, 'POST', '/user/forget', {
      account: demoUser.user_string,
      password: 'taken-over',
      repassword: 'taken-over',
      code: String(100000 + i * 7919).padStart(6, '0'),
    });
    guesses++;
    reset = r.json.type === 'ok';
  }
  const victim = await login(base);
  return {
    codeSent: send.json.type === 'ok',
    inboxStatus: inbox.status,
    inboxCodes,
    guesses,
    reset,
    victimStillSignsIn: victim.json.type === 'ok',
    refused: !reset && inboxCodes === 0 && victim.json.type === 'ok',
  };
}

/** Wrong answers until the server locks: how many were answered before the lock message. */
async function untilLocked(attempt: (i: number) => Promise<{ type: string; message: unknown }>, max = 50) {
  for (let i = 1; i <= max; i++) {
    const r = await attempt(i);
    if (r.type === 'error' && /too many/i.test(String(r.message))) return i;
  }
  return Infinity;
}

export async function bruteForce(base: string) {
  const api = `${base}/api`;
  const password = await untilLocked(
    async (i) => (await login(base, demoUser.user_string, `wrong-${i}`)).json,
  );
  const rightAfterLock = (await login(base)).json;
  const lockedRetryAfter = (
    await call(api, 'POST', '/user/login', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ user_string: demoUser.user_string, password: DEMO_PASSWORD }).toString(),
    })
  ).headers['retry-after'];

  let step = 0;
  const authenticator = await untilLocked(async () => {
    const wrong = String(
      (Number(await totp(TOTP_USER_SECRET, Date.now())) + 500_000 + ++step) % 1_000_000,
    ).padStart(6, '0');
    return (
      await envelope(api, 'POST', '/user/login', {
        user_string: totpUser.user_string,
        password: DEMO_PASSWORD,
        code: wrong,
      })
    ).json;
  });
  const codes = await untilLocked(
    async (i) => (await envelope(api, 'POST', '/sms_mail', { user_string: `spray${i}@example.com` })).json,
  );
  // Password spraying from one address across accounts.
  const spray = await untilLocked(
    async (i) => (await login(base, `victim${i}@example.com`, 'Summer2026!')).json,
  );
  return {
    password,
    rightPasswordAfterLock: rightAfterLock.type === 'ok' ? 'accepted' : 'refused',
    retryAfter: Number(lockedRetryAfter),
    authenticator,
    codes,
    spray,
  };
}
