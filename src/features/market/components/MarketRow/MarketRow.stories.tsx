import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
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

/** The row's coin icon once its picture has loaded (stories screenshot the logo, not a half-loaded one). */
async function loadedLogo(canvasElement: HTMLElement) {
  let img: HTMLImageElement | null = null;
  await waitFor(() => {
    img = canvasElement.querySelector('img');
    expect(img?.complete && img.naturalWidth > 0).toBe(true);
  });
  return img!;
}

/** The coin's logo comes with the pair row (issue 28 item 13): the demo's `cryptocurrency-icons` picture. */
export const Default = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: /^BTC\/USDT/ })).toBeVisible();
    await expect((await loadedLogo(canvasElement)).getAttribute('src')).toMatch(/\/api\/demo\/assets\/coin\/btc\.svg$/);
  },
});

type Quotation = { quotation: { logo?: unknown }[] }[];
const withoutLogos = (answer: { message: unknown }) => ({
  ...answer,
  message: (answer.message as Quotation).map((g) => ({ ...g, quotation: g.quotation.map((p) => ({ ...p, logo: '' })) })),
});

/** A platform that sends no logo: the lettered disc, as before. */
export const NoLogo = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/currency/quotation_new', () =>
        HttpResponse.json(withoutLogos(quotationOk(marketsFixture))),
      ),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: /^BTC\/USDT/ })).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
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
