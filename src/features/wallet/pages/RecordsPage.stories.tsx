import { delay, http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { paths, ROUTES } from '@/lib/routes';
import { RouteHarness } from '@/testing';
import { FUND_TOKEN, fundSession } from '../testing/session';
import { withDemoSession } from '../testing/story';
import RecordsPage from './RecordsPage';

const LOG = '*/api/wallet/legal_log';

const meta = preview.meta({
  title: 'Pages/Wallet/Records',
  component: RecordsPage,
  parameters: { route: ROUTES.assetsAllRecord.path, session: fundSession },
  beforeEach: withDemoSession((engine) => {
    engine.wallet.change(FUND_TOKEN, { currency_id: '3', number: '250', from_field: 'change', to_field: 'micro' });
  }),
  render: () => (
    <RouteHarness
      path={ROUTES.assetsAllRecord.path}
      extraRoutes={<Route path={ROUTES.assetsRecord.path} element={<RecordsPage />} />}
    >
      <RecordsPage />
    </RouteHarness>
  ),
});

/** Every movement of the demo user's balances: the opening balances and one transfer. */
export const AllRecords = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Asset records' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getAllByText('Opening balance').length).toBeGreaterThan(0);
  },
});

/** One account and coin, opened from the assets page. */
export const OneAccount = meta.story({
  parameters: { route: paths.assetsRecord({ account: 'micro', currency: '3' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Seconds records' }, { timeout: 5000 })).toBeVisible();
  },
});

/** A type with no records yet. */
export const EmptyType = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Withdrawals' }, { timeout: 5000 }));
    await expect(await canvas.findByText('No records yet', {}, { timeout: 5000 })).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post(LOG, () => delay('infinite')));
  },
});

export const LoadError = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post(LOG, () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' }, { timeout: 5000 })).toBeVisible();
  },
});
