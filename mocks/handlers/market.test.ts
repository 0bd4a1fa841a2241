// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { menuKeys } from '../fixtures/content';
import { totp } from '../engine/crypto';
import { DEMO_PASSWORD, TOTP_USER_SECRET } from '../fixtures/user';
import { installTestEngine, server, type ManualClock } from '../node';

const API = 'http://localhost/api';
let clock: ManualClock;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  ({ clock } = await installTestEngine());
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// Envelopes are read loosely here: the assertions themselves state the expected shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

async function call(method: 'GET' | 'POST', path: string, body: Record<string, string> = {}, token?: string) {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = token;
  let url = `${API}${path}`;
  let payload: string | undefined;
  if (method === 'GET') {
    const query = new URLSearchParams(body).toString();
    if (query) url += `?${query}`;
  } else {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(body).toString();
  }
  const response = await fetch(url, { method, headers, body: payload });
  expect(response.status).toBe(200);
  return (await response.json()) as { type: string; message: Loose };
}

const login = async (user_string = 'demo@example.com', extra: Record<string, string> = {}) => {
  const reply = await call('POST', '/user/login', {
    user_string,
    password: DEMO_PASSWORD,
    type: 'email',
    ...extra,
  });
  expect(reply.type).toBe('ok');
  return reply.message as string;
};

describe('GET /currency/quotation_new', () => {
  it('lists every pair with 24 h figures as strings', async () => {
    const { type, message } = await call('GET', '/currency/quotation_new', { lang: 'en' });
    expect(type).toBe('ok');
    expect(message.length).toBeGreaterThanOrEqual(25);
    expect(message[0]).toMatchObject({
      symbol: 'BTC/USDT',
      currency_id: 1,
      legal_id: 3,
      kind: 'spot',
      futures: true,
      sort: 1,
    });
    expect(message.find((m: Loose) => m.base === 'TSLA')).toMatchObject({ kind: 'stock', futures: false });
    for (const m of message)
      for (const k of ['price', 'open', 'high', 'low', 'volume', 'turnover', 'change'])
        expect(typeof m[k]).toBe('string');
  });

  it('moves with the clock', async () => {
    const before = (await call('GET', '/currency/quotation_new')).message[0].price;
    clock.advance(10 * 60_000);
    expect((await call('GET', '/currency/quotation_new')).message[0].price).not.toBe(before);
  });
});

describe('GET /currency/list', () => {
  it("puts the spec's coins first with their chains, then the others with info", async () => {
    const { type, message } = await call('GET', '/currency/list', { lang: 'zh' });
    expect(type).toBe('ok');
    expect(message.slice(0, 5).map((c: Loose) => [c.name, c.subName, c.id, c.status])).toEqual([
      ['USDT', 'TRC20', 3, 1],
      ['USDT', 'ERC20', 3, 1],
      ['USDC', 'ERC20', 45, 1],
      ['ETH', 'ERC20', 2, 1],
      ['BTC', 'BTC', 1, 1],
    ]);
    const btc = message[4];
    expect(btc.introduction).toContain('比特币');
    expect(btc.image).toMatch(/^data:image\/svg\+xml,/);
    expect(Number(btc.market_cap)).toBeGreaterThan(1e12);
    expect(btc).toMatchObject({
      rank: 1,
      issue_date: '2009-01-03',
      white_paper: 'https://bitcoin.org/bitcoin.pdf',
    });
    expect(message.map((c: Loose) => c.name)).toContain('LTC');
    const en = (await call('GET', '/currency/list', { lang: 'jp' })).message[4];
    expect(en.introduction).toContain('Bitcoin'); // no Japanese text: English
  });
});

describe('GET /currency/new_timeshar', () => {
  it('returns candles oldest first', async () => {
    const to = clock();
    const { type, message } = await call('GET', '/currency/new_timeshar', {
      symbol: 'BTC/USDT',
      period: '5min',
      from: String(to - 3_600_000),
      to: String(to),
    });
    expect(type).toBe('ok');
    expect(message).toHaveLength(13);
    expect(Object.keys(message[0])).toEqual(['time', 'open', 'high', 'low', 'close', 'volume']);
    expect(message[1].time - message[0].time).toBe(300_000);
  });

  it.each([
    [{ symbol: 'FOO/USDT', period: '1min' }, 'en', 'This trading pair does not exist'],
    [{ symbol: 'BTC/USDT', period: '3min' }, 'zh', '不支持的K线周期'],
    [
      { symbol: 'BTC/USDT', period: '1min', from: '1800000000000', to: '1700000000000' },
      'en',
      'The start time cannot be later than the end time',
    ],
    [{ symbol: 'BTC/USDT', period: '1min', from: 'abc' }, 'en', 'Parameter error'],
  ])('refuses %o in the request language', async (query, lang, text) => {
    expect(await call('GET', '/currency/new_timeshar', { ...query, lang })).toEqual({
      type: 'error',
      message: text,
    });
  });
});

