import { http, HttpResponse } from 'msw';
import { expect, fn } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { EmptyState } from '@/ui/EmptyState';
import { makeMarket, marketsFixture, quotationOk } from '@/testing/marketWire';
import { MarketList } from './MarketList';

const meta = preview.meta({
  title: 'Market/MarketList',
  component: MarketList,
  args: { markets: marketsFixture, label: 'Spot', showFavorite: true, favorites: new Set(['BTC/USDT']), onToggleFavorite: fn() },
  beforeEach({ msw }) {
    // The rows read the live store, which loads the same snapshot.
    msw.use(http.get('*/api/currency/quotation_new', () => HttpResponse.json(quotationOk(marketsFixture))));
  },
});

export const Playground = meta.story({});

export const Default = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Favorite ETH/USDT' }));
    await expect(args.onToggleFavorite).toHaveBeenCalledWith(expect.objectContaining({ symbol: 'ETH/USDT' }), true);
    await expect(canvas.getByRole('button', { name: 'Favorite BTC/USDT' })).toHaveAttribute('aria-pressed', 'true');
  },
});

export const Ranked = meta.story({ args: { ranked: true, sortable: false, showFavorite: false } });

/** Rows whose pair is not in the snapshot yet show placeholders. */
export const Loading = meta.story({
  args: { markets: [makeMarket('AAA'), makeMarket('BBB'), makeMarket('CCC')] },
});

export const Empty = meta.story({
  args: { markets: [], empty: <EmptyState title="No pairs to show" /> },
});

export const LongText = meta.story({
  args: {
    markets: [makeMarket('SUPERLONGCOIN', { price: '123456789012.12345678', price_precision: 8, change: '-12345.67', volume: '987654321098765' })],
  },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/currency/quotation_new', () =>
        HttpResponse.json(
          quotationOk([makeMarket('SUPERLONGCOIN', { price: '123456789012.12345678', price_precision: 8, change: '-12345.67', volume: '987654321098765' })]),
        ),
      ),
    );
  },
});
