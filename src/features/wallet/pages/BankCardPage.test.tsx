// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { THROTTLE_MS } from '@/lib/constants';
import { ROUTES } from '@/lib/routes';
import { fundSuite, renderPage } from '../testing/render';
import { demoUserId } from '../testing/session';
import BankCardPage from './BankCardPage';

const fund = fundSuite();

const open = () => renderPage(fund.store, ROUTES.bank.path, ROUTES.bank.path, <BankCardPage />);

const VALID: [string, string][] = [
  ['Real name', 'Alex Morgan'],
  ['Account number', '6222021234567890123'],
  ['Bank name', 'First Demo Bank'],
  ['Bank address', '1 Main Street'],
  ['ABA routing number', '021000021'],
  ['SWIFT code', 'deutdeff'],
  ['Post code', '10001'],
  ['Payee address', '22 Elm Road'],
  ['Payee phone', '+1 555 0100'],
];

describe('BankCardPage', { timeout: 20_000 }, () => {
  it('prompts to add a card, checks every field in words, then saves it through the demo exchange', async () => {
    const user = open();
    expect(await screen.findByText('Add a bank card to withdraw to your bank account.', {}, { timeout: 10_000 })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save bank card' }));
    expect(screen.getByText("Enter the account holder's real name")).toBeInTheDocument();
    expect(screen.getByText('9 digits')).toBeInTheDocument();
    expect(screen.getByText("Enter the payee's address")).toBeInTheDocument();

    for (const [label, value] of VALID) await user.type(screen.getByLabelText(label), value);
    await user.clear(screen.getByLabelText('Account number'));
    await user.type(screen.getByLabelText('Account number'), '12345678901');
    await user.click(screen.getByRole('button', { name: 'Save bank card' }));
    expect(screen.getByText('Digits only, at least 12 (30 at most)')).toBeInTheDocument();
    expect(fund.engine.wallet.bankCardOf(demoUserId(fund.engine))).toBeUndefined();

    await user.type(screen.getByLabelText('Account number'), '2');
    // the button ignores a second click within THROTTLE_MS (no double submit)
    await new Promise((resolve) => setTimeout(resolve, THROTTLE_MS));
    await user.click(screen.getByRole('button', { name: 'Save bank card' }));
    await waitFor(() =>
      expect(fund.engine.wallet.bankCardOf(demoUserId(fund.engine))).toMatchObject({
        real_name: 'Alex Morgan',
        bank_account: '123456789012',
        swift: 'DEUTDEFF',
        bank_branch: '',
        payee_phone: '+1 555 0100',
      }),
    );
    expect(await screen.findByText('Withdrawals to a bank go to this account. Saving replaces it.')).toBeVisible();
  });

  it('shows the saved card, prefilled', async () => {
    fund.engine.wallet.cashSave('fund-story-token', {
      real_name: 'Alex Morgan',
      bank_account: '6222021234567890123',
      bank_name: 'First Demo Bank',
      bank_address: '1 Main Street',
      bank_branch: 'Downtown',
      aba: '021000021',
      swift: 'DEUTDEFF',
      post_code: '10001',
      payee_address: '22 Elm Road',
      payee_phone: '+15550100',
    });
    open();
    expect(await screen.findByDisplayValue('6222021234567890123', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByLabelText('Branch (optional)')).toHaveValue('Downtown');
  });
});
