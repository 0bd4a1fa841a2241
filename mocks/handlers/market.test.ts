// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { menuKeys } from '../fixtures/content';
import { totp } from '../engine';
import { DEMO_PASSWORD, TOTP_USER_SECRET } from '../fixtures/auth';
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
  it('lists one group per quote currency, its pairs under `quotation` with figures as strings', async () => {
    const { type, message } = await call('GET', '/currency/quotation_new', { lang: 'en' });
    expect(type).toBe('ok');
    expect(message).toHaveLength(1);
    expect(message[0]).toMatchObject({ id: 3, name: 'USDT', is_legal: 1 });
    const pairs = message[0].quotation;
    expect(pairs.length).toBeGreaterThanOrEqual(25);
    expect(pairs[0]).toMatchObject({
      id: 1,
      currency_id: 1,
      legal_id: 3,
      currency_name: 'BTC',
      legal_name: 'USDT',
      is_display: 1,
      open_lever: 1,
      open_coin_trade: 1,
      sort: 1,
    });
    expect(pairs.find((m: Loose) => m.currency_name === 'TSLA')).toMatchObject({
      open_lever: 0,
      open_coin_trade: 0,
      open_microtrade: 0,
    });
    for (const m of pairs) {
      for (const k of ['now_price', 'volume', 'change', 'lever_share_num', 'spread']) expect(typeof m[k]).toBe('string');
      expect(m.change).toMatch(/^[+-]?\d+\.\d{2}$/);
      if (m.change !== '0.00') expect(m.change).toMatch(/^[+-]/);
    }
  });

  it('moves with the clock', async () => {
    const price = async () => (await call('GET', '/currency/quotation_new')).message[0].quotation[0].now_price;
    const before = await price();
    clock.advance(10 * 60_000);
    expect(await price()).not.toBe(before);
  });
});

describe('GET /currency/list', () => {
  it("answers { currency, legal }: the spec's coins first with their chains, then the others with info", async () => {
    const { type, message } = await call('GET', '/currency/list', { lang: 'zh' });
    expect(type).toBe('ok');
    const rows = message.currency;
    expect(rows.slice(0, 5).map((c: Loose) => [c.name, c.type, c.id, c.is_display])).toEqual([
      ['USDT', 'trc20', 3, 1],
      ['USDT', 'erc20', 3, 1],
      ['USDC', 'erc20', 45, 1],
      ['ETH', 'erc20', 2, 1],
      ['BTC', 'btc', 1, 1],
    ]);
    expect(message.legal.map((c: Loose) => c.name)).toEqual(['USDT', 'USDT', 'USDC']);
    const btc = rows[4];
    expect(btc.introduction).toContain('比特币');
    expect(btc.logo).toBe('/api/demo/assets/coin/btc.svg');
    expect(Number(btc.market_cap)).toBeGreaterThan(1e12);
    expect(btc).toMatchObject({
      rank: 1,
      issue_date: '2009-01-03',
      white_paper: 'https://bitcoin.org/bitcoin.pdf',
    });
    expect(rows.map((c: Loose) => c.name)).toContain('LTC');
    const en = (await call('GET', '/currency/list', { lang: 'jp' })).message.currency[4];
    expect(en.introduction).toContain('Bitcoin'); // no Japanese text: English
  });
});

describe('GET /currency/new_timeshar', () => {
  async function candles(query: Record<string, string>) {
    const response = await fetch(`${API}/currency/new_timeshar?${new URLSearchParams(query)}`);
    expect(response.status).toBe(200);
    return (await response.json()) as { code: number; msg: string; data: Loose[] };
  }

  it('answers { code: 1, msg, data }: the 500 candles up to `to` oldest first, whatever the span; seconds', async () => {
    const to = Math.floor(clock() / 1000);
    const answer = await candles({ symbol: 'BTC/USDT', period: '5min', from: String(to - 3600), to: String(to) });
    expect(answer).toMatchObject({ code: 1, msg: 'success' });
    expect(answer).not.toHaveProperty('type');
    // an hour asked, 500 answered (wire-facts §14: the family's clients read data[499]), the last holding `to`
    expect(answer.data).toHaveLength(500);
    expect(answer.data[499].id).toBe(to - (to % 300));
    expect(Object.keys(answer.data[0]).sort()).toEqual(
      ['amount', 'close', 'high', 'id', 'low', 'open', 'time', 'vol', 'volume'].sort(),
    );
    const [first, second] = answer.data;
    expect(first.time).toBe(first.id * 1000);
    expect(first.volume).toBe(first.amount);
    expect(second.id - first.id).toBe(300);
    // milliseconds are still understood
    const ms = await candles({ symbol: 'BTC/USDT', period: '5min', from: String(to * 1000 - 3_600_000), to: String(to * 1000) });
    expect(ms.data).toEqual(answer.data);
  });

  it.each([
    [{ symbol: 'FOO/USDT', period: '1min' }, 'en', 'This trading pair does not exist'],
    [{ symbol: 'BTC/USDT', period: '3min' }, 'zh', '不支持的K线周期'],
    [
      { symbol: 'BTC/USDT', period: '1min', from: '1800000000', to: '1700000000' },
      'en',
      'The start time cannot be later than the end time',
    ],
    [{ symbol: 'BTC/USDT', period: '1min', from: 'abc' }, 'en', 'Parameter error'],
  ])('refuses %o with code -1 in the request language', async (query, lang, text) => {
    expect(await candles({ ...query, lang })).toEqual({ code: -1, msg: text, data: [] });
  });
});

