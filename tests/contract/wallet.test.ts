// @vitest-environment jsdom
/** Wallet calls (wire-facts §8): the app reads the family, the demo exchange speaks it. See ./contract.ts. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installTestEngine, server } from '@mocks/node';
import { configureApi } from '@/api/client';
import { getWallets, walletListSchema } from '@/api/wallet';
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
