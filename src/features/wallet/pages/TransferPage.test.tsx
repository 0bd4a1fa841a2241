// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { THROTTLE_MS } from '@/lib/constants';
import { paths, ROUTES } from '@/lib/routes';
import { fundSuite, renderPage } from '../testing/render';
import { demoUserId } from '../testing/session';
import TransferPage from './TransferPage';

// before the suite's own set-up: a stored preference must not leak from one test to the next
beforeEach(() => localStorage.clear());
const fund = fundSuite();

const open = (route: string = ROUTES.transfer.path) =>
  renderPage(fund.store, ROUTES.transfer.path, route, <TransferPage />);
const usdt = (account: 'change' | 'lever' | 'micro' | 'legal') =>
  fund.engine.ledger.balance(demoUserId(fund.engine), account, 3).available;

describe('TransferPage', { timeout: 15_000 }, () => {
  it('moves the amount from spot to futures through the ledger, exactly', async () => {
    const user = open();
    await screen.findByText('10,000.00 USDT', {}, { timeout: 10_000 });
    await user.type(screen.getByLabelText('Amount'), '1234.56789012');
    await user.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    expect(await screen.findByText('8,765.43210988 USDT')).toBeInTheDocument();
    expect(usdt('change')).toBe('8765.43210988');
    expect(usdt('lever')).toBe('21234.56789012');
    expect(screen.getByLabelText('Amount')).toHaveValue('');
  });

  it('refuses more than available before calling the server', async () => {
    const user = open();
    await screen.findByText('10,000.00 USDT', {}, { timeout: 10_000 });
    await user.type(screen.getByLabelText('Amount'), '10000.00000001');
    await user.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    expect(usdt('change')).toBe('10000.00000000');
  });

  it('checks the amount again against the new account once the accounts change after a failed submit', async () => {
    const user = open();
    await screen.findByText('10,000.00 USDT', {}, { timeout: 10_000 });
    const amount = screen.getByLabelText('Amount');
    await user.type(amount, '15000');
    await user.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    expect(amount).toHaveFocus();
    // Futures holds 20,000 USDT: the same amount now fits
    await user.click(screen.getByRole('button', { name: 'Swap accounts' }));
    await waitFor(() => expect(screen.queryByText('Insufficient balance')).not.toBeInTheDocument());
    expect(amount).not.toHaveAttribute('aria-invalid');
    // the button ignores a second click within THROTTLE_MS
    await new Promise((resolve) => setTimeout(resolve, THROTTLE_MS));
    await user.click(screen.getByRole('button', { name: 'Swap accounts' }));
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    expect(usdt('change')).toBe('10000.00000000');
  });

  it('asks for an amount above zero', async () => {
    const user = open();
    await screen.findByText('10,000.00 USDT', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    expect(await screen.findByText('Enter an amount above zero')).toBeInTheDocument();
  });

  it('starts from the query’s accounts and swaps them', async () => {
    const user = open(paths.transfer({ from: 'micro', to: 'legal' }));
    await screen.findByText('3,000.00 USDT', {}, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: /^From/ })).toHaveTextContent('Seconds');
    expect(screen.getByRole('button', { name: /^To/ })).toHaveTextContent('Fiat');
    await user.click(screen.getByRole('button', { name: 'Swap accounts' }));
    expect(screen.getByRole('button', { name: /^From/ })).toHaveTextContent('Fiat');
    expect(await screen.findByText('5,000.00 USDT')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Max' }));
    await user.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    expect(await screen.findByText('0.00 USDT')).toBeInTheDocument();
    expect(usdt('legal')).toBe('0.00000000');
    expect(usdt('micro')).toBe('8000.00000000');
  });
});
