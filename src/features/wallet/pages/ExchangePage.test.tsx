// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '@mocks/engine';
import { server } from '@mocks/node';
import { getExchangeQuote } from '@/api/wallet/exchange';
import { ROUTES } from '@/lib/routes';
import { exchangeFigures } from '../exchange';
import { renderPage, setUpFund } from '../testing/render';
import { demoUserId } from '../testing/session';
import ExchangePage from './ExchangePage';

let engine: Engine;
let store: Awaited<ReturnType<typeof setUpFund>>['store'];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  ({ engine, store } = await setUpFund());
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const change = (currency: number) => engine.ledger.balance(demoUserId(engine), 'change', currency).available;

describe('ExchangePage', { timeout: 20_000 }, () => {
  it('exchanges USDT for BTC at the rate and fee shown, exactly', async () => {
    const user = renderPage(store, ROUTES.getUsdt.path, ROUTES.getUsdt.path, <ExchangePage />);
    await screen.findByText('10,000.00000000 USDT', {}, { timeout: 10_000 });
    await user.type(screen.getByLabelText('Amount to pay'), '1234.5');
    const quote = await getExchangeQuote({ from: 3, to: 1 });
    const { received, fee } = exchangeFigures('1234.5', quote);
    expect(await screen.findByText(`${received} BTC`)).toBeInTheDocument();
    expect(screen.getByText(`${fee} USDT`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm exchange' }));
    expect(await screen.findByText('8,765.50000000 USDT')).toBeInTheDocument();
    expect(change(3)).toBe('8765.50000000');
    expect(change(1)).toBe(addEight('0.50000000', received));
    expect(engine.ledger.fees(3)).toBe(fee);
  });

  it('swaps the coins, and refuses more than available', async () => {
    const user = renderPage(store, ROUTES.getUsdt.path, ROUTES.getUsdt.path, <ExchangePage />);
    await screen.findByText('10,000.00000000 USDT', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Swap coins' }));
    expect(await screen.findByText('0.50000000 BTC')).toBeInTheDocument();
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
