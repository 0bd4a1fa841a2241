import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { paths, ROUTES } from '@/lib/routes';
import { RouteHarness } from '@/testing';
import { makeDeposits, makeWithdrawals } from '../testing/funding';
import { TRON_ADDRESS } from '../testing/payees';
import { fundSession } from '../testing/session';
import { withDemoSession } from '../testing/story';
import FundRecordsPage from './FundRecordsPage';

const meta = preview.meta({
  title: 'Pages/Wallet/DepositRecords',
  component: FundRecordsPage,
  parameters: { route: paths.receiveWithdrawRecord({ type: 'receive' }), session: fundSession },
  beforeEach: withDemoSession(),
  render: () => (
    <RouteHarness path={ROUTES.receiveWithdrawRecord.path}>
      <FundRecordsPage />
    </RouteHarness>
  ),
});

const withRecords = withDemoSession(async (engine) => {
  makeDeposits(engine, [{ amount: '500', approved: true }, { amount: '250.5' }]);
  await makeWithdrawals(engine, [{ number: '100', address: TRON_ADDRESS }]);
});

/** Deposits: one under review (newest), one credited. */
export const Deposits = meta.story({
  beforeEach: withRecords,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Under review', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('Completed')).toBeVisible();
    await expect(canvas.getByText('No more data')).toBeVisible();
  },
});

/** Withdrawals: amount, fee and what arrives, under review. */
export const Withdrawals = meta.story({
  parameters: { route: paths.receiveWithdrawRecord({ type: 'withdraw' }) },
  beforeEach: withRecords,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('99.00', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('Under review')).toBeVisible();
  },
});

export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No records yet', {}, { timeout: 5000 })).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/recharge/log', () => delay('infinite')));
  },
});

export const LoadError = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/recharge/log', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Records could not be loaded.', {}, { timeout: 8000 })).toBeVisible();
  },
});
