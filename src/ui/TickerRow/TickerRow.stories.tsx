import { useLayoutEffect, useMemo, useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { marketSchema, type Market } from '@/api/schemas/market';
import { marketFeeds } from '@/realtime/market';
import preview from '../../../.storybook/preview';
import { constantLive, type LiveValue } from '../_shared';
import { TickerRow, type Ticker } from './TickerRow';

declare global {
  interface Window {
    /** Symbols of the live 50-row stories, for the UI benchmark (scripts/bench-ui.ts). */
    __benchSymbols?: string[];
    /** Pushes through the story's fixture socket (set by .storybook/preview.tsx). */
    __benchPush?: (channel: string, data: unknown) => void;
  }
}

const btc: Ticker = { price: '68123.45', change: '2.31', volume: '1523400000' };

const meta = preview.meta({
  title: 'UI/TickerRow',
  component: TickerRow,
  args: { symbol: 'BTCUSDT', base: 'BTC', quote: 'USDT', ticker: btc, priceDecimals: 2, onClick: fn() },
});

export const Playground = meta.story({});
export const Up = meta.story({});
export const Down = meta.story({ args: { ticker: { price: '3012.8', change: '-4.12', volume: '845000000' }, base: 'ETH', symbol: 'ETHUSDT' } });
export const Flat = meta.story({ args: { ticker: { price: '1.0001', change: '0', volume: '980000' }, base: 'USDC', priceDecimals: 4 } });
export const NoData = meta.story({ args: { ticker: null } });
export const WithNote = meta.story({ args: { note: '100×' } });
export const LongSymbol = meta.story({
  args: { base: 'SUPERLONGTOKEN', quote: 'USDT', ticker: { price: '0.00001234', change: '123.45', volume: '123456789012' }, priceDecimals: 8 },
});
export const AsLink = meta.story({ args: { onClick: undefined, to: '/pages/market/detail?symbol=BTCUSDT' } });

/** A deterministic "feed": each click of the row's neighbour button pushes the next fixed price. */
const PRICES = ['68123.45', '68130.00', '68101.20'];
function LiveDemo() {
  const [i, setI] = useState(0);
  const live = useMemo(() => constantLive<Ticker>({ ...btc, price: PRICES[i % PRICES.length]! }), [i]);
  return (
    <>
      <TickerRow symbol="BTCUSDT" base="BTC" quote="USDT" priceDecimals={2} live={live} />
      <button type="button" onClick={() => setI((n) => n + 1)}>
        Next tick
      </button>
    </>
  );
}
export const LiveTick = meta.story({
  render: () => <LiveDemo />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next tick' }));
    await expect(await canvas.findByText('68,130.00')).toBeInTheDocument();
  },
});
export const Clickable = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /BTC/ }));
    await expect(args.onClick).toHaveBeenCalled();
  },
});

/** 50 generated pairs for the live list (the UI benchmark drives it at 10 Hz). */
const LIVE_PAIRS: Market[] = Array.from({ length: 50 }, (_, i) => {
  const base = `T${String(i + 1).padStart(2, '0')}`;
  const price = (100 + i * 7).toFixed(2);
  return marketSchema.parse({
    symbol: `${base}/USDT`,
    currency_id: 3000 + i,
    legal_id: 1,
    base,
    quote: 'USDT',
    name: base,
    price,
    open: price,
    change: ((i % 9) - 4).toFixed(2),
    volume: String(1000 * (50 - i)),
  });
});

const snapshotOf = (m: Market): Ticker => ({ price: m.price, change: m.change ?? '0', volume: m.volume ?? '0' });

/** One pair of the app's real (throttled) ticker store, which the story's fixture socket feeds. */
function feedTicker(symbol: string): LiveValue<Ticker | undefined> {
  const store = marketFeeds().tickers;
  return {
    get: () => store.get(symbol) as Ticker | undefined,
    subscribe: (cb) => store.subscribeSymbol(symbol, cb),
  };
}

function LiveList() {
  const lives = useMemo(() => new Map(LIVE_PAIRS.map((m) => [m.symbol, feedTicker(m.symbol)])), []);
  useLayoutEffect(() => {
    marketFeeds().tickers.applySnapshot(LIVE_PAIRS);
    window.__benchSymbols = LIVE_PAIRS.map((m) => m.symbol);
    return () => {
      delete window.__benchSymbols;
    };
  }, []);
  return (
    <div>
      {LIVE_PAIRS.map((m) => (
        <TickerRow key={m.symbol} symbol={m.symbol} base={m.base} quote={m.quote} priceDecimals={2} ticker={snapshotOf(m)} live={lives.get(m.symbol)} />
      ))}
    </div>
  );
}

/**
 * 50 live rows fed by the socket (`daymarket`): the UI benchmark pushes 50 changed tickers 10 times a
 * second. The captured frame shows one deterministic push (every price up by 1.25) on the rows on screen and
 * half a screen below; the rows further down have not heard it: out of view, a row does not listen.
 */
export const Live50 = meta.story({
  render: () => <LiveList />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('100.00')).toBeInTheDocument();
    window.__benchPush?.(
      'daymarket',
      LIVE_PAIRS.map((m) => ({ symbol: m.symbol, price: (Number(m.price) + 1.25).toFixed(2), change: m.change, volume: m.volume })),
    );
    await waitFor(() => expect(canvas.getByText('101.25')).toBeInTheDocument());
    // A row far out of view does not listen to the feed (it catches up when scrolled near: unit-tested).
    await expect(canvas.getByText('443.00')).toBeInTheDocument();
    await expect(canvas.queryByText('444.25')).toBeNull();
  },
});
