// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataLoader, Period as KlinePeriod } from 'klinecharts';
import { createStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installTestEngine, server } from '@mocks/node';
import { configureApi } from '@/api/client';
import { candlesOk, marketsFixture, ok, quotationOk } from '@/testing/marketWire';
import { fixtureTransport, recentSymbolsAtom, setRealtimeTransport } from '@/realtime/testing';
import { socketStatusAtom } from '@/realtime/state';
import { tokenAtom } from '@/state/session';
import { PageHarness } from '../testing/PageHarness';
import { FuturesChartPage, SpotChartPage } from './ChartPage';
import { markBuilt, paths, ROUTES } from '@/lib/routes';
import { Providers, createQueryClient } from '@/testing';

/**
 * klinecharts draws on canvas (absent in jsdom): a stand-in records what the page asks of it and drives
 * the data loader the way klinecharts does (init on setPeriod, subscribeBar after the first page).
 */
const fake = vi.hoisted(() => ({
  calls: [] as string[],
  bars: [] as unknown[],
}));
vi.mock('klinecharts', () => {
  const init = () => {
    let loader: DataLoader | null = null;
    let symbol: { ticker: string } | null = null;
    let period: KlinePeriod | null = null;
    const load = () => {
      if (!loader || !symbol || !period) return;
      const s = symbol;
      const p = period;
      void loader.getBars({
        type: 'init',
        timestamp: null,
        symbol: { pricePrecision: 2, volumePrecision: 4, ...s },
        period: p,
        callback: (data) => {
          fake.bars = data;
          fake.calls.push(`bars:${data.length}`);
          loader?.subscribeBar?.({
            symbol: { pricePrecision: 2, volumePrecision: 4, ...s },
            period: p,
            callback: (b) => fake.calls.push(`live:${b.close}`),
          });
        },
      });
    };
    return {
      setDataLoader: (l: DataLoader) => {
        loader = l;
        load();
      },
      setSymbol: (s: { ticker: string }) => {
        fake.calls.push(`symbol:${s.ticker}`);
        symbol = s;
        load();
      },
      setPeriod: (p: KlinePeriod) => {
        fake.calls.push(`period:${p.type}${p.span}`);
        period = p;
        load();
      },
      setStyles: (s: { candle?: { type?: string } }) => fake.calls.push(`type:${s.candle?.type}`),
      setTimezone: (tz: string) => fake.calls.push(`tz:${tz}`),
      setLocale: () => {},
      createIndicator: (i: { name: string; paneId: string }) => fake.calls.push(`+${i.name}@${i.paneId}`),
      removeIndicator: (i: { name: string }) => fake.calls.push(`-${i.name}`),
      setPaneOptions: () => {},
      overrideXAxis: () => fake.calls.push('xaxis'),
      resize: () => {},
      resetData: load,
    };
  };
  return { init, dispose: () => fake.calls.push('dispose'), registerLocale: () => {} };
});

let store: ReturnType<typeof createStore>;
let transport: ReturnType<typeof fixtureTransport>;
const T0 = Date.UTC(2026, 10, 1, 7, 45);
const candles = [0, 1, 2].map((i) => ({
  time: T0 + i * 900_000,
  open: '95000',
  high: '95100',
  low: '94900',
  close: '95050',
  volume: '3',
}));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  fake.calls = [];
  fake.bars = [];
  store = createStore();
  configureApi({
    getToken: () => store.get(tokenAtom),
    getLang: () => 'en',
    onError: () => {},
    onSessionInvalid: () => {},
  });
  await installTestEngine();
  server.use(
    http.get('*/api/currency/quotation_new', () => HttpResponse.json(quotationOk(marketsFixture))),
    http.get('*/api/currency/new_timeshar', () => HttpResponse.json(candlesOk(candles))),
  );
  transport = fixtureTransport('connected');
  setRealtimeTransport(transport).connect();
  store.set(socketStatusAtom, 'connected');
  vi.stubGlobal('requestAnimationFrame', (cb: () => void) => setTimeout(cb, 0));
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

