// @vitest-environment node
/**
 * What the family's built H5 client relies on beyond the shapes (wire-facts §14; issue 30): the calls it makes
 * beyond the spec answer what it reads in every language, the site paths they name are served, candles come 500 at a
 * time, every seconds pair's coin can pay for a seconds order, record lists take any `limit`. Each call's shape, sent as the client sends it: ./clients.test.ts.
 */
import Decimal from 'decimal.js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installTestEngine, server, type ManualClock } from '@mocks/node';
import { DEMO_PASSWORD } from '@mocks/fixtures/auth';
import { internationalForm, settingsFixture } from '@mocks/fixtures/common';
import { send, type Loose, type Params } from './clients';

let token: string;
let clock: ManualClock;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  ({ clock } = await installTestEngine());
  token = (await send('POST', '/user/login', { user_string: 'demo@example.com', password: DEMO_PASSWORD }))
    .body.message;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The envelope's payload of a call that must succeed. */
async function ok(
  method: string,
  path: string,
  params: Params = {},
  as: 'user' | 'visitor' = 'user',
): Promise<Loose> {
  const { status, body } = await send(method, path, params, as === 'user' ? token : undefined);
  expect(status, path).toBe(200);
  expect(body.type, `${path}: ${JSON.stringify(body.message)}`).toBe('ok');
  return body.message;
}

