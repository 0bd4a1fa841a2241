import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { paths, ROUTES } from '@/lib/routes';
import { refusal, RouteHarness } from '@/testing';
import { fundSession } from '../testing/session';
import { withDemoSession } from '../testing/story';
import TransferPage from './TransferPage';

const meta = preview.meta({
  title: 'Pages/Wallet/Transfer',
  component: TransferPage,
  parameters: { route: ROUTES.transfer.path, session: fundSession },
  beforeEach: withDemoSession(),
  render: () => (
    <RouteHarness path={ROUTES.transfer.path}>
      <TransferPage />
    </RouteHarness>
  ),
});

/** Spot → Futures, USDT, with the demo user's available balance. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('10,000.00 USDT', {}, { timeout: 5000 })).toBeVisible();
  },
});

/** Opened from an account (`from`, `to`, `currency` in the query). */
export const Prefilled = meta.story({
  parameters: { route: paths.transfer({ from: 'micro', to: 'legal', currency: '3' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3,000.00 USDT', {}, { timeout: 5000 })).toBeVisible();
  },
});

export const InsufficientBalance = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Amount', {}, { timeout: 5000 }), '10000.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm transfer' }));
    await expect(await canvas.findByText('Insufficient balance')).toBeVisible();
  },
});

export const Transferred = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Amount', {}, { timeout: 5000 }), '2500.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm transfer' }));
    await expect(await canvas.findByText('Transfer successful')).toBeVisible();
    await expect(await canvas.findByText('7,499.50 USDT')).toBeVisible();
  },
});

/** The server refuses (its text, translated, is the toast). */
export const Refused = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/wallet/change', () => HttpResponse.json(refusal('Insufficient wallet balance'))));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Amount', {}, { timeout: 5000 }), '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm transfer' }));
    await expect(await canvas.findByText('Insufficient wallet balance')).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/wallet/list', () => delay('infinite')));
  },
});

export const LoadError = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/wallet/list', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Balances could not be loaded.', {}, { timeout: 5000 })).toBeVisible();
  },
});
