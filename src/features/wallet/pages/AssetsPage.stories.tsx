import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { ROUTES } from '@/lib/routes';
import { RouteHarness } from '@/testing';
import { HIDE_BALANCES_KEY } from '../state';
import { fundSession } from '../testing/session';
import { withDemoSession } from '../testing/story';
import AssetsPage from './AssetsPage';

const WALLETS = '*/api/wallet/list';

/** The assets tab, answered by the demo exchange (the seeded demo user's balances; frozen clock). */
const meta = preview.meta({
  title: 'Pages/Wallet/Assets',
  component: AssetsPage,
  parameters: { route: ROUTES.assets.path, session: fundSession },
  beforeEach: withDemoSession(),
  render: () => (
    <RouteHarness path={ROUTES.assets.path}>
      <AssetsPage />
    </RouteHarness>
  ),
});

/** The account entry top left (the personal centre), the total, the shortcuts, each coin with its logo. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Spot' }, { timeout: 5000 })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('link', { name: 'Account and settings' })).toHaveAttribute('href', ROUTES.setting.path);
    await expect(canvas.getByText('Total assets (USD)')).toBeVisible();
    // the coins' logos (the demo's `image`), once the coin list is in
    await waitFor(
      () =>
        expect(canvas.getByRole('link', { name: /^USDT/ }).querySelector('img')?.getAttribute('src')).toMatch(
          /\/api\/demo\/assets\/coin\/usdt\.svg$/,
        ),
      { timeout: 5000 },
    );
    await expect(canvas.getByRole('link', { name: /^USDT/ })).toHaveAttribute(
      'href',
      '/pages/fund/assets_record?account=change&currency=3',
    );
  },
});

/**
 * The stored preference: every figure masked, units kept. Here it is stored after the app's modules were
 * loaded (a returning user's is there before), so the first render has the value read at load (shown) and
 * the stored one lands when the atom mounts: the play waits for the pressed toggle instead of reading it once.
 */
export const HiddenBalances = meta.story({
  beforeEach() {
    localStorage.setItem(HIDE_BALANCES_KEY, 'true');
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Hide balances', pressed: true }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: 'Spot' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getAllByText('****').length).toBeGreaterThan(3);
  },
});

/** Another display fiat (stored choice): the total is converted at the demo's rate. */
export const InYuan = meta.story({
  beforeEach() {
    localStorage.setItem('fiat', JSON.stringify({ currency_code: 'CNY', rate: '7.2' }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Total assets (CNY)', {}, { timeout: 5000 })).toBeVisible();
  },
});

export const FuturesAccount = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Futures' }, { timeout: 5000 }));
    await expect(await canvas.findByText('Futures account value')).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post(WALLETS, () => delay('infinite')));
  },
});

export const LoadError = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post(WALLETS, () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Balances could not be loaded.', {}, { timeout: 5000 })).toBeVisible();
  },
});