describe('favourites', () => {
  it('answer 999 when signed out', async () => {
    expect((await call('GET', '/optional/list', { lang: 'en' })).type).toBe('999');
    expect((await call('POST', '/optional/add', { currency_id: '1' })).type).toBe('999');
    expect((await call('POST', '/optional/del', { id: '1' }, 'bogus')).type).toBe('999');
  });

  it('are kept per user as [{id, currency_id}]: seeded ones, add, remove by row id or coin', async () => {
    const demo = await login('demo@example.com');
    const other = await login('totp@example.com', { code: await totp(TOTP_USER_SECRET, clock()) });
    const list = async (token: string) => (await call('GET', '/optional/list', {}, token)).message;
    const seeded = await list(demo);
    expect(seeded.map((f: Loose) => f.currency_id)).toEqual([1, 2, 6]);
    expect(new Set(seeded.map((f: Loose) => f.id)).size).toBe(3);
    const added = await call('POST', '/optional/add', { currency_id: '1003', lang: 'en' }, demo);
    expect(added).toMatchObject({ type: 'ok', message: { id: expect.any(Number) } });
    expect(await call('POST', '/optional/add', { currency_id: '1003' }, demo)).toMatchObject({ type: 'ok' }); // twice: still one
    const eth = seeded.find((f: Loose) => f.currency_id === 2).id;
    expect(await call('POST', '/optional/del', { id: String(eth), lang: 'zh' }, demo)).toEqual({
      type: 'ok',
      message: '已取消自选',
    });
    expect((await list(demo)).map((f: Loose) => f.currency_id)).toEqual([1, 6, 1003]);
    expect((await list(demo)).find((f: Loose) => f.currency_id === 1003).id).toBe(added.message.id);
    // the spec's reading (`currency_id`) works too
    expect((await call('POST', '/optional/del', { currency_id: '6' }, demo)).type).toBe('ok');
    expect((await list(demo)).map((f: Loose) => f.currency_id)).toEqual([1, 1003]);
    expect(await call('POST', '/optional/add', { currency_id: '3', lang: 'en' }, demo)).toEqual({
      type: 'error',
      message: 'This trading pair does not exist',
    });
    expect((await call('POST', '/optional/add', { currency_id: 'x' }, demo)).type).toBe('error');
    // Another user's list, and rows, are their own.
    expect(await list(other)).toEqual([]);
    expect((await call('POST', '/optional/del', { id: String(seeded[0].id) }, other)).type).toBe('error');
    await call('POST', '/optional/add', { currency_id: '9' }, other);
    expect((await list(other)).map((f: Loose) => f.currency_id)).toEqual([9]);
    expect(await list(demo)).toHaveLength(2);
  });
});

describe('content', () => {
  it('GET /menu lists the quick links of spec §2 the demo can open as shown rows, by sort', async () => {
    const { message } = await call('GET', '/menu');
    // all but the app downloads and the chat room: the demo has no app to download and no live chat
    const shown = menuKeys.filter((k) => !['chatroom', 'download', 'appdownload'].includes(k));
    expect(message.map((m: Loose) => m.key)).toEqual(shown);
    expect(message).toHaveLength(25);
    expect(message.every((m: Loose) => m.show === 1)).toBe(true);
    expect(message.map((m: Loose) => m.sort)).toEqual(shown.map((k) => menuKeys.indexOf(k) + 1));
  });

  it('GET /news/index_pop gives one notice in the request language', async () => {
    expect((await call('GET', '/news/index_pop', { lang: 'zh' })).message).toMatchObject({
      id: 1001,
      lang: 'zh',
      title: '欢迎来到 Demo 交易所',
      create_time: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    const en = (await call('GET', '/news/index_pop', { lang: 'vi' })).message;
    expect(en.title).toBe('Welcome to the Demo Exchange');
    expect(en.content).toContain('<strong>');
  });

  it('POST /news/list serves banners, news pages and the other categories as {list, count, page, limit}', async () => {
    const banners = (await call('POST', '/news/list', { c_id: '5' })).message;
    expect(banners).toMatchObject({ count: 3, page: 1, limit: 10 });
    expect(banners.list).toHaveLength(3);
    for (const b of banners.list) {
      expect(b.thumbnail).toMatch(/^data:image\/svg\+xml,/);
      expect(b.link).toMatch(/^#\/pages\//);
      expect(b).not.toHaveProperty('content');
    }
    const page1 = (await call('POST', '/news/list', { c_id: '4', page: '1', limit: '10' })).message;
    const page2 = (await call('POST', '/news/list', { c_id: '4', page: '2', limit: '10' })).message;
    expect(page1.list).toHaveLength(10);
    expect(page2.list.length).toBeGreaterThanOrEqual(2);
    expect(page1.count).toBe(page1.list.length + page2.list.length);
    expect(page1.list[0]).toMatchObject({ c_id: 4, lang: 'en', title: expect.any(String), abstract: expect.any(String) });
    const times = [...page1.list, ...page2.list].map((n: Loose) => n.create_time);
    expect(times).toEqual([...times].sort().reverse());
    expect((await call('POST', '/news/list', { c_id: '4', page: '9' })).message.list).toEqual([]);
    for (const c_id of ['18', '10', '19', '31', '33']) {
      expect((await call('POST', '/news/list', { c_id })).message.list.length, c_id).toBeGreaterThanOrEqual(2);
    }
    expect((await call('POST', '/news/list', { c_id: 'x' })).type).toBe('error');
  });

  it('POST /news/detail returns HTML (one article carries hostile markup for the sanitizer)', async () => {
    const { message } = await call('POST', '/news/detail', { id: '4001', lang: 'zh' });
    expect(message).toMatchObject({ id: 4001, c_id: 4, title: 'Demo 交易所上线 POL/USDT 永续合约' });
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
