// @vitest-environment jsdom
/** Content calls (wire-facts §10): the app reads the family, the demo exchange speaks it. See ./contract.ts. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installTestEngine, server } from '@mocks/node';
import { menuKeys } from '@mocks/fixtures/content';
import { configureApi } from '@/api/client';
import { getIndexPop, getMenu, getNewsDetail, getNewsList } from '@/api/content';
import { menuSchema, newsDetailSchema, newsPageSchema, noticeSchema } from '@/api/wire/content';
import { demo, example, expectParses, expectSpeaksFamily, serve } from './contract';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  configureApi({ getToken: () => null, getLang: () => 'en', onError: () => {}, onSessionInvalid: () => {} });
  await installTestEngine();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('GET /menu: menu rows, shown, by sort', () => {
  const recorded = example('content', 'menu');

  it('the app reads the rows in sort order', async () => {
    expectParses(recorded, menuSchema);
    serve('get', 'menu', recorded);
    expect(await getMenu()).toEqual([
      { key: 'recharge', enabled: true },
      { key: 'withdraw', enabled: true },
    ]);
  });

  it('the demo exchange answers the same rows: every quick link of spec §2 it can open', async () => {
    const produced = await demo('GET', 'menu');
    expectSpeaksFamily(produced, recorded, menuSchema);
    // no app to download and no live chat on the demo: those shortcuts are not shown (issue 28 item 10)
    expect((await getMenu()).map((m) => m.key)).toEqual(
      menuKeys.filter((k) => !['chatroom', 'download', 'appdownload'].includes(k)),
    );
  });
});

describe('POST /news/list: {version, list, count, page, limit}', () => {
  const recorded = example('content', 'news_list');
  const req = { page: 1, limit: 2 };

  it('the app reads one page of articles and knows there is more', async () => {
    expectParses(recorded, newsPageSchema(req));
    serve('post', 'news/list', recorded);
    expect(await getNewsList({ c_id: 5, ...req })).toEqual({
      items: [
        { id: 88, title: 'New-user bonus', summary: '', cover: '/upload/banner1.png', link: '', created_at: undefined },
        { id: 87, title: 'Trade 20+ coins', summary: '', cover: '/upload/banner2.png', link: '', created_at: undefined },
      ],
      page: 1,
      pageSize: 2,
      total: 3,
      hasMore: true,
    });
  });

  it('the demo exchange answers the same page; the banners keep their pictures and links', async () => {
    const produced = await demo('POST', 'news/list', { c_id: '5', page: '1', limit: '2' });
    expectSpeaksFamily(produced, recorded, newsPageSchema(req));
    const page = await getNewsList({ c_id: 5, page: 1, limit: 10 });
    expect(page).toMatchObject({ total: 3, hasMore: false });
    expect(page.items.map((b) => b.link)).toEqual(['#/pages/market/market', '#/pages/common/register', '#/pages/copytrade/copy']);
    for (const b of page.items) expect(b.cover).toMatch(/^data:image\/svg\+xml,/);
  });
});

describe('POST /news/detail and GET /news/index_pop: a news row', () => {
  it('the app reads the article and the notice (or none)', async () => {
    const detail = example('content', 'news_detail');
    expectParses(detail, newsDetailSchema);
    serve('post', 'news/detail', detail);
    expect(await getNewsDetail(88)).toEqual({
      id: 88,
      title: 'Maintenance notice',
      content: '<p>We will upgrade the system on <strong>Sunday</strong>.</p>',
      created_at: '2026-11-20 09:30:00',
    });
    const pop = example('content', 'news_index_pop');
    expectParses(pop, noticeSchema);
    serve('get', 'news/index_pop', pop);
    expect(await getIndexPop()).toEqual({ id: 120, title: 'Welcome', content: '<p>Welcome to the exchange.</p>' });
    serve('get', 'news/index_pop', example('content', 'news_index_pop.none'));
    expect(await getIndexPop()).toBeNull();
  });

  it('the demo exchange answers whole rows', async () => {
    expectSpeaksFamily(await demo('POST', 'news/detail', { id: '4001' }), example('content', 'news_detail'), newsDetailSchema);
    expectSpeaksFamily(await demo('GET', 'news/index_pop'), example('content', 'news_index_pop'), noticeSchema);
    expect(await getIndexPop()).toMatchObject({ id: 1001, title: 'Welcome to the Demo Exchange' });
  });
});
