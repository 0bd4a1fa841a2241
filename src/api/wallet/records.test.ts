// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installTestEngine, server } from '@mocks/node';
import { configureApi } from '../client';
import { ApiError } from '../errors';
import { login } from '../auth';
import { getFiatRates, getLedgerEntries, getTransferHistory, getWallets, transferBetweenAccounts } from '.';

let token: string | null = null;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  token = null;
  configureApi({ getToken: () => token, getLang: () => 'en', onError: () => {}, onSessionInvalid: () => {} });
  await installTestEngine();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const signIn = async () => {
  token = await login({ type: 'email', account: 'demo@example.com', password: 'demo1234' });
};

describe('records against the demo exchange', () => {
  it('reads the journal as entries and transfers, newest first, and ends the pages', async () => {
    await signIn();
    await transferBetweenAccounts({ currencyId: 3, amount: '7.25', from: 'change', to: 'micro' });
    const page = await getLedgerEntries({ page: 1, limit: 10 });
    expect(page).toMatchObject({ page: 1, pageSize: 10, total: 8, hasMore: false });
    expect(page.items[0]).toEqual({
      id: expect.any(Number),
      time: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      account: 'micro',
      currencyId: 3,
      currency: 'USDT',
      type: 2,
      label: 'Transfer',
      amount: '7.25000000',
      frozen: '0.00000000',
      after: '3007.25000000',
    });
    const seeds = await getLedgerEntries({ type: 1, page: 1, limit: 5 });
    expect(seeds).toMatchObject({ total: 6, hasMore: true });
    expect((await getLedgerEntries({ type: 1, page: 2, limit: 5 })).hasMore).toBe(false);

    const transfers = await getTransferHistory({ page: 1, limit: 10 });
    expect(transfers.items).toHaveLength(1);
    expect(transfers.items[0]).toMatchObject({ from: 'change', to: 'micro', amount: '-7.25000000', currency: 'USDT' });
    expect(transfers.hasMore).toBe(false);
  });

  it('reads the demo’s extra accounts and totals them with change, lever and micro', async () => {
    await signIn();
    const wallets = await getWallets();
    expect(Object.keys(wallets.more).sort()).toEqual(['financial', 'fund', 'transaction']);
    expect(wallets.more.fund?.balances[0]).toMatchObject({ currency: 'USDT', available: '0.00000000' });
  });

  it('needs a session', async () => {
    await expect(getTransferHistory({ page: 1, limit: 10 })).rejects.toBeInstanceOf(ApiError);
  });

  it('reads the fiat rates, dropping malformed rows', async () => {
    expect((await getFiatRates())[0]).toEqual({ code: 'USD', rate: '1' });
    server.use(
      http.get('*/api/fiat/rates', () =>
        HttpResponse.json({
          type: 'ok',
          message: [
            { currency_code: 'EUR', rate: 0.92 },
            { currency_code: 'XX', rate: '1' },
            { currency_code: 'JPY', rate: '0' },
            { currency_code: 'GBP', rate: '-1' },
          ],
        }),
      ),
    );
    expect(await getFiatRates()).toEqual([{ code: 'EUR', rate: '0.92' }]);
  });
});
