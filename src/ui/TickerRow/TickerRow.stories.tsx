import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { TickerRow, type Ticker } from './TickerRow';

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
  const ticker: Ticker = { ...btc, price: PRICES[i % PRICES.length]! };
  return (
    <>
      <TickerRow symbol="BTCUSDT" base="BTC" quote="USDT" priceDecimals={2} useTicker={() => ticker} />
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
