/**
 * The positions load of the benchmark (issue 13): one signed-in user with 100 open contract positions on the
 * demo exchange, and `lever_trade` frames — the family's user event, every position in `trades_all` as a JSON
 * string — whose mark prices and P&L move on every tick.
 */
import type { Browser, Page } from 'playwright-core';
import { userInfoSchema } from '../../src/api/wire/auth';
import { DEMO_PASSWORD } from '../../mocks/fixtures/auth';
import { STORAGE_VERSION } from '../../src/lib/constants';
import { openApp } from './measure';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

const PAIRS = [
  { currency_id: '1', legal_id: '3' }, // BTC
  { currency_id: '2', legal_id: '3' }, // ETH
];
export const POSITIONS = 100;

export interface Session {
  token: string;
  user: unknown;
  rows: Loose[];
}

async function call(base: string, path: string, params: Record<string, string>, token?: string): Promise<Loose> {
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' };
  if (token) headers.Authorization = token;
  const method = path === 'user/info' ? 'GET' : 'POST';
  const query = new URLSearchParams({ ...params, lang: 'en' }).toString();
  const url = `${base}/api/${path}${method === 'GET' ? `?${query}` : ''}`;
  const answer = await (await fetch(url, { method, headers, body: method === 'GET' ? undefined : query })).json();
  if (answer.type !== 'ok') throw new Error(`bench: ${path}: ${JSON.stringify(answer)}`);
  return answer.message;
}

/** Signs the seeded demo user in and opens `POSITIONS` one-lot positions (half BTC, half ETH; long and short). */
export async function openPositions(base: string, count = POSITIONS): Promise<Session> {
  const token = await call(base, 'user/login', { user_string: 'demo@example.com', password: DEMO_PASSWORD });
  // from none: every scenario signs in as the same demo user, and an earlier one's positions stay open
  await call(base, 'lever/batch_close', { type: '0' }, token);
  for (let i = 0; i < count; i++) {
    const order = { ...PAIRS[i % 2]!, share: '1', multiple: '10', type: String((i % 4 < 2 ? 0 : 1) + 1), status: '1' };
    await call(base, 'lever/submit', { ...order, target_price: '0', password: '' }, token);
  }
  const list = await call(base, 'lever/my_trade', { status: '1', page: '1', limit: String(Math.max(count, 1)) }, token);
  const user = userInfoSchema.parse(await call(base, 'user/info', {}, token));
  return { token, user, rows: list.message.data };
}

/** One `lever_trade` frame per tick (socket.io v4 framing): every position's mark price and P&L moved. */
export function positionFrames(session: Session, ticks: number): string[][] {
  const uid = (session.user as { id: number }).id;
  const out: string[][] = [];
  for (let t = 0; t < ticks; t++) {
    const rows = session.rows.map((row, i) => {
      const drift = 1 + Math.sin((t + i) / 7) * 0.002;
      const mark = (Number(row.price) * drift).toFixed(2);
      const qty = Number(row.number);
      const long = Number(row.type) === 1;
      const pnl = ((long ? 1 : -1) * (Number(mark) - Number(row.price)) * qty).toFixed(8);
      return { ...row, update_price: mark, profits: pnl };
    });
    const payload = {
      type: 'lever_trade',
      to: uid,
      hazard_rate: (150 + Math.sin(t / 5) * 20).toFixed(2),
      caution_money_all: '1000.00000000',
      origin_caution_money_all: '1000.00000000',
      profits_all: rows.reduce((s, r) => s + Number(r.profits), 0).toFixed(8),
      caution_money: '500.00000000',
      origin_caution_money: '500.00000000',
      profits: '0.00000000',
      trades_all: JSON.stringify(rows),
      trades_entrust: '[]',
      trades_cur: JSON.stringify(rows.filter((_, i) => i % 2 === 0)),
    };
    out.push([`42${JSON.stringify(['lever_trade', payload])}`]);
  }
  return out;
}

/** The app signed in as the session's user (token and profile stored before any app script), on `hash`. */
export async function openSignedIn(browser: Browser, base: string, session: Session, hash: string): Promise<Page> {
  return openApp(browser, `${base}/h5/${hash}`, sessionScript(session));
}

/** A script storing the session as the app does, to run before any app script. */
export function sessionScript(session: Pick<Session, 'token' | 'user'>): string {
  // with the storage version, or the app drops the session as an older version's (spec §9)
  return `localStorage.setItem('storage_version', '${STORAGE_VERSION}');
    localStorage.setItem('token', ${JSON.stringify(JSON.stringify(session.token))});
    localStorage.setItem('user', ${JSON.stringify(JSON.stringify(session.user))});`;
}
