import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { laravelPage, laravelPageAt, listCountPage, pageDataPage } from './paging';

const item = z.object({ id: z.number() });
const req = { page: 2, limit: 5 };
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1 }));

/** A Laravel 5.5 LengthAwarePaginator as `toArray()` sends it. */
const paginator = (data: unknown[], current: number, last: number, total: number) => ({
  current_page: current,
  data,
  first_page_url: 'https://x/api/microtrade/lists?page=1',
  from: data.length ? 1 : null,
  last_page: last,
  last_page_url: `https://x/api/microtrade/lists?page=${last}`,
  next_page_url: current < last ? `https://x/api/microtrade/lists?page=${current + 1}` : null,
  path: 'https://x/api/microtrade/lists',
  per_page: '5',
  prev_page_url: null,
  to: data.length,
  total,
});

describe('page adapters: one per shape the family uses', () => {
  it('Laravel paginator (`message.data`, `message.total`)', () => {
    expect(laravelPage(item, req).parse(paginator(rows(5), 2, 3, 12))).toEqual({
      items: rows(5),
      page: 2,
      pageSize: 5,
      total: 12,
      hasMore: true,
    });
    expect(laravelPage(item, req).parse(paginator(rows(2), 3, 3, 12)).hasMore).toBe(false);
  });

  it('a paginator one level down (`message.order` of /lever/dealall, `message.message` of /lever/my_trade)', () => {
    const dealall = { balance: '1', hazard_rate: '0', order: paginator(rows(1), 1, 1, 1) };
    expect(laravelPageAt('order', item, req).parse(dealall)).toMatchObject({ items: rows(1), total: 1, hasMore: false });
    const myTrade = { rate_profits_total: { hazard_rate: '0', profits_total: '0' }, message: paginator(rows(5), 1, 2, 6) };
    expect(laravelPageAt('message', item, req).parse(myTrade)).toMatchObject({ page: 1, total: 6, hasMore: true });
    expect(laravelPageAt('order', item, req).safeParse(myTrade).success).toBe(false); // never guessed
  });

  it('`pageData()`: {data, page, pages, total}', () => {
    expect(pageDataPage(item, req).parse({ data: rows(5), page: '2', pages: 2, total: 10 })).toEqual({
      items: rows(5),
      page: 2,
      pageSize: 5,
      total: 10,
      hasMore: false,
    });
  });

  it('{list, count} with the request echoed (strings on T), or without it', () => {
    expect(listCountPage(item, req).parse({ list: rows(5), count: 11, page: '2', limit: '5' })).toMatchObject({
      page: 2,
      total: 11,
      hasMore: true,
    });
    // `/wallet/legal_log` sends no page: the request's is used; a short page is the last
    expect(listCountPage(item, req).parse({ list: rows(3), count: 8, limit: 5, is_open_CTbi: 0 })).toMatchObject({
      page: 2,
      hasMore: false,
    });
  });

  it('an empty page has no more, and a wrong shape is refused rather than guessed', () => {
    expect(listCountPage(item, req).parse({ list: [], count: 40 }).hasMore).toBe(false);
    expect(listCountPage(item, req).safeParse({ data: rows(2), total: 2 }).success).toBe(false);
    expect(pageDataPage(item, req).safeParse({ list: rows(2), count: 2 }).success).toBe(false);
  });
});
