import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { ROUTES } from '@/lib/routes';
import { RouteHarness } from '@/testing';
import { FUND_TOKEN, fundSession } from '../testing/session';
import { withDemoSession } from '../testing/story';
import TransferHistoryPage from './TransferHistoryPage';

const HISTORY = '*/api/wallet/hzhistory';

const meta = preview.meta({
  title: 'Pages/Wallet/TransferHistory',
  component: TransferHistoryPage,
  parameters: { route: ROUTES.transferHistory.path, session: fundSession },
  beforeEach: withDemoSession(),
  render: () => (
    <RouteHarness path={ROUTES.transferHistory.path}>
      <TransferHistoryPage />
    </RouteHarness>
  ),
});

/**
 * Twelve transfers made on the demo exchange, newest first: the first page of 10, then the other 2 as the end of
 * the list comes into view, ending in "No more data".
 */
export const Default = meta.story({
  beforeEach: withDemoSession((engine) => {
    for (let i = 1; i <= 12; i++)
      engine.wallet.change(FUND_TOKEN, {
        currency_id: '3',
        number: String(i),
        from_field: i % 2 ? 'change' : 'lever',
        to_field: i % 2 ? 'lever' : 'change',
      });
  }),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Transfer history' }, { timeout: 5000 });
    // the second page is in: the list knows its whole size
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '12'), {
      timeout: 5000,
    });
    await expect(await canvas.findByText('No more data')).toBeVisible();
    // the newest, the 12th: 12 USDT out of futures into spot (a row's text: "Futures → Spot · <time>")
    const newest = within(within(list).getAllByRole('listitem')[0]!);
    await expect(newest.getByText(/^Futures → Spot/)).toBeVisible();
    await expect(newest.getByText(/^[-−]12\.00 USDT$/)).toBeVisible();
  },
});

export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No transfers yet', {}, { timeout: 5000 })).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get(HISTORY, () => delay('infinite')));
  },
});

export const LoadError = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get(HISTORY, () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    // a GET is retried twice (1 s, then 2 s) before the error shows
    await expect(await canvas.findByRole('button', { name: 'Try again' }, { timeout: 10_000 })).toBeVisible();
  },
});