describe('GET /getSiteConfig and the site paths it names', () => {
  it('answers the three settings, and the demo serves its logo and its support page', async () => {
    const config = await ok('GET', '/getSiteConfig', {}, 'visitor');
    expect(config).toEqual({
      site_name: 'Demo Exchange',
      site_logo: '/api/demo/assets/logo.svg',
      support_url: '/api/demo/pages/contact',
    });
    const logo = await fetch(`http://localhost${config.site_logo}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await logo.text()).toMatch(/^<svg /);
    const page = await fetch(`http://localhost${config.support_url}?lang=zh`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<h1>联系我们</h1>');
    expect(html).not.toMatch(/<script/i);
    // the same page is the `support_url` setting the support page reads (`message.value`)
    expect((await ok('GET', '/getSetting', { keyword: 'support_url' })).value).toBe(config.support_url);
  });

  it('answers null for a setting it does not have, as the family does, never a 500', async () => {
    expect(await ok('GET', '/getSetting', { keyword: 'no_such_setting' })).toBeNull();
  });
});

describe('GET /faq, /aboutus, /contactus: the first article of c_id 18, 19, 33', () => {
  it('in the request’s language, English when the article has none in it', async () => {
    const faq = await ok('GET', '/faq', { lang: 'zh' }, 'visitor');
    expect(faq).toMatchObject({ id: 1801, c_id: 18, lang: 'zh', title: '如何充值 USDT？' });
    expect(await ok('GET', '/aboutus', { lang: 'th' }, 'visitor')).toMatchObject({
      id: 1901,
      c_id: 19,
      lang: 'en',
      title: 'About the Demo Exchange',
    });
    const contact = await ok('GET', '/contactus', {}, 'visitor');
    expect(contact).toMatchObject({ id: 3300, c_id: 33, lang: 'en', title: 'Contact us' });
    expect(contact.content).toContain('support@example.com');
  });

  it('keeps the follow agreements first in their list (the contact article is the oldest of c_id 33)', async () => {
    const list = await ok('POST', '/news/list', { c_id: '33', page: '1', limit: '10' }, 'visitor');
    expect(list.list.map((row: { id: number }) => row.id)).toEqual([3301, 3302, 3300]);
  });
});

describe('news rows: `cover`, a site path the demo serves, beside `thumbnail`', () => {
  it('serves each picture at its row’s cover; a row without a picture has none', async () => {
    const rows: Loose[] = [];
    for (const c_id of ['5', '4', '31'])
      rows.push(...(await ok('POST', '/news/list', { c_id, page: '1', limit: '50' })).list);
    const pictured = rows.filter((row) => row.thumbnail);
    expect(pictured.length).toBeGreaterThan(3);
    for (const row of pictured) {
      expect(row.cover).toBe(`/api/demo/assets/news/${row.id}.svg`);
      const served = await fetch(`http://localhost${row.cover}`);
      expect(served.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(`data:image/svg+xml,${encodeURIComponent(await served.text())}`).toBe(row.thumbnail);
    }
    for (const row of rows.filter((r) => !r.thumbnail)) expect(row.cover).toBe('');
    expect((await ok('POST', '/news/detail', { id: String(pictured[0].id) })).cover).toBe(pictured[0].cover);
    expect((await fetch('http://localhost/api/demo/assets/news/4013.svg')).status).toBe(404);
  });
});

describe('GET /paymentslist: the deposit channels', () => {
  it('are the coins and networks of the deposit addresses, each with the user’s own address', async () => {
    const { list } = await ok('GET', '/paymentslist');
    const expected: { currency_id: number; type: string; address: string }[] = [];
    for (const coin of await ok('GET', '/currency/user_currency_list')) {
      if (!coin.is_charge) continue;
      const { chains } = await ok('POST', '/user/getAddress', { currency: String(coin.id) });
      for (const { chain, address } of chains) expected.push({ currency_id: coin.id, type: chain, address });
    }
    expect(
      list.map((r: Loose) => ({ currency_id: r.currency_id, type: r.type, address: r.address })),
    ).toEqual(expected);
    expect(list.map((r: Loose) => r.sort)).toEqual([...list.map((r: Loose) => r.sort)].sort((a, b) => b - a));
    for (const row of list)
      expect(row).toMatchObject({ status: 1, name: expect.any(String), logo: expect.any(String) });
    // signed out: the same channels, no address (the demo's addresses are each user's own)
    const visitor = await ok('GET', '/paymentslist', {}, 'visitor');
    expect(visitor.list.map((r: Loose) => r.address)).toEqual(list.map(() => ''));
  });
});

describe('POST /user/cash_info_international: the form and the saved values', () => {
  const card: Params = {
    real_name: 'Demo Trader',
    bank_account: '622202100112345678',
    bank_name: 'Demo Bank',
    bank_address: '1 Demo Street',
    bank_branch: '',
    bank_code: 'DEMO-01',
    aba: '026009593',
    swift: 'DEMOUS33',
    post_code: '10001',
    payee_address: '2 Demo Avenue',
    payee_phone: '+12025550123',
  };

  it('labels from the `form_international` lines in each of our languages, values saved by /user/cash_save', async () => {
    const empty = await ok('POST', '/user/cash_info_international');
    expect(empty.forms).toEqual(internationalForm.map((f) => f.labels[0]));
    expect(empty.data).toEqual(internationalForm.map(() => ''));
    // the family's columns en|zh|hk|fra|jp|kor|spa|th, then ours: ida|vi|tur
    const columns = { zh: 1, hk: 2, jp: 4, kor: 5, spa: 6, th: 7, ida: 8, vi: 9, tur: 10 };
    for (const [lang, column] of Object.entries(columns))
      expect((await ok('POST', '/user/cash_info_international', { lang })).forms[0], lang).toBe(
        internationalForm[0]!.labels[column],
      );
    expect(settingsFixture.form_international.split('\n')[0]!.split('|').slice(0, 8)).toEqual(
      internationalForm[0]!.labels.slice(0, 8),
    );

    expect((await ok('POST', '/user/cash_save', card)).length).toBeGreaterThan(0);
    const saved = await ok('POST', '/user/cash_info_international', { lang: 'zh' });
    expect(saved.forms[0]).toBe('收款人姓名');
    expect(saved.data).toEqual(internationalForm.map((f) => card[f.field]));
  });

  it('asks a visitor to sign in (999)', async () => {
    expect((await send('POST', '/user/cash_info_international', {})).body.type).toBe('999');
  });
});

describe('GET /lh/deposit/config: until the earn slice', () => {
  it('answers an empty list, signed in or not, not a 404', async () => {
    expect(await ok('GET', '/lh/deposit/config', { page: '1' })).toEqual([]);
    expect(await ok('GET', '/lh/deposit/config', {}, 'visitor')).toEqual([]);
  });
});

describe('GET /currency/new_timeshar: the latest 500 candles whatever the span', () => {
  it('answers 500 days to a short span at 1day, today’s the last; 500 before an older `to`', async () => {
    const now = Math.floor(clock() / 1000);
    const { body } = await send('GET', '/currency/new_timeshar', {
      symbol: 'BTC/USDT',
      period: '1day',
      from: String(now - 3600),
      to: String(now),
    });
    expect(body.data).toHaveLength(500);
    expect(body.data[499].id).toBe(now - (now % 86_400));
    const older = (
      await send('GET', '/currency/new_timeshar', {
        symbol: 'BTC/USDT',
        period: '60min',
        to: String(now - 86_400),
      })
    ).body.data;
    expect(older).toHaveLength(500);
    expect(older[499].id).toBe(now - 86_400 - ((now - 86_400) % 3600));
  });
});

describe('GET /microtrade/payable_currencies: every coin a seconds order can be paid in', () => {
  it('USDT first, then each seconds pair’s base coin, found by id with its micro_with_insurance', async () => {
    const pay: Loose[] = await ok('GET', '/microtrade/payable_currencies');
    // clients take the first entry as the default (its presets, fee, balance) and look USDT up by id 3
    expect(pay[0]).toMatchObject({ id: 3, name: 'USDT', user_wallet: { micro_with_insurance: '3000.00000000' } });
    const pairs = ((await ok('GET', '/currency/quotation_new')) as Loose[]).flatMap((g) => g.quotation as Loose[]);
    const seconds = pairs.filter((p) => p.open_microtrade === 1);
    expect(seconds.length).toBeGreaterThan(20);
    for (const pair of seconds) {
      // the client's lookup: `message.find(item => item.id === currency_id).user_wallet.micro_with_insurance`
      const coin = pay.find((c) => c.id === pair.currency_id);
      expect(coin?.name, pair.currency_name).toBe(pair.currency_name);
      expect(coin.user_wallet.micro_with_insurance, pair.currency_name).toMatch(/^\d+\.\d{8}$/);
      expect(new Decimal(coin.micro_min).gt(0), pair.currency_name).toBe(true);
      expect(pay.find((c) => c.id === pair.legal_id)?.name).toBe('USDT');
    }
    expect(pay.map((c) => c.id)).toHaveLength(new Set(pay.map((c) => c.id)).size);
  });

  it('a bet paid in the pair’s coin, as a client sends it, is held and shown in that coin', async () => {
    await ok('POST', '/wallet/change', { currency_id: '2', number: '1', from_field: 'change', to_field: 'micro' });
    const eth = (await ok('GET', '/microtrade/payable_currencies')).find((c: Loose) => c.id === 2);
    expect(eth.user_wallet.micro_with_insurance).toBe('1.00000000');
    const stake = eth.micro_numbers[1].number as string;
    const order = await ok('POST', '/microtrade/submit', { match_id: '2', currency_id: '2', type: '1', seconds: '30', number: stake });
    expect(order).toMatchObject({ currency_id: 2, currency_name: 'ETH', symbol_name: 'ETH/USDT', seconds: 30 });
    const after = (await ok('GET', '/microtrade/payable_currencies')).find((c: Loose) => c.id === 2);
    expect(after.user_wallet.lock_micro_balance).toBe(new Decimal(stake).toFixed(8));
    clock.advance(31_000);
    const [row] = (await ok('GET', '/microtrade/lists', { match_id: '2', status: '3', page: '1', limit: '5' })).data;
    expect(row).toMatchObject({ id: order.id, currency_name: 'ETH', status: 3 });
    const settled = (await ok('GET', '/microtrade/payable_currencies')).find((c: Loose) => c.id === 2);
    expect(settled.user_wallet.lock_micro_balance).toBe('0.00000000');
  });
});

describe('record lists: any `limit`', () => {
  /** Each list, and where its answer states the page size it used. */
  const lists: [string, string, Params, (message: Loose) => unknown][] = [
    ['POST', '/wallet/legal_log', {}, (m) => m.limit],
    ['GET', '/wallet/hzhistory', {}, (m) => m.per_page],
    ['GET', '/microtrade/lists', { match_id: '1' }, (m) => m.per_page],
    ['POST', '/lever/my_trade', { status: '-1', currency_id: '1', legal_id: '3' }, (m) => m.message.per_page],
    ['POST', '/lever/dealall', { currency_id: '1', legal_id: '3' }, (m) => m.order.per_page],
    ['POST', '/news/list', { c_id: '4' }, (m) => m.limit],
    ['GET', '/recharge/log', {}, () => undefined],
    ['GET', '/user/withdraw/list', {}, () => undefined],
    ['GET', '/user/wallet/list', {}, () => undefined],
    ['GET', '/coin/list', {}, () => undefined],
    ['POST', '/coupon/list', {}, () => undefined],
  ];

  it.each(lists)(
    '%s %s: 99999999 is clamped; 0, negative or not a number is the default page',
    async (method, path, params, size) => {
      const all = await ok(method, path, { ...params, page: '1', limit: '99999999' });
      const clamped = size(all);
      if (clamped !== undefined) expect(Number(clamped)).toBeGreaterThanOrEqual(50);
      if (clamped !== undefined) expect(Number(clamped)).toBeLessThanOrEqual(100);
      const standard = size(await ok(method, path, { ...params, page: '1' }));
      for (const limit of ['0', '-5', 'abc', '1.5', ''])
        expect(size(await ok(method, path, { ...params, page: '1', limit })), `limit=${limit}`).toBe(
          standard,
        );
    },
  );
});
