import { http, HttpResponse } from 'msw';
import { expect, fn } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { marketsFixture, quotationOk } from '@/testing/marketWire';
import { MarketRow } from './MarketRow';

/** A row is a table row: stories render it inside a labelled table, as MarketList does. */
const meta = preview.meta({
  title: 'Market/MarketRow',
  component: MarketRow,
  args: { symbol: 'BTC/USDT', showFavorite: true, favorite: false, onToggleFavorite: fn() },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/currency/quotation_new', () => HttpResponse.json(quotationOk(marketsFixture))));
  },
  decorators: [
    (Story) => (
      <div role="table" aria-label="Pairs">
        <Story />
      </div>
    ),
  ],
});

export const Playground = meta.story({});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /^BTC\/USDT/ })).toBeVisible();
  },
});

export const Favorite = meta.story({ args: { favorite: true } });

export const Down = meta.story({ args: { symbol: 'ETH/USDT' } });

/** Stocks are text only: no chart link. */
export const Stock = meta.story({
  args: { symbol: 'AAPL/USDT' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('AAPL')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
});

/** Not in the snapshot (yet): placeholders. */
export const Loading = meta.story({ args: { symbol: 'NOPE/USDT' } });

export const Ranked = meta.story({ args: { rank: 1, showFavorite: false } });
