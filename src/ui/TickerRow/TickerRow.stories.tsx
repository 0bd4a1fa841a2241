import { useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { marketSchema, type Market } from '@/api/schemas/market';
import { paths } from '@/lib/routes';
import { marketFeeds } from '@/realtime/market';
import { theme } from '@/theme';
import preview from '../../../.storybook/preview';
import { constantLive, type LiveValue } from '../_shared';
import { TickerRow, TickerRowHeader, type Ticker, type TickerRowProps } from '.';

declare global {
  interface Window {
    /** Symbols of the live 50-row stories, for the UI benchmark (scripts/bench-ui.ts). */
    __benchSymbols?: string[];
    /** Pushes through the story's fixture socket (set by .storybook/preview.tsx). */
    __benchPush?: (channel: string, data: unknown) => void;
  }
}

const btc: Ticker = { price: '68123.45', change: '2.31', volume: '1523400000' };
const chart = paths.chart({ symbol: 'BTC/USDT' });
const onClick = fn();
const onToggleFavorite = fn();

/** A row is a table row: rows sit in a labelled table, as MarketList renders them; cards in a 3-column grid. */
function Frame({ layout, children }: { layout?: 'row' | 'card'; children: ReactNode }) {
  if (layout !== 'card')
    return (
      <div role="table" aria-label="Pairs">
        {children}
      </div>
    );
  const grid = {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: theme.space['2'],
    padding: `${theme.space['2']} ${theme.space['4']}`,
  };
  return <div style={grid}>{children}</div>;
}

const meta = preview.meta({
  title: 'UI/TickerRow',
  component: TickerRow,
  args: { symbol: 'BTC/USDT', base: 'BTC', quote: 'USDT', ticker: btc, priceDecimals: 2, to: chart },
  render: (args) => (
    <Frame layout={args.layout}>
      <TickerRow {...(args as TickerRowProps)} />
    </Frame>
  ),
});

export const Playground = meta.story({ args: { favorite: false, onToggleFavorite, rank: 1 } });

/** The market list's row: pair and volume, last price, change chip; the whole row links to the chart. */
export const Up = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^BTC\/USDT/ })).toHaveAttribute('href', chart);
    await expect(canvas.getByRole('row')).toHaveTextContent('+2.31%');
  },
});
export const Down = meta.story({
  args: {
    ticker: { price: '3012.8', change: '-4.12', volume: '845000000' },
    base: 'ETH',
    symbol: 'ETH/USDT',
  },
});
export const Flat = meta.story({
  args: { ticker: { price: '1.0001', change: '0', volume: '980000' }, base: 'USDC', priceDecimals: 4 },
});
/** No figures yet: dashes. */
export const NoData = meta.story({ args: { ticker: null } });
/** The pair is not known yet: placeholders, the star's column kept. */
export const Loading = meta.story({ args: { loading: true, favorite: false } });
export const WithNote = meta.story({ args: { note: '100×' } });
/** Neither `to` nor `onClick`: text only (stocks). */
export const Static = meta.story({
  args: { to: undefined, note: 'Stock' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});
export const Ranked = meta.story({ args: { rank: 1 } });
export const Favorite = meta.story({
  args: { favorite: false, onToggleFavorite },
  play: async ({ canvas, userEvent }) => {
    const star = canvas.getByRole('button', { name: 'Favorite BTC/USDT' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await expect(onToggleFavorite).toHaveBeenCalledWith(true);
  },
});
export const Favorited = meta.story({ args: { favorite: true, onToggleFavorite } });
export const LongSymbol = meta.story({
  args: {
    base: 'SUPERLONGTOKEN',
    quote: 'USDT',
    ticker: { price: '123456789012.12345678', change: '-12345.67', volume: '987654321098765' },
    priceDecimals: 8,
    favorite: false,
  },
});
/** The coin's logo (the pair row's `logo`, here the demo's `cryptocurrency-icons` picture) in place of the disc. */
export const WithLogo = meta.story({
  args: { src: '/api/demo/assets/coin/btc.svg' },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img')!;
    await expect(img).toHaveAttribute('src', '/api/demo/assets/coin/btc.svg');
    await waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true));
  },
});
export const AsLink = meta.story({ args: { onClick } });
/** `onClick` without `to`: the row is a button. */
export const Clickable = meta.story({
  args: { to: undefined, onClick },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^BTC\/USDT/ }));
    await expect(onClick).toHaveBeenCalled();
  },
});

