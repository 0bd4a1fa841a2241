import { expect, fn, waitFor } from 'storybook/test';
import { useDepthLive } from '@/realtime/market';
import preview from '../../../.storybook/preview';
import { Pad } from '../_shared/stories';
import { DepthBook, LiveDepthBook, type DepthLevel } from './DepthBook';

const asks: DepthLevel[] = [
  ['68125.10', '0.4210'],
  ['68126.00', '1.2000'],
  ['68127.55', '0.0800'],
  ['68130.00', '2.5000'],
  ['68133.20', '0.9100'],
];
const bids: DepthLevel[] = [
  ['68124.90', '0.8000'],
  ['68124.00', '0.1500'],
  ['68122.35', '3.1000'],
  ['68120.00', '0.5000'],
  ['68118.80', '1.0000'],
];

const meta = preview.meta({
  title: 'UI/DepthBook',
  component: DepthBook,
  args: { asks, bids, onPick: fn() },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});
export const Playground = meta.story({});
export const FewLevels = meta.story({ args: { asks: asks.slice(0, 2), bids: bids.slice(0, 1) } });
export const Empty = meta.story({ args: { asks: [], bids: [] } });
export const Stale = meta.story({ args: { stale: true } });
/** Beside a trade ticket: small type, tight rows, the last price between asks and bids, heads with units. */
export const Compact = meta.story({
  args: {
    compact: true,
    priceLabel: 'Price (USDT)',
    amountLabel: 'Amount (BTC)',
    middle: <strong>68,125.00</strong>,
    onPick: undefined,
  },
  decorators: [(Story) => <div style={{ maxWidth: '10rem' }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('68,125.00')).toBeVisible();
    await expect(canvas.getByText('Price (USDT)')).toBeVisible();
  },
});

export const PickPrice = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '68,124.90' }));
    await expect(args.onPick).toHaveBeenCalledWith('68124.90');
  },
});

/** 20 levels a side around `mid`, amounts varying with `step` (deterministic). */
function bookAround(mid: number, step: number) {
  const side = (dir: 1 | -1, k: number) =>
    Array.from({ length: 20 }, (_, l): DepthLevel => [(mid + dir * (0.5 + l * 0.5)).toFixed(2), (0.1 + ((step * k + l * 13) % 50) / 10).toFixed(4)]);
  return { symbol: 'BTC/USDT', bids: side(-1, 7), asks: side(1, 11) };
}

function LiveBook() {
  return <LiveDepthBook live={useDepthLive('BTC/USDT')} depth={20} />;
}

/**
 * A 20-level book fed by the socket (`market_depth:BTC/USDT`): the UI benchmark pushes a moving book 10
 * times a second. The captured frame shows one deterministic push.
 */
export const Live20 = meta.story({
  render: () => <LiveBook />,
  play: async ({ canvas }) => {
    window.__benchPush?.('market_depth:BTC/USDT', bookAround(60000, 1));
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(40));
    await expect(canvas.getByText('60,010.00')).toBeInTheDocument();
    // the next book moves every row in place (the store publishes at most every 150 ms)
    window.__benchPush?.('market_depth:BTC/USDT', bookAround(60100, 2));
    await waitFor(() => expect(canvas.getByText('60,110.00')).toBeInTheDocument());
    await expect(canvas.queryByText('60,010.00')).toBeNull();
    await expect(canvas.getByText('60,090.00')).toBeInTheDocument();
  },
});
