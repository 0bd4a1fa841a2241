import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { marketsQuery } from '@/api/market';
import { makeMarket } from '@/testing/market';
import { setRealtimeTransport } from './connection';
import { fixtureTransport } from './socket';
import { tickerStore, useMarketMeta, useTicker } from './tickers';

const btc = makeMarket('BTC', { price: '100.00', change: '1.00' });
const eth = makeMarket('ETH', { price: '10.00', change: '-1.00' });

/** Renders a card-like probe that records what each of its renders read. */
function renderProbe(client: QueryClient, read: (symbol: string) => unknown) {
  const seen: unknown[] = [];
  function Probe() {
    seen.push(read('BTC/USDT'));
    return null;
  }
  render(
    <QueryClientProvider client={client}>
      <Probe />
    </QueryClientProvider>,
  );
  return seen;
}

describe('ticker hooks on the first screen', () => {
  beforeEach(() => {
    // a fresh manager, so a fresh ticker store that has seen no snapshot
    setRealtimeTransport(fixtureTransport('connected'));
  });

  it('render once, with the row, when the snapshot is already in the cache (no second blocking render)', () => {
    const client = new QueryClient();
    client.setQueryData(marketsQuery().queryKey, [btc, eth]);
    const meta = renderProbe(client, (s) => useMarketMeta(s));
    expect(meta).toHaveLength(1);
    expect(meta[0]).toBe(btc);
    const live = renderProbe(client, (s) => useTicker(s)?.price);
    expect(live).toEqual(['100.00']);
  });

  it('show a newer snapshot to cards already listening', async () => {
    const client = new QueryClient();
    client.setQueryData(marketsQuery().queryKey, [btc]);
    const seen = renderProbe(client, (s) => useTicker(s)?.price);
    act(() => {
      client.setQueryData(marketsQuery().queryKey, [{ ...btc, price: '105.00' }]);
    });
    // the query's observers hear of it on the next task
    await waitFor(() => expect(seen.at(-1)).toBe('105.00'));
    expect(tickerStore().get('BTC/USDT')?.price).toBe('105.00');
  });
});
