// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '@mocks/engine';
import { installTestEngine, server } from '@mocks/node';
import { configureApi } from '@/api/client';
import { tokenAtom } from '@/state/session';
import { Providers, createQueryClient } from '@/testing';
import { useClosePosition } from './useContract';
import { useSubmitSpotOrder } from './useSpot';

const BTC = { currency_id: '1', legal_id: '3' };

function wrapper(token: string) {
  const store = createStore();
  store.set(tokenAtom, token);
  configureApi({ getToken: () => store.get(tokenAtom), getLang: () => 'en', onError: () => {}, onSessionInvalid: () => {} });
  const queryClient = createQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <Providers store={store} queryClient={queryClient}>
      {children}
    </Providers>
  );
}

/** What the trade screen says after a money event (issue 28): figures read back from the demo exchange's books. */
describe('the figures after a close or a market fill', () => {
  let engine: Engine;
  let token: string;

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(async () => {
    ({ engine } = await installTestEngine());
    const [demo] = engine.ctx.store.list<{ id: number; email: string | null }>('users', { email: 'demo@example.com' });
    token = engine.user.openSession(demo!.id);
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  const open = () => engine.trade.lever.submit(token, { share: '2', multiple: '10', type: '1', status: '1', ...BTC });

  it('closing a position answers it as it closed: exit price, realised P&L and fee, as booked', async () => {
    const position = open();
    const view = renderHook(() => useClosePosition(), { wrapper: wrapper(token) });
    const result = await act(() => view.result.current.mutateAsync({ id: position.id, currencyId: 1, legalId: 3 }));
    const booked = engine.trade.lever.myTrade(token, { status: '3', ...BTC }).page.rows.find((o) => o.id === position.id)!;
    expect(result.closed).toMatchObject({ id: position.id, status: 'closed', pnl: booked.fact_profits, fee: booked.trade_fee, markPrice: booked.update_price });
  });

  it('finds the closed position among many older ones (the list is in opening order)', async () => {
    for (let i = 0; i < 55; i++) engine.trade.lever.close(token, { id: String(open().id) });
    const position = open();
    const view = renderHook(() => useClosePosition(), { wrapper: wrapper(token) });
    const result = await act(() => view.result.current.mutateAsync({ id: position.id, currencyId: 1, legalId: 3 }));
    expect(result.closed?.id).toBe(position.id);
  });

  it('a market buy answers its fill (amount and average price); a limit order answers none', async () => {
    const view = renderHook(() => useSubmitSpotOrder(), { wrapper: wrapper(token) });
    const order = { currencyId: 1, legalId: 3, currencyName: 'BTC', side: 'buy' as const, amount: '0.01', price: '1' };
    const market = await act(() => view.result.current.mutateAsync({ ...order, kind: 'market' }));
    const [row] = engine.trade.spot.list(token, { status: '2', ...BTC });
    expect(market.filled).toMatchObject({ id: row!.id, side: 'buy', status: 'filled', fillPrice: row!.trade_price });
    const limit = await act(() => view.result.current.mutateAsync({ ...order, kind: 'limit', price: '1000' }));
    expect(limit.filled).toBeNull();
  });
});
