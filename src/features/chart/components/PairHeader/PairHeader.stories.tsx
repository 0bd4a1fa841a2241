import { expect, waitFor } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { storyFeed } from '@/testing/realtime';
import { PairHeader } from './PairHeader';

/** The chart page's header: last price (flashes on change), 24 h change, high / low / volume. */
const meta = preview.meta({
  title: 'Chart/PairHeader',
  component: PairHeader,
  args: { symbol: 'BTC/USDT' },
});

/** The header once the pair's figures are in (no longer busy). */
const figuresIn = (root: HTMLElement) =>
  waitFor(() => expect(root.querySelector('section:not([aria-busy])')).not.toBeNull(), { timeout: 5000 });

export const Default = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await figuresIn(canvasElement);
    await expect(canvas.getByText('24h high')).toBeVisible();
  },
});

/** A `daymarket` push moves the price and the change chip. */
export const LiveTick = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await figuresIn(canvasElement);
    storyFeed().push('daymarket', [
      { symbol: 'BTC/USDT', price: '90000.00', open: '91000', high: '91340.03', low: '88024.49', volume: '20160', turnover: '1', change: '-1.10' },
    ]);
    await waitFor(() => expect(canvas.getByText('90,000.00')).toBeVisible());
    await expect(canvas.getByText('-1.10%')).toBeVisible();
  },
});

/** Before the pair's figures have arrived: the same layout with empty values, marked busy. */
export const Loading = meta.story({
  args: { symbol: 'NOPE/USDT' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
});
