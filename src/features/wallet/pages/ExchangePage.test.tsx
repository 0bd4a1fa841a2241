// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getExchangeQuote } from '@/api/wallet/exchange';
import { formatNumber } from '@/lib/format';
import { ROUTES } from '@/lib/routes';
import { exchangeFigures } from '../exchange';
import { fundSuite, renderPage } from '../testing/render';
import { demoUserId } from '../testing/session';
import ExchangePage from './ExchangePage';

const fund = fundSuite();

const change = (currency: number) => fund.engine.ledger.balance(demoUserId(fund.engine), 'change', currency).available;

describe('ExchangePage', { timeout: 20_000 }, () => {
  it('exchanges USDT for BTC at the rate and fee shown, exactly', async () => {
    const user = renderPage(fund.store, ROUTES.getUsdt.path, ROUTES.getUsdt.path, <ExchangePage />);
    await screen.findByText('10,000.00 USDT', {}, { timeout: 10_000 });
    await user.type(screen.getByLabelText('Amount to pay'), '1234.5');
    const quote = await getExchangeQuote({ from: 3, to: 1 });
    const { received, fee } = exchangeFigures('1234.5', quote);
    expect(await screen.findByText(`${formatNumber(received, 'balance')} BTC`)).toBeInTheDocument();
    expect(screen.getByText(`${formatNumber(fee, 'fee')} USDT`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm exchange' }));
    expect(await screen.findByText('8,765.50 USDT')).toBeInTheDocument();
    expect(change(3)).toBe('8765.50000000');
    expect(change(1)).toBe(addEight('0.50000000', received));
    expect(fund.engine.ledger.fees(3)).toBe(fee);
  });

  it('refuses an amount too small to receive anything at the quote shown', async () => {
    const user = renderPage(fund.store, ROUTES.getUsdt.path, ROUTES.getUsdt.path, <ExchangePage />);
    await screen.findByText('10,000.00 USDT', {}, { timeout: 10_000 });
    await user.type(screen.getByLabelText('Amount to pay'), '0.00000001');
    // the quote is in: the figures show what 0.00000001 USDT buys (nothing, cut to 8 places)
    expect(await screen.findByText('0.00 BTC')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm exchange' }));
    expect(await screen.findByText('The amount is too small to exchange')).toBeInTheDocument();
    expect(change(3)).toBe('10000.00000000');
  });

  it('swaps the coins, and refuses more than available', async () => {
    const user = renderPage(fund.store, ROUTES.getUsdt.path, ROUTES.getUsdt.path, <ExchangePage />);
    await screen.findByText('10,000.00 USDT', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Swap coins' }));
    expect(await screen.findByText('0.50 BTC')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount to pay'), '0.6');
    await user.click(screen.getByRole('button', { name: 'Confirm exchange' }));
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    expect(change(1)).toBe('0.50000000');
  });
});

/** Adds two 8-place amounts as integers of 10^-8 (no float, no Decimal: an independent check). */
function addEight(a: string, b: string): string {
  const units = (s: string) => BigInt(s.replace('.', ''));
  const sum = (units(a) + units(b)).toString().padStart(9, '0');
  return `${sum.slice(0, -8)}.${sum.slice(-8)}`;
}
