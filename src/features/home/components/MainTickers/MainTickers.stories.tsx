import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { makeMarket, marketsFixture, quotationOk } from '@/testing/marketWire';
import { storyFeed } from '@/testing/realtime';
import { flashesSettled } from '@/testing/flashes';
import { MainTickers } from './MainTickers';

const QUOTATION = '*/api/currency/quotation_new';

const meta = preview.meta({
  title: 'Home/MainTickers',
  component: MainTickers,
  beforeEach({ msw }) {
    msw.use(http.get(QUOTATION, () => HttpResponse.json(quotationOk(marketsFixture))));
  },
});

export const Playground = meta.story({});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /^BTC\/USDT/ })).toBeVisible();
  },
});

/** A push after the snapshot: the card shows the pushed figures (captured after the throttle). */
export const AfterPush = meta.story({
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: /^BTC\/USDT/ });
    storyFeed().push('daymarket', [
      { symbol: 'BTC/USDT', price: '94000.10', open: '95000', high: '95500', low: '93900', volume: '1', turnover: '1', change: '-1.05' },
    ]);
    await expect(await canvas.findByRole('link', { name: /^BTC\/USDT/ })).toBeVisible();
    await flashesSettled();
  },
});

export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get(QUOTATION, () => new Promise<never>(() => {})));
  },
});

export const LongText = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.get(QUOTATION, () =>
        HttpResponse.json(quotationOk([makeMarket('BTC', { price: '123456789012.12', change: '-12345.67' }), ...marketsFixture.slice(1)])),
      ),
    );
  },
});
