import { delay, http, HttpResponse } from 'msw';
import { expect, screen } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { ROUTES } from '@/lib/routes';
import { RouteHarness } from '@/testing';
import { REMARK_MAX } from '../payeeRules';
import { ETH_ADDRESS, saveAddresses, TRON_ADDRESS } from '../testing/payees';
import { fundSession } from '../testing/session';
import { withDemoSession } from '../testing/story';
import WalletAddressesPage from './WalletAddressesPage';

const meta = preview.meta({
  title: 'Pages/Wallet/WalletAddresses',
  component: WalletAddressesPage,
  parameters: { route: ROUTES.wallet.path, session: fundSession },
  beforeEach: withDemoSession(),
  render: () => (
    <RouteHarness path={ROUTES.wallet.path}>
      <WalletAddressesPage />
    </RouteHarness>
  ),
});

const twoAddresses = withDemoSession((engine) =>
  saveAddresses(engine, [
    { name: 'Cold wallet', address: TRON_ADDRESS },
    { name: 'Exchange', address: ETH_ADDRESS, currency: '2' },
  ]),
);

/** Two saved addresses, one per network. */
export const Default = meta.story({
  beforeEach: twoAddresses,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(TRON_ADDRESS, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('No more data')).toBeVisible();
  },
});

/** None saved: "add a withdraw address". */
export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No withdraw address yet', {}, { timeout: 5000 })).toBeVisible();
  },
});

/**
 * The longest remark the rule allows (REMARK_MAX characters; one more is refused, by the form before the call
 * and by the demo exchange) on the longer network's address.
 */
const LONG_REMARK = 'Hardware cold-storage wallet 1';

export const LongText = meta.story({
  beforeEach: withDemoSession((engine) =>
    saveAddresses(engine, [{ name: LONG_REMARK, address: ETH_ADDRESS, currency: '2' }]),
  ),
  play: async ({ canvas }) => {
    await expect(Array.from(LONG_REMARK)).toHaveLength(REMARK_MAX);
    await expect(
      await canvas.findByRole('heading', { name: LONG_REMARK, level: 2 }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText(ETH_ADDRESS)).toBeVisible();
  },
});

/** Deleting asks first. */
export const ConfirmDelete = meta.story({
  beforeEach: twoAddresses,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Cold wallet' }, { timeout: 5000 }));
    await expect(await screen.findByRole('alertdialog', { name: 'Delete this withdraw address?' })).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/user/wallet/list', () => delay('infinite')));
  },
});

export const LoadError = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/user/wallet/list', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Withdraw addresses could not be loaded.', {}, { timeout: 5000 })).toBeVisible();
  },
});
