import { delay, http, HttpResponse } from 'msw';
import { expect, screen, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { DEMO_PAY_PASSWORD } from '@mocks/fixtures/auth';
import { paths, ROUTES } from '@/lib/routes';
import { RouteHarness } from '@/testing';
import { saveAddresses, saveCard, TRON_ADDRESS } from '../testing/payees';
import { fundSession } from '../testing/session';
import { withDemoSession } from '../testing/story';
import WithdrawPage from './WithdrawPage';

const withAddress = withDemoSession((engine) => saveAddresses(engine, [{ name: 'Cold wallet', address: TRON_ADDRESS }]));
const withCard = withDemoSession((engine) => saveCard(engine));

const meta = preview.meta({
  title: 'Pages/Wallet/Withdraw',
  component: WithdrawPage,
  parameters: { route: paths.withdraw({ currency: '3' }), session: fundSession },
  beforeEach: withDemoSession(),
  render: () => (
    <RouteHarness path={ROUTES.withdraw.path}>
      <WithdrawPage />
    </RouteHarness>
  ),
});

/** To a saved TRC20 address: balance, minimum, fee, the 24-hour limit; the amount typed shows what arrives. */
export const Default = meta.story({
  beforeEach: withAddress,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount' }, { timeout: 5000 }), '100');
    await expect(await canvas.findByText('You receive')).toBeVisible();
    await expect(canvas.getByText('You receive').nextElementSibling).toHaveTextContent(/^99(\.0+)? USDT$/);
    await expect(canvas.getByText('24-hour limit (level 1)')).toBeVisible();
    await expect(canvas.getByText(/bonus/)).toBeVisible();
  },
});

/** No saved address for the coin: "add a withdraw address". */
export const NoAddress = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Add a withdraw address first/, {}, { timeout: 5000 })).toBeVisible();
  },
});

/** To the bank card. */
export const BankCard = meta.story({
  beforeEach: withCard,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Bank card' }, { timeout: 5000 }));
    await expect(await canvas.findByText('To First Demo Bank, card ending 0123')).toBeVisible();
  },
});

/** No bank card: "add a bank card". */
export const NoBankCard = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Bank card' }, { timeout: 5000 }));
    await expect(await canvas.findByText(/Add a bank card first/)).toBeVisible();
  },
});

/** Under the minimum, over the balance, no pay password: said before anything is sent. */
export const ValidationErrors = meta.story({
  beforeEach: withAddress,
  play: async ({ canvas, userEvent }) => {
    const amount = await canvas.findByRole('textbox', { name: 'Amount' }, { timeout: 5000 });
    await userEvent.type(amount, '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(await canvas.findByText('The minimum withdrawal is 10.00 USDT')).toBeVisible();
    await expect(canvas.getAllByText('Enter your pay password').length).toBeGreaterThan(0);
    await userEvent.clear(amount);
    await userEvent.type(amount, '20000');
    await expect(await canvas.findByText('Insufficient balance')).toBeVisible();
  },
});

/**
 * Checked, then confirmed before anything is sent (issue 28): the amount, the fee, what arrives (the figure that
 * matters most), the address and its network, in a sheet.
 */
export const Confirm = meta.story({
  beforeEach: withAddress,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount' }, { timeout: 5000 }), '100');
    await userEvent.type(canvas.getByLabelText('Pay password'), DEMO_PAY_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    const sheet = await screen.findByRole('dialog', { name: 'Confirm the withdrawal' }, { timeout: 5000 });
    await expect(within(sheet).getByText('You receive').nextElementSibling).toHaveTextContent(/^99(\.0+)? USDT$/);
    await expect(within(sheet).getByText('Withdraw address').nextElementSibling).toHaveTextContent(TRON_ADDRESS);
    await expect(within(sheet).getByText('Network').nextElementSibling).toHaveTextContent('TRC20');
    await expect(within(sheet).getByRole('button', { name: 'Confirm withdrawal' })).toBeVisible();
  },
});

/**
 * Confirmed and accepted (issue 28 item 5): the same sheet says it was submitted and waits for review — a message
 * will say when it is paid out or refused — with the figures, the records and "Done".
 */
export const Submitted = meta.story({
  beforeEach: withAddress,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount' }, { timeout: 5000 }), '100');
    await userEvent.type(canvas.getByLabelText('Pay password'), DEMO_PAY_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm the withdrawal' }, { timeout: 5000 });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm withdrawal' }));
    const sheet = await screen.findByRole('dialog', { name: 'Withdrawal submitted' }, { timeout: 5000 });
    await expect(within(sheet).getByRole('status')).toHaveTextContent('Submitted for review');
    await expect(within(sheet).getByText('You receive').nextElementSibling).toHaveTextContent(/^99(\.0+)? USDT$/);
    await expect(within(sheet).getByRole('button', { name: 'Done' })).toBeVisible();
  },
});

/** The server fails with HTTP 500: nothing is sent again; the page reads the state again and says to check it. */
export const ServerError = meta.story({
  async beforeEach({ msw }) {
    await withAddress();
    msw.use(http.post('*/api/wallet/out', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount' }, { timeout: 5000 }), '100');
    await userEvent.type(canvas.getByLabelText('Pay password'), DEMO_PAY_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    const sheet = await screen.findByRole('dialog', { name: 'Confirm the withdrawal' }, { timeout: 5000 });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm withdrawal' }));
    await expect(await canvas.findByText(/may not have gone through/)).toBeVisible();
  },
});

/** A user without a pay password is told to set one. */
export const NoPayPassword = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/wallet/get_info', () =>
        HttpResponse.json({
          type: 'ok',
          message: { rate: '1', min_number: '10', name: 'USDT', legal_balance: '0', change_balance: '250', pay_password_set: 0 },
        }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Set a pay password before withdrawing/, {}, { timeout: 5000 })).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/wallet/get_info', () => delay('infinite')));
  },
});

export const LoadError = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/wallet/get_info', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Withdrawal details could not be loaded.', {}, { timeout: 5000 })).toBeVisible();
  },
});
