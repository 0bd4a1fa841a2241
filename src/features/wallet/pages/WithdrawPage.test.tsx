// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DEMO_PAY_PASSWORD } from '@mocks/fixtures/auth';
import { THROTTLE_MS } from '@/lib/constants';
import { markBuilt, paths, ROUTES } from '@/lib/routes';
import { saveAddresses, saveCard, TRON_ADDRESS } from '../testing/payees';
import { fundSuite, renderPage } from '../testing/render';
import { demoUserId } from '../testing/session';
import AddWalletPage from './AddWalletPage';
import WithdrawPage from './WithdrawPage';

const fund = fundSuite();

const open = () =>
  renderPage(fund.store, ROUTES.withdraw.path, paths.withdraw({ currency: '3' }), <WithdrawPage />);
const usdt = () => fund.engine.ledger.balance(demoUserId(fund.engine), 'change', 3);
/** Another valid TRC20 address (base58, 34 characters). */
const OTHER_TRON = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const UNTOUCHED = { available: '10000.00000000', frozen: '0.00000000' };

describe('WithdrawPage', { timeout: 20_000 }, () => {
  it('checks the amount and the pay password before anything is sent, focusing the first problem', async () => {
    await saveAddresses(fund.engine, [{ name: 'Cold wallet', address: TRON_ADDRESS }]);
    const user = open();
    const amount = await screen.findByRole('textbox', { name: 'Amount' }, { timeout: 10_000 });
    await user.type(amount, '5');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The minimum withdrawal is 10.00 USDT')).toBeInTheDocument();
    expect(screen.getByLabelText('Pay password')).toHaveAccessibleDescription('Enter your pay password');
    expect(amount).toHaveFocus();
    // from now on the message follows the value
    await user.clear(amount);
    await user.type(amount, '20000');
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '100');
    await waitFor(() => expect(amount).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(usdt()).toEqual(UNTOUCHED);
  });

  it('says to add a withdraw address when the coin has none, and sends nothing', async () => {
    const user = open();
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }, { timeout: 10_000 }), '100');
    await user.type(screen.getByLabelText('Pay password'), DEMO_PAY_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Add a withdraw address first.', { selector: '[role="alert"]' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(usdt()).toEqual(UNTOUCHED);
  });

  it('confirms the amount, fee, arrival, address and network first; cancelling sends nothing, confirming books it once', async () => {
    await saveAddresses(fund.engine, [{ name: 'Cold wallet', address: TRON_ADDRESS }]);
    const user = open();
    const amount = await screen.findByRole('textbox', { name: 'Amount' }, { timeout: 10_000 });
    await user.type(amount, '100');
    await user.type(screen.getByLabelText('Pay password'), DEMO_PAY_PASSWORD);
    const firstTap = performance.now();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));

    let sheet = await screen.findByRole('dialog', { name: 'Confirm the withdrawal' });
    expect(within(sheet).getAllByRole('term').map((dt) => dt.textContent)).toEqual([
      'Amount',
      'Fee',
      'You receive',
      'Withdraw address',
      'Network',
    ]);
    expect(within(sheet).getAllByRole('definition').map((dd) => dd.textContent)).toEqual([
      '100.00 USDT',
      '1.00 USDT',
      '99.00 USDT',
      TRON_ADDRESS,
      'TRC20',
    ]);
    await user.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(usdt()).toEqual(UNTOUCHED);

    // the button ignores a second tap within THROTTLE_MS of the first (no double submit): on a fast run all of the
    // above fits in that time, and the tap was swallowed (the CI failure of 2026-11-28) — a person is slower
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, THROTTLE_MS - (performance.now() - firstTap))));
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    sheet = await screen.findByRole('dialog', { name: 'Confirm the withdrawal' });
    await user.click(within(sheet).getByRole('button', { name: 'Confirm withdrawal' }));
    await waitFor(() => expect(usdt()).toEqual({ available: '9900.00000000', frozen: '100.00000000' }));
    // the result: submitted and waiting for review, the same figures
    sheet = await screen.findByRole('dialog', { name: 'Withdrawal submitted' });
    expect(within(sheet).getByRole('status')).toHaveTextContent('Submitted for review');
    expect(within(sheet).getByText('You receive').nextElementSibling).toHaveTextContent('99.00 USDT');
    await user.click(within(sheet).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(amount).toHaveValue('');
    expect(screen.getByLabelText('Pay password')).toHaveValue('');
  });

  it('comes back from "add a withdraw address" to the form, the new address chosen (issue 28 item 11)', async () => {
    markBuilt([ROUTES.addWallet.path]); // the link is offered once the address page is built
    // an older address of the coin: the new one must be chosen, not the first
    await saveAddresses(fund.engine, [{ name: 'Old wallet', address: OTHER_TRON }]);
    const user = renderPage(
      fund.store,
      ROUTES.withdraw.path,
      paths.withdraw({ currency: '3' }),
      <WithdrawPage />,
      <Route path={ROUTES.addWallet.path} element={<AddWalletPage />} />,
    );
    await user.click(await screen.findByRole('link', { name: 'Add a withdraw address' }, { timeout: 10_000 }));
    await user.type(await screen.findByLabelText('Remark', {}, { timeout: 10_000 }), 'Cold wallet');
    await user.type(screen.getByLabelText('Wallet address'), TRON_ADDRESS);
    await user.type(screen.getByLabelText('Pay password'), DEMO_PAY_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    // back on the withdraw form, not on the address list
    const amount = await screen.findByRole('textbox', { name: 'Amount' }, { timeout: 10_000 });
    expect(amount).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /Withdraw address/ })).toHaveTextContent('Cold wallet'));
  });

  it('withdraws to the bank card, named in the confirmation', async () => {
    saveCard(fund.engine);
    const user = open();
    await user.click(await screen.findByRole('radio', { name: 'Bank card' }, { timeout: 10_000 }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '50');
    await user.type(screen.getByLabelText('Pay password'), DEMO_PAY_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const sheet = await screen.findByRole('dialog', { name: 'Confirm the withdrawal' });
    expect(within(sheet).getByText('Bank card').nextElementSibling).toHaveTextContent(
      'To First Demo Bank, card ending 0123',
    );
    await user.click(within(sheet).getByRole('button', { name: 'Confirm withdrawal' }));
    await waitFor(() => expect(usdt()).toEqual({ available: '9950.00000000', frozen: '50.00000000' }));
  });
});
