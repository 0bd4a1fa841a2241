// @vitest-environment jsdom
/** Coin exchange calls (wire-facts §8): the app reads the family, the demo exchange speaks it. See ./contract.ts. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installTestEngine, server } from '@mocks/node';
import { configureApi } from '@/api/client';
import { exchangeCoins, getExchangeCoins, getExchangeQuote } from '@/api/wallet/exchange';
import { transferFeeSchema, transferListSchema } from '@/api/wire/wallet/exchange';
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

describe('POST /user/getTransferList: `{transfer, wallet}`', () => {
  const recorded = example('wallet', 'user_getTransferList');

  it('the app reads the coins with their change balances', async () => {
    expectParses(recorded, transferListSchema);
    serve('post', 'user/getTransferList', recorded);
    expect(await getExchangeCoins()).toEqual([
      { id: 3, name: 'USDT', available: '125.50000000' },
      { id: 1, name: 'BTC', available: '0' },
    ]);
  });

  it('the demo exchange answers the same shape', async () => {
    token = await signIn();
    expectSpeaksFamily(await demo('POST', 'user/getTransferList', {}, token), recorded, transferListSchema);
  });
});

describe('POST /user/getTransferFee: `{form_price, to_price, fee}`', () => {
  const recorded = example('wallet', 'user_getTransferFee');

  it('the app reads the family’s spelling', async () => {
    expectParses(recorded, transferFeeSchema);
    serve('post', 'user/getTransferFee', recorded);
    expect(await getExchangeQuote({ from: 3, to: 1 })).toEqual({ fromPrice: '1', toPrice: '65000.5', feeRate: '0.002' });
  });

  it('the demo exchange answers the same shape, and exchanges at it', async () => {
    token = await signIn();
    const answer = await demo('POST', 'user/getTransferFee', { from_currency_id: '3', to_currency_id: '1' }, token);
    expectSpeaksFamily(answer, recorded, transferFeeSchema);
    const quote = await getExchangeQuote({ from: 3, to: 1 });
    await expect(exchangeCoins({ from: 3, to: 1, amount: '10', quote })).resolves.toBe('Exchange successful');
  });
});
