// @vitest-environment jsdom
/** Wallet calls (wire-facts §8): the app reads the family, the demo exchange speaks it. See ./contract.ts. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installTestEngine, server } from '@mocks/node';
import { configureApi } from '@/api/client';
import { getLedgerEntries, getTransferHistory, getWallets, walletListSchema } from '@/api/wallet';
import { legalLogSchema, transferHistorySchema } from '@/api/wire/wallet/records';
import { demo, example, expectParses, expectSpeaksFamily, serve, signIn } from './contract';

let token: string | null = null;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  token = null;
  configureApi({ getToken: () => token, getLang: () => 'en', onError: () => {}, onSessionInvalid: () => {} });
  await installTestEngine();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('POST /wallet/list: one group per account, `<account>_balance` rows', () => {
  const recorded = example('wallet', 'wallet_list');

  it('the app reads every account into one shape and totals change + lever + micro', async () => {
    expectParses(recorded, walletListSchema);
    serve('post', 'wallet/list', recorded);
    const wallets = await getWallets();
    expect(wallets.accounts.change.balances).toEqual([
      { currencyId: 3, currency: 'USDT', available: '10.00000000', frozen: '2.50000000', usdtPrice: '1', canDeposit: true },
    ]);
    expect(wallets.usdtTotal).toBe('162.5');
    expect(wallets.exRate).toBe('7.2');
  });

  it('the demo exchange answers the same groups', async () => {
    token = await signIn();
    expectSpeaksFamily(await demo('POST', 'wallet/list', {}, token), recorded, walletListSchema);
  });
});

describe('POST /wallet/legal_log: `{list, count, limit, is_open_CTbi}` of account_log rows', () => {
  const recorded = example('wallet', 'wallet_legal_log');

  it('the app reads the rows and the count', async () => {
    expectParses(recorded, legalLogSchema({ page: 1, limit: 10 }));
    serve('post', 'wallet/legal_log', recorded);
    const page = await getLedgerEntries({ page: 1, limit: 10 });
    expect(page).toMatchObject({ total: 11, hasMore: true });
    expect(page.items[0]).toEqual({
      id: 5012,
      time: '2024-03-02 10:15:00',
      account: 'change',
      currencyId: 3,
      currency: 'USDT',
      type: 2,
      label: '划转',
      amount: '-25.00000000',
      frozen: '0',
      after: '100.00000000',
    });
  });

  it('the demo exchange answers the same shape', async () => {
    token = await signIn();
    await demo('POST', 'wallet/change', { currency_id: '3', number: '25', from_field: 'change', to_field: 'legal' }, token);
    expectSpeaksFamily(await demo('POST', 'wallet/legal_log', { page: '1', limit: '10' }, token), recorded, legalLogSchema({ page: 1, limit: 10 }));
  });
});

describe('GET /wallet/hzhistory: a Laravel paginator of transfer rows', () => {
  const recorded = example('wallet', 'wallet_hzhistory');

  it('the app reads the page', async () => {
    expectParses(recorded, transferHistorySchema({ page: 1, limit: 10 }));
    serve('get', 'wallet/hzhistory', recorded);
    const page = await getTransferHistory({ page: 1, limit: 10 });
    expect(page).toMatchObject({ total: 1, hasMore: false });
    // the family's rows name no accounts pair: the app shows the row's own account
    expect(page.items[0]).toMatchObject({ account: 'change', from: undefined, to: undefined, amount: '-25.00000000' });
  });

  it('the demo exchange answers the same shape', async () => {
    token = await signIn();
    await demo('POST', 'wallet/change', { currency_id: '3', number: '25', from_field: 'change', to_field: 'legal' }, token);
    expectSpeaksFamily(await demo('GET', 'wallet/hzhistory', { page: '1', limit: '10' }, token), recorded, transferHistorySchema({ page: 1, limit: 10 }));
  });
});