/** The home page's tile: the price is coloured by the change. */
export const Card = meta.story({
  args: { layout: 'card' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^BTC\/USDT/ })).toHaveAttribute('href', chart);
  },
});
export const CardDown = meta.story({
  args: { layout: 'card', base: 'ETH', symbol: 'ETH/USDT', ticker: { price: '3210.55', change: '-2.12' } },
});
export const CardFlat = meta.story({
  args: { layout: 'card', base: 'USDC', ticker: { price: '1.0001', change: '0' }, priceDecimals: 4 },
});
export const CardLoading = meta.story({ args: { layout: 'card', loading: true } });
export const CardLongText = meta.story({
  args: { layout: 'card', ticker: { price: '123456789012.12', change: '-12345.67' } },
});

/** A table of rows under their header, as MarketList lays it out (the header's columns line up). */
export const Table = meta.story({
  render: () => (
    <div role="table" aria-label="Pairs">
      <TickerRowHeader favorite>
        <div role="columnheader">Name</div>
        <div role="columnheader">Last price</div>
        <div role="columnheader">24h change</div>
        <div role="columnheader" aria-label="Favorite" />
      </TickerRowHeader>
      <TickerRow
        symbol="BTC/USDT"
        base="BTC"
        quote="USDT"
        ticker={btc}
        priceDecimals={2}
        to={chart}
        favorite
      />
      <TickerRow
        symbol="ETH/USDT"
        base="ETH"
        quote="USDT"
        ticker={{ price: '3012.8', change: '-4.12', volume: '845000000' }}
        priceDecimals={2}
        to={chart}
        favorite={false}
      />
      <TickerRow symbol="XRP/USDT" loading favorite={false} />
    </div>
  ),
});

/** A deterministic "feed": each click of the button under the table pushes the next fixed price. */
const PRICES = ['68123.45', '68130.00', '68101.20'];
function LiveDemo() {
  const [i, setI] = useState(0);
  const live = useMemo(() => constantLive<Ticker>({ ...btc, price: PRICES[i % PRICES.length]! }), [i]);
  return (
    <>
      <Frame>
        <TickerRow symbol="BTC/USDT" base="BTC" quote="USDT" priceDecimals={2} live={live} />
      </Frame>
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

/** 50 generated pairs for the live list. */
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

/** One pair of the app's real (throttled) ticker store, which the story's fixture socket feeds. */
function feedTicker(symbol: string): LiveValue<Ticker | undefined> {
  const store = marketFeeds().tickers;
  return { get: () => store.get(symbol), subscribe: (cb) => store.subscribeSymbol(symbol, cb) };
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
    <Frame>
      {LIVE_PAIRS.map((m) => (
        <TickerRow
          key={m.symbol}
          symbol={m.symbol}
          base={m.base}
          quote={m.quote}
          priceDecimals={2}
          ticker={m}
          live={lives.get(m.symbol)}
        />
      ))}
    </Frame>
  );
}

/**
 * 50 live rows fed by the socket (`daymarket`). The captured frame shows one deterministic push (every price
 * up by 1.25) on the rows on screen and half a screen below; the rows further down have not heard it: out of
 * view, a row does not listen.
 */
export const Live50 = meta.story({
  render: () => <LiveList />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('100.00')).toBeInTheDocument();
    window.__benchPush?.(
      'daymarket',
      LIVE_PAIRS.map((m) => ({
        symbol: m.symbol,
        price: (Number(m.price) + 1.25).toFixed(2),
        change: m.change,
        volume: m.volume,
      })),
    );
    await waitFor(() => expect(canvas.getByText('101.25')).toBeInTheDocument());
    // A row far out of view does not listen to the feed (it catches up when scrolled near: unit-tested).
    await expect(canvas.getByText('443.00')).toBeInTheDocument();
    await expect(canvas.queryByText('444.25')).toBeNull();
  },
});