function renderAt(route: string, futures = false) {
  const user = userEvent.setup();
  render(
    <Providers store={store} queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[route]}>
        <PageHarness path={futures ? ROUTES.futuresChart.path : ROUTES.chart.path}>
          {futures ? <FuturesChartPage /> : <SpotChartPage />}
        </PageHarness>
      </MemoryRouter>
    </Providers>,
  );
  return user;
}

describe('ChartPage', { timeout: 20_000 }, () => {
  it('loads history, feeds the live candle, names the canvas and records the pair as recently viewed', async () => {
    const user = renderAt(paths.chart({ symbol: 'BTC/USDT' }));
    await waitFor(() => expect(fake.calls).toContain('bars:3'));
    expect(fake.calls).toEqual(
      expect.arrayContaining([
        'tz:UTC',
        // the time axis leaves out labels that would be cut at its ends
        'xaxis',
        'symbol:BTC/USDT',
        'period:minute15',
        '+MA@candle_pane',
        '+VOL@pane_VOL',
        'type:candle_solid',
      ]),
    );
    expect(
      await screen.findByRole('img', { name: 'BTC/USDT price chart, 15m, last price 95,123.45' }),
    ).toBeInTheDocument();
    expect(store.get(recentSymbolsAtom)[0]).toBe('BTC/USDT');

    act(() => transport.push('kline:BTC/USDT:15min', { ...candles[2], close: '95080' }));
    await waitFor(() => expect(fake.calls).toContain('live:95080'));

    await user.click(screen.getByRole('button', { name: '1D' }));
    await waitFor(() => expect(fake.calls).toContain('period:day1'));
    expect(transport.sent).toEqual(
      expect.arrayContaining([
        { event: 'sub', channel: 'kline:BTC/USDT:1day' },
        { event: 'unsub', channel: 'kline:BTC/USDT:15min' },
      ]),
    );
  });

  it('shows an empty state over the chart for a malformed candle answer', async () => {
    server.use(http.get('*/api/currency/new_timeshar', () => HttpResponse.json(ok('garbage'))));
    renderAt(paths.chart({ symbol: 'BTC/USDT' }));
    expect(await screen.findByText('No chart data', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows the error state with a retry for a failed candle call', async () => {
    server.use(http.get('*/api/currency/new_timeshar', () => new HttpResponse(null, { status: 500 })));
    renderAt(paths.chart({ symbol: 'BTC/USDT' }));
    expect(
      await screen.findByText('The chart could not be loaded.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it('says so for an unknown pair, with a way back to the markets', async () => {
    renderAt(paths.chart({ symbol: 'NOPE/USDT' }));
    expect(await screen.findByText('“NOPE/USDT” is not a pair we list.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to markets' })).toHaveAttribute(
      'href',
      '/pages/market/market',
    );
    expect(fake.calls).toEqual([]);
  });

  it('refuses the perpetual view of a pair without futures', async () => {
    renderAt(paths.futuresChart({ symbol: 'ARB/USDT' }), true);
    expect(await screen.findByText('“ARB/USDT” has no perpetual contract.')).toBeInTheDocument();
  });

  it('hides buy and sell while the trading pages are not registered', async () => {
    renderAt(paths.chart({ symbol: 'BTC/USDT' }));
    await waitFor(() => expect(fake.calls).toContain('bars:3'));
    expect(screen.queryByRole('button', { name: 'Buy BTC' })).toBeNull();
  });

  // last: it registers the trade tab for the rest of this file
  it('opens the trade tab on the pair: the spot chart on its coins tab, the perpetual on futures, on the side pressed', async () => {
    markBuilt([ROUTES.contract.path]);
    const user = renderAt(paths.chart({ symbol: 'BTC/USDT' }));
    await user.click(await screen.findByRole('button', { name: 'Buy BTC' }));
    expect(await screen.findByRole('status')).toHaveTextContent('→ /pages/transaction/contract?symbol=BTC/USDT&type=coins&side=buy');
    cleanup();
    const again = renderAt(paths.futuresChart({ symbol: 'BTC/USDT' }), true);
    await again.click(await screen.findByRole('button', { name: 'Sell / Short' }));
    expect(await screen.findByRole('status')).toHaveTextContent('→ /pages/transaction/contract?symbol=BTC/USDT&type=futures&side=sell');
  });
});