describe('favourites', () => {
  it('answer 999 when signed out', async () => {
    expect((await call('GET', '/optional/list', { lang: 'en' })).type).toBe('999');
    expect((await call('POST', '/optional/add', { currency_id: '1' })).type).toBe('999');
    expect((await call('POST', '/optional/del', { currency_id: '1' }, 'bogus')).type).toBe('999');
  });

  it('are kept per user: seeded ones, add, remove, unknown ids refused', async () => {
    const demo = await login('demo@example.com');
    const other = await login('totp@example.com', { code: await totp(TOTP_USER_SECRET, clock()) });
    expect((await call('GET', '/optional/list', {}, demo)).message).toEqual([
      { currency_id: 1, symbol: 'BTC/USDT' },
      { currency_id: 2, symbol: 'ETH/USDT' },
      { currency_id: 6, symbol: 'SOL/USDT' },
    ]);
    expect(await call('POST', '/optional/add', { currency_id: '1003', lang: 'en' }, demo)).toEqual({
      type: 'ok',
      message: 'Added to favorites',
    });
    expect(await call('POST', '/optional/add', { currency_id: '1003' }, demo)).toMatchObject({ type: 'ok' }); // twice: still one
    expect(await call('POST', '/optional/del', { currency_id: '2', lang: 'zh' }, demo)).toEqual({
      type: 'ok',
      message: '已取消自选',
    });
    expect((await call('GET', '/optional/list', {}, demo)).message.map((f: Loose) => f.symbol)).toEqual([
      'BTC/USDT',
      'SOL/USDT',
      'NVDA/USDT',
    ]);
    expect(await call('POST', '/optional/add', { currency_id: '3', lang: 'en' }, demo)).toEqual({
      type: 'error',
      message: 'This trading pair does not exist',
    });
    expect((await call('POST', '/optional/add', { currency_id: 'x' }, demo)).type).toBe('error');
    // Another user's list is their own.
    expect((await call('GET', '/optional/list', {}, other)).message).toEqual([]);
    await call('POST', '/optional/add', { currency_id: '9' }, other);
    expect((await call('GET', '/optional/list', {}, other)).message).toEqual([
      { currency_id: 9, symbol: 'DOGE/USDT' },
    ]);
    expect((await call('GET', '/optional/list', {}, demo)).message).toHaveLength(3);
  });
});

describe('content', () => {
  it('GET /menu lists the 28 quick links of spec §2 in order, all enabled', async () => {
    const { message } = await call('GET', '/menu');
    expect(message.map((m: Loose) => m.key)).toEqual([...menuKeys]);
    expect(message).toHaveLength(28);
    expect(message.every((m: Loose) => m.enabled === true)).toBe(true);
  });

  it('GET /news/index_pop gives one notice in the request language', async () => {
    expect((await call('GET', '/news/index_pop', { lang: 'zh' })).message).toMatchObject({
      id: 1001,
      title: '欢迎来到 Demo 交易所',
    });
    const en = (await call('GET', '/news/index_pop', { lang: 'vi' })).message;
    expect(en.title).toBe('Welcome to the Demo Exchange');
    expect(en.content).toContain('<strong>');
  });

  it('POST /news/list serves banners, news pages and the other categories', async () => {
    const banners = (await call('POST', '/news/list', { c_id: '5' })).message;
    expect(banners).toHaveLength(3);
    for (const b of banners) {
      expect(b.cover).toMatch(/^data:image\/svg\+xml,/);
      expect(b.link).toMatch(/^#\/pages\//);
    }
    const page1 = (await call('POST', '/news/list', { c_id: '4', page: '1', limit: '10' })).message;
    const page2 = (await call('POST', '/news/list', { c_id: '4', page: '2', limit: '10' })).message;
    expect(page1).toHaveLength(10);
    expect(page2.length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(page1[0])).toEqual(['id', 'title', 'summary', 'cover', 'link', 'created_at']);
    const times = [...page1, ...page2].map((n: Loose) => n.created_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await call('POST', '/news/list', { c_id: '4', page: '9' })).message).toEqual([]);
    for (const c_id of ['18', '10', '19', '31', '33']) {
      expect((await call('POST', '/news/list', { c_id })).message.length, c_id).toBeGreaterThanOrEqual(2);
    }
    expect((await call('POST', '/news/list', { c_id: 'x' })).type).toBe('error');
  });

  it('POST /news/detail returns HTML (one article carries hostile markup for the sanitizer)', async () => {
    const { message } = await call('POST', '/news/detail', { id: '4001', lang: 'zh' });
    expect(message).toMatchObject({ id: 4001, title: 'Demo 交易所上线 POL/USDT 永续合约' });
    expect(message.content).toMatch(/<a href=/);
    const hostile = (await call('POST', '/news/detail', { id: '4013' })).message.content;
    expect(hostile).toContain('<script>');
    expect(hostile).toContain('onerror=');
    expect(await call('POST', '/news/detail', { id: '999999', lang: 'en' })).toEqual({
      type: 'error',
      message: 'The requested resource does not exist',
    });
  });
});
