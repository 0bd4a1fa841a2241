import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { paths, ROUTES } from '@/lib/routes';
import { RouteHarness } from '@/testing';
import { fundSession } from '../testing/session';
import { withDemoSession } from '../testing/story';
import SelectPage from './SelectPage';

const LIST = '*/api/currency/user_currency_list';

const meta = preview.meta({
  title: 'Pages/Wallet/Select',
  component: SelectPage,
  parameters: { route: paths.fundSelect({ type: 'receive' }), session: fundSession },
  beforeEach: withDemoSession(),
  render: () => (
    <RouteHarness path={ROUTES.fundSelect.path}>
      <SelectPage />
    </RouteHarness>
  ),
});

/** Deposit: every coin with its spot balance; LTC's deposits are under maintenance. */
export const Deposit = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Choose a coin to deposit' }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText('Deposits under maintenance', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /USDT/ })).toHaveAttribute('href', expect.stringContaining('receive?currency=3'));
  },
});

export const Withdraw = meta.story({
  parameters: { route: paths.fundSelect({ type: 'withdraw' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /BTC/ }, { timeout: 5000 })).toHaveAttribute(
      'href',
      expect.stringContaining('withdraw?currency=1'),
    );
  },
});

export const Empty = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get(LIST, () => HttpResponse.json({ type: 'ok', message: [] })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No coins available', {}, { timeout: 5000 })).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get(LIST, () => delay('infinite')));
  },
});

export const LoadError = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get(LIST, () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Coins could not be loaded.', {}, { timeout: 8000 })).toBeVisible();
  },
});
