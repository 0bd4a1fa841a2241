import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Page } from '@/api/paging';
import type { MicroOrder } from '@/api/schemas/trade';
import { makeMicroOrder } from './testing/trade';
import { listParamsOf, upsertOrder, writeMicroOrder } from './secondsCache';

const page = (items: MicroOrder[], n = 1): Page<MicroOrder> => ({ items, page: n, pageSize: 5, total: items.length, hasMore: false });
const pages = (...ps: Page<MicroOrder>[]): InfiniteData<Page<MicroOrder>> => ({ pages: ps, pageParams: ps.map((p) => p.page) });
const settled = makeMicroOrder({ status: 'closed', result: 'win', endPrice: '95010.00', profit: '85' });

describe('seconds orders in the cache', () => {
  it('reads a list’s filter and pair from its key', () => {
    expect(listParamsOf(['micro', 'lists', { filter: 'open', matchId: 1 }])).toEqual({ filter: 'open', matchId: 1 });
    expect(listParamsOf(['micro', 'lists'])).toEqual({ filter: 'all', matchId: undefined });
  });

  it('takes a settled order out of the open lists at once', () => {
    const other = makeMicroOrder({ id: 502 });
    const next = upsertOrder(pages(page([other, makeMicroOrder()])), settled, { filter: 'open', matchId: 1 });
    expect(next.pages[0]!.items.map((o) => o.id)).toEqual([502]);
    expect(next.pages[0]!.total).toBe(1);
    // an open list that never had it is left as it is
    const elsewhere = pages(page([other]));
    expect(upsertOrder(elsewhere, settled, { filter: 'open', matchId: undefined })).toBe(elsewhere);
  });

  it('replaces a settled order where an every-status list has it, keeping its place', () => {
    const other = makeMicroOrder({ id: 502 });
    const next = upsertOrder(pages(page([other, makeMicroOrder()])), settled, { filter: 'all', matchId: 1 });
    expect(next.pages[0]!.items.map((o) => [o.id, o.result])).toEqual([
      [502, null],
      [501, 'win'],
    ]);
  });

  it('puts it first in a history list of its pair, and nowhere else', () => {
    const history = pages(page([makeMicroOrder({ id: 400, status: 'closed', result: 'loss' })]));
    expect(upsertOrder(history, settled, { filter: 'closed', matchId: 1 }).pages[0]!.items[0]!.id).toBe(501);
    expect(upsertOrder(history, settled, { filter: 'closed', matchId: 1 }).pages[0]!.total).toBe(2);
    expect(upsertOrder(history, settled, { filter: 'closed', matchId: 2 })).toBe(history);
    expect(upsertOrder(history, settled, { filter: 'open', matchId: undefined })).toBe(history);
    // a new (open) order goes into the open lists, not into the history
    expect(upsertOrder(history, makeMicroOrder({ id: 600 }), { filter: 'closed', matchId: undefined })).toBe(history);
  });

  it('writes into every cached seconds list and leaves other queries alone', () => {
    const qc = new QueryClient();
    qc.setQueryData(['micro', 'lists', { filter: 'open', matchId: 1 }], pages(page([makeMicroOrder()])));
    qc.setQueryData(['micro', 'lists', { filter: 'closed' }], pages(page([])));
    qc.setQueryData(['micro', 'payable_currencies', {}], [{ id: 3 }]);
    writeMicroOrder(qc, ['micro'], settled);
    const open = qc.getQueryData<InfiniteData<Page<MicroOrder>>>(['micro', 'lists', { filter: 'open', matchId: 1 }]);
    const closed = qc.getQueryData<InfiniteData<Page<MicroOrder>>>(['micro', 'lists', { filter: 'closed' }]);
    expect(open!.pages[0]!.items).toEqual([]);
    expect(closed!.pages[0]!.items.map((o) => o.id)).toEqual([501]);
    expect(qc.getQueryData(['micro', 'payable_currencies', {}])).toEqual([{ id: 3 }]);
  });
});
