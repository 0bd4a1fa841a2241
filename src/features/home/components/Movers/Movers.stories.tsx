import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { marketsFixture, quotationOk } from '@/testing/marketWire';
import { Movers } from './Movers';

const QUOTATION = '*/api/currency/quotation_new';

const meta = preview.meta({
  title: 'Home/Movers',
  component: Movers,
  beforeEach({ msw }) {
    msw.use(http.get(QUOTATION, () => HttpResponse.json(quotationOk(marketsFixture))));
  },
});

export const Playground = meta.story({});

export const Gainers = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /^ARB\/USDT/ })).toBeVisible();
  },
});

export const Losers = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Losers' }));
    await expect(await canvas.findByRole('link', { name: /^DOGE\/USDT/ })).toBeVisible();
  },
});

export const Empty = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get(QUOTATION, () => HttpResponse.json(quotationOk(marketsFixture.map((m) => ({ ...m, change: '0.00' }))))));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No movers right now')).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get(QUOTATION, () => delay('infinite')));
  },
});

export const LoadError = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get(QUOTATION, () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Prices could not be loaded.', {}, { timeout: 5000 })).toBeVisible();
  },
});
