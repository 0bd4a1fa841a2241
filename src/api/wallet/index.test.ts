// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installTestEngine, server } from '@mocks/node';
import { configureApi } from '../client';
import { ApiError } from '../errors';
import { login } from '../auth';
import { getWallets, toWallets, transferBetweenAccounts, walletListSchema } from '.';

let token: string | null = null;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  token = null;
  configureApi({ getToken: () => token, getLang: () => 'en', onError: () => {}, onSessionInvalid: () => {} });
  await installTestEngine();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const usdt = (
  wallets: Awaited<ReturnType<typeof getWallets>>,
  account: 'legal' | 'change' | 'lever' | 'micro',
) => wallets.accounts[account].balances.find((b) => b.currency === 'USDT')!;

describe('wallet calls against the demo exchange', () => {
  it('reads every account and moves money between two', async () => {
    token = await login({ type: 'email', account: 'demo@example.com', password: 'demo1234' });
    const before = await getWallets();
    expect(usdt(before, 'micro')).toEqual({
      currencyId: 3,
      currency: 'USDT',
      available: '3000.00000000',
      frozen: '0.00000000',
      usdtPrice: '1',
      canDeposit: true,
    });
    await expect(
      transferBetweenAccounts({ currencyId: 3, amount: '0.5', from: 'micro', to: 'lever' }),
    ).resolves.toBe('Transfer successful');
    const after = await getWallets();
    expect(usdt(after, 'micro').available).toBe('2999.50000000');
    expect(usdt(after, 'lever').available).toBe('20000.50000000');
    // change + lever + micro: moving between two of them leaves the total as it was.
    expect(after.usdtTotal).toBe(before.usdtTotal);
  });

  it('rejects an overdraft with the spec message', async () => {
    token = await login({ type: 'email', account: 'demo@example.com', password: 'demo1234' });
    const attempt = transferBetweenAccounts({ currencyId: 3, amount: '3000.01', from: 'micro', to: 'legal' });
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    await expect(attempt).rejects.toMatchObject({ kind: 'business' });
  });
});

describe('toWallets', () => {
  it('reads each account’s own balance fields, tolerates numbers and missing figures', () => {
    const group = (rows: object[], usdt_totle: unknown) => ({
      balance: rows,
      usdt_totle,
      totle: 0,
      CNY: '',
    });
    const wire = walletListSchema.parse({
      legal_wallet: group(
        [
          {
            id: 1,
            currency: 3,
            currency_name: 'USDT',
            legal_balance: 12.5,
            lock_legal_balance: '1',
            is_charge: true,
            usdt_price: 1,
          },
        ],
        13.5,
      ),
      change_wallet: group(
        [{ id: 1, currency: '1', currency_name: 'BTC', change_balance: '0.1', is_charge: 0 }],
        '6000.1',
      ),
      lever_wallet: group([], '0.2'),
      micro_wallet: group([], null),
      ExRate: 7.2,
    });
    const wallets = toWallets(wire);
    expect(wallets.accounts.legal.balances[0]).toMatchObject({
      available: '12.5',
      frozen: '1',
      usdtPrice: '1',
    });
    expect(wallets.accounts.change.balances[0]).toMatchObject({
      currencyId: 1,
      available: '0.1',
      frozen: '0',
      usdtPrice: '0',
      canDeposit: false,
    });
    expect(wallets.usdtTotal).toBe('6000.3');
    expect(wallets.exRate).toBe('7.2');
  });
});
