import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { storyFeed } from '@/testing/realtime';
import { depthFixture, tradesFixture } from '../../testing/fixtures';
import { ChartTimeZone } from '../chart/chartEnv';
import { CoinInfoPanel, OrderBookPanel, TradesPanel } from '.';

/** The chart page's three panels, each on its own (the page shows them as tabs). */
const meta = preview.meta({
  title: 'Chart/MarketPanels',
  component: OrderBookPanel,
  args: { symbol: 'BTC/USDT', priceDecimals: 2, amountDecimals: 4 },
});

/** No book yet: says so (the socket is up). */
export const BookWaiting = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Waiting for the order book/)).toBeVisible();
  },
});

/** 20 levels a side, labelled as demo data. */
export const Book = meta.story({
  play: async ({ canvas }) => {
    // pushed until the panel's subscription is up (the same book each time)
    await waitFor(() => {
      storyFeed().push('market_depth:BTC/USDT', depthFixture());
      expect(within(canvas.getByRole('table', { name: 'Bids' })).getAllByRole('row')).toHaveLength(20);
    });
    await expect(canvas.getByText('Demo data')).toBeVisible();
  },
});

export const BookOffline = meta.story({
  parameters: { socket: 'disconnected' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Order book unavailable while offline')).toBeVisible();
  },
});

export const Trades = meta.story({
  render: (args) => (
    <ChartTimeZone.Provider value="UTC">
      <TradesPanel {...args} />
    </ChartTimeZone.Provider>
  ),
  play: async ({ canvas }) => {
    // trades accumulate, so push once, after the panel (and its subscription) is up
    await canvas.findByText(/Waiting for trades/);
    await new Promise((r) => setTimeout(r, 100));
    storyFeed().push('trades:BTC/USDT', tradesFixture);
    const table = await canvas.findByRole('table', { name: 'Latest BTC/USDT trades' }, { timeout: 3000 });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByText('07:59:58')).toBeVisible();
  },
});

export const CoinInfo = meta.story({
  render: () => <CoinInfoPanel base="BTC" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Market cap', {}, { timeout: 5000 })).toBeVisible();
  },
});
