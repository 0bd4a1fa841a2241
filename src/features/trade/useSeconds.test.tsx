// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import Decimal from 'decimal.js';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '@mocks/engine';
import { installTestEngine, server, type ManualClock } from '@mocks/node';
import { call } from '@mocks/handlers/testing';
import { configureApi } from '@/api/client';
import type { MicroOrder } from '@/api/schemas/trade';
import { fixtureTransport, preloadFamilyFeeds, setRealtimeTransport } from '@/realtime/testing';
import { tokenAtom } from '@/state/session';
import { Providers, createQueryClient } from '@/testing';
import { untilNextDue, useMicroOrders, useMicroSettlement, usePayCurrencies, useSecondsOptions, SETTLE_GRACE_MS } from './useSeconds';
import { makeMicroOrder } from './testing/trade';

function wrapper(token: string | null) {
  const store = createStore();
  store.set(tokenAtom, token);
  configureApi({ getToken: () => store.get(tokenAtom), getLang: () => 'en', onError: () => {}, onSessionInvalid: () => {} });
  const queryClient = createQueryClient();
  return {
    queryClient,
    wrapper: ({ children }: { children: ReactNode }) => (
      <Providers store={store} queryClient={queryClient}>
        {children}
      </Providers>
    ),
  };
}

/**
 * The seconds ticket's data is the user's: the server answers a visitor with "please log in", which sends them to
 * the login page, so a visitor looking at the seconds page must not ask for it.
 */
describe('seconds ticket data', () => {
  it('is not asked for by a visitor', () => {
    const options = renderHook(() => useSecondsOptions(), wrapper(null));
    const currencies = renderHook(() => usePayCurrencies(), wrapper(null));
    expect(options.result.current.fetchStatus).toBe('idle');
    expect(currencies.result.current.fetchStatus).toBe('idle');
  });

  it('is asked for once signed in', () => {
    const options = renderHook(() => useSecondsOptions(), wrapper('a-token'));
    expect(options.result.current.fetchStatus).toBe('fetching');
  });
});

describe('an open list asks again just after its first bet ends', () => {
  const page = (items: MicroOrder[]) => ({ pages: [{ items, page: 1, pageSize: 5, total: items.length, hasMore: false }] });
  it('waits for the earliest running bet, then the grace; nothing running, no polling', () => {
    const at = 1_000_000;
    const bets = [makeMicroOrder({ id: 1, endsAt: at + 40_000 }), makeMicroOrder({ id: 2, endsAt: at + 10_000 })];
    expect(untilNextDue(page(bets), at)).toBe(10_000 + SETTLE_GRACE_MS);
    // past its end and still listed (no settlement yet): every grace period
    expect(untilNextDue(page([makeMicroOrder({ endsAt: at - 5_000 })]), at)).toBe(SETTLE_GRACE_MS);
    expect(untilNextDue(page([makeMicroOrder({ result: 'win', status: 'closed' })]), at)).toBe(false);
    expect(untilNextDue(page([]), at)).toBe(false);
    expect(untilNextDue(undefined, at)).toBe(false);
  });
});

describe('settlements (issue 28: the result shows, the bet leaves "Open contracts", "Available" moves)', () => {
  let engine: Engine;
  let clock: ManualClock;
  let token: string;
  let transport: ReturnType<typeof fixtureTransport>;

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(async () => {
    ({ engine, clock } = await installTestEngine());
    const [demo] = engine.ctx.store.list<{ id: number; email: string | null }>('users', { email: 'demo@example.com' });
    token = engine.user.openSession(demo!.id);
    await preloadFamilyFeeds();
    transport = fixtureTransport('connected');
    setRealtimeTransport(transport).connect();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  /** The open list of BTC/USDT, the settlement hook and the pay currencies, as the seconds section has them. */
  function mount() {
    const { wrapper: w } = wrapper(token);
    return renderHook(
      () => ({ open: useMicroOrders('open', 1), settled: useMicroSettlement(), pay: usePayCurrencies() }),
      { wrapper: w },
    );
  }
  const usdt = (pay: { id: number; balance: string }[] | undefined) => pay?.find((c) => c.id === 3)?.balance;
  const openIds = (view: ReturnType<typeof mount>) => view.result.current.open.data?.pages.flatMap((p) => p.items.map((o) => o.id));

  it('a pushed settlement: the result waits in `results`, the bet leaves the open list, the balance is read again', async () => {
    // the call that wins (or ties) on the feed, so the stake comes back: "Available" must move from 2900
    const t0 = clock();
    clock.advance(30_000); // the feed answers no future: read the end, then come back
    const rises = !new Decimal(engine.market.livePrice('BTC/USDT')).lt(engine.market.livePrice('BTC/USDT', t0));
    clock.advance(-30_000);
    const order = engine.trade.micro.submit(token, { match_id: '1', currency_id: '3', type: rises ? '1' : '2', seconds: '30', number: '100' });
    const view = mount();
    await waitFor(() => expect(openIds(view)).toEqual([order.id]));
    await waitFor(() => expect(usdt(view.result.current.pay.data)).toBe('2900.00000000'));

    clock.advance(31_000);
    const row = (await call('GET', '/microtrade/lists', { status: '3' }, token)).message.data[0];
    act(() => transport.event('closed_microorder', { type: 'closed_microorder', data: row }));
    // a server replaying its last push: announced once
    act(() => transport.event('closed_microorder', { type: 'closed_microorder', data: row }));

    expect(view.result.current.settled.results.map((o) => [o.id, o.result !== null])).toEqual([[order.id, true]]);
    expect(openIds(view)).toEqual([]);
    const balance = engine.ledger.balance(engine.user.requireUser(token).id, 'micro', 3).available;
    expect(balance).not.toBe('2900.00000000');
    await waitFor(() => expect(usdt(view.result.current.pay.data)).toBe(balance));

    act(() => view.result.current.settled.dismiss());
    expect(view.result.current.settled.results).toEqual([]);
  });

  it('no push (the socket down): the bet that left the open list is found in the history and announced', async () => {
    const order = engine.trade.micro.submit(token, { match_id: '1', currency_id: '3', type: '2', seconds: '30', number: '50' });
    const view = mount();
    await waitFor(() => expect(openIds(view)).toEqual([order.id]));
    clock.advance(31_000);
    await act(() => view.result.current.open.refetch());
    expect(openIds(view)).toEqual([]);
    await waitFor(() => expect(view.result.current.settled.results.map((o) => o.id)).toEqual([order.id]));
    expect(view.result.current.settled.results[0]).toMatchObject({ status: 'closed', amount: '50.00000000' });
  });
});
