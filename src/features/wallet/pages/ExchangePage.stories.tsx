import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { ROUTES } from '@/lib/routes';
import { ok, refusal, RouteHarness } from '@/testing';
import { fundSession } from '../testing/session';
import { withDemoSession } from '../testing/story';
import ExchangePage from './ExchangePage';

const QUOTE = '*/api/user/getTransferFee';
/** A fixed quote, so the figures are the same on every run. */
const fixedQuote = () => HttpResponse.json(ok({ form_price: '1', to_price: '95000', fee: '0.002' }));

const meta = preview.meta({
  title: 'Pages/Wallet/Exchange',
  component: ExchangePage,
  parameters: { route: ROUTES.getUsdt.path, session: fundSession },
  beforeEach: withDemoSession(),
  render: () => (
    <RouteHarness path={ROUTES.getUsdt.path}>
      <ExchangePage />
    </RouteHarness>
  ),
});

/** USDT → BTC at the demo's live price (frozen clock). */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('10,000.00 USDT', {}, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText('Fee (0.2%)')).toBeVisible();
  },
});

/** 1,000 USDT at 95,000: fee 2 USDT, 998 / 95,000 BTC received, cut to 8 places. */
export const Quoted = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post(QUOTE, fixedQuote));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Amount to pay', {}, { timeout: 5000 }), '1000');
    await expect(await canvas.findByText('0.01050526 BTC')).toBeVisible();
    await expect(canvas.getByText('2.00 USDT')).toBeVisible();
  },
});

export const InsufficientBalance = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post(QUOTE, fixedQuote));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Amount to pay', {}, { timeout: 5000 }), '20000');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm exchange' }));
    await expect(await canvas.findByText('Insufficient balance')).toBeVisible();
  },
});

/** The server refuses: the price moved too far since the quote. */
export const PriceChanged = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.post(QUOTE, fixedQuote),
      http.post('*/api/user/Transfer', () =>
        HttpResponse.json(refusal('The price has changed, please check the new rate and try again')),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Amount to pay', {}, { timeout: 5000 }), '100');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm exchange' }));
    await expect(await canvas.findByText(/The price has changed/)).toBeVisible();
  },
});

export const QuoteUnavailable = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post(QUOTE, () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('The rate could not be loaded');
  },
});

export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/user/getTransferList', () => delay('infinite')));
  },
});
