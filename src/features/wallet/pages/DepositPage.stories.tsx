import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { paths, ROUTES } from '@/lib/routes';
import { RouteHarness } from '@/testing';
import { fundSession } from '../testing/session';
import { withDemoSession } from '../testing/story';
import DepositPage from './DepositPage';

const meta = preview.meta({
  title: 'Pages/Wallet/Deposit',
  component: DepositPage,
  parameters: { route: paths.receive({ currency: '3' }), session: fundSession },
  beforeEach: withDemoSession(),
  render: () => (
    <RouteHarness path={ROUTES.receive.path}>
      <DepositPage />
    </RouteHarness>
  ),
});

/** USDT on TRC20: the demo user's address, its QR code, the wrong-network warning and the reviewed-deposit form. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('img', { name: /USDT deposit address on TRC20/ })).toBeVisible();
    await expect(canvas.getByText(/A deposit on another network may be lost/)).toBeVisible();
  },
});

/**
 * A demo account (issue 28 item 12): no real-looking address or voucher upload, but where demo funds come from — the
 * starting balance the demo reset restores — and the way to the trade screen.
 */
export const DemoAccount = meta.story({
  parameters: { session: { ...fundSession, user: { ...fundSession.user, is_demo: true } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Demo accounts take no deposits', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText(/Reset demo funds/)).toBeVisible();
    await expect(canvas.queryByText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/)).toBeNull();
    await expect(canvas.queryByText('Payment voucher')).toBeNull();
  },
});

/** The other network: an ERC20 address. */
export const Erc20 = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'ERC20' }, { timeout: 5000 }));
    await expect(await canvas.findByText(/^0x[0-9a-f]{40}$/)).toBeVisible();
  },
});

/** Submitting without an amount or a voucher: both are asked for, nothing is sent. */
export const ValidationErrors = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit for review' }, { timeout: 5000 }));
    await expect(await canvas.findByText('Enter the amount you sent')).toBeVisible();
    await expect(canvas.getByText('Upload the payment voucher')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount sent' }), '5');
    await expect(await canvas.findByText('The minimum deposit is 10.00 USDT')).toBeVisible();
  },
});

/** A coin whose deposits are closed (LTC). */
export const Maintenance = meta.story({
  parameters: { route: paths.receive({ currency: '4' }) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Deposits of LTC are under maintenance. Please contact customer service.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
});

/** The server says deposits are under maintenance: its own words are shown. */
export const ServerMaintenance = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/wallet/get_in_address', () =>
        HttpResponse.json({ type: 'error', message: 'Recharge is under maintenance, please contact customer service' }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Recharge is under maintenance, please contact customer service', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/wallet/get_in_address', () => delay('infinite')));
  },
});

export const LoadError = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/wallet/get_in_address', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The deposit address could not be loaded.', {}, { timeout: 5000 })).toBeVisible();
  },
});
