// @vitest-environment jsdom
/**
 * Withdraw addresses and the bank card (wire-facts §9, decision 68): the app reads the family, the demo exchange
 * speaks it. See ./contract.ts.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PAY_PASSWORD } from '@mocks/fixtures/auth';
import { installTestEngine, server } from '@mocks/node';
import { configureApi } from '@/api/client';
import { getBankCard, getWithdrawAddresses, saveBankCard, saveWithdrawAddress } from '@/api/wallet/payees';
import { pageDataPage } from '@/api/paging';
import { cashInfoSchema, withdrawAddressSchema } from '@/api/wire/wallet/payees';
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

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const req = { page: 1, limit: 10 };

describe('GET /user/wallet/list: pageData of users_wallet_withdraw rows', { timeout: 15_000 }, () => {
  const recorded = example('wallet', 'user_wallet_list');

  it('the app reads the family’s row: `name` is the coin, the chain comes from the address', async () => {
    expectParses(recorded, pageDataPage(withdrawAddressSchema, req));
    serve('get', 'user/wallet/list', recorded);
    expect(await getWithdrawAddresses(req)).toEqual({
      items: [{ id: 12, currencyId: 3, currency: 'USDT', chain: 'TRC20', remark: '', address: TRON }],
      page: 1,
      pageSize: 10,
      total: 1,
      hasMore: false,
    });
  });

  it('the demo exchange answers the same shape, and saves what the app sends', async () => {
    token = await signIn();
    const saved = await saveWithdrawAddress({
      currencyId: 3,
      chain: 'TRC20',
      remark: 'Cold wallet',
      address: TRON,
      payPassword: DEMO_PAY_PASSWORD,
    });
    expect(saved).toBe('Withdraw address saved');
    expectSpeaksFamily(await demo('GET', 'user/wallet/list', {}, token), recorded, pageDataPage(withdrawAddressSchema, req));
    const { items } = await getWithdrawAddresses(req);
    expect(items).toEqual([
      { id: expect.any(Number), currencyId: 3, currency: 'USDT', chain: 'TRC20', remark: 'Cold wallet', address: TRON },
    ]);
  });
});

describe('POST /user/wallet/save: text', () => {
  it('the app reads the confirmation', async () => {
    serve('post', 'user/wallet/save', example('wallet', 'user_wallet_save'));
    await expect(
      saveWithdrawAddress({ currencyId: 3, chain: 'TRC20', remark: 'x', address: TRON, payPassword: '1' }),
    ).resolves.toBe('Added successfully');
  });
});

describe('POST /user/cash_info: the user_cash_info row, empty without one', () => {
  const recorded = example('wallet', 'user_cash_info');

  it('the app reads the family’s row (fields it does not send are empty)', async () => {
    expectParses(recorded, cashInfoSchema);
    serve('post', 'user/cash_info', recorded);
    expect(await getBankCard()).toEqual({
      realName: 'Alex Morgan',
      accountNumber: '6222021234567890123',
      bankName: 'First Demo Bank',
      bankAddress: '',
      branch: 'Downtown',
      bankCode: '',
      aba: '',
      swift: '',
      postCode: '',
      payeeAddress: '',
      payeePhone: '',
    });
  });

  it.each([[''], [null], [[]], [{}], [{ banks: [] }]])('reads %j as no card', async (message) => {
    serve('post', 'user/cash_info', { type: 'ok', message });
    expect(await getBankCard()).toBeNull();
  });

  it('the demo exchange answers the same shape, round-tripping what the app saved', async () => {
    token = await signIn();
    expectSpeaksFamily(await demo('POST', 'user/cash_info', {}, token), example('wallet', 'user_cash_info.none'), cashInfoSchema);
    const card = {
      realName: 'Alex Morgan',
      accountNumber: '6222021234567890123',
      bankName: 'First Demo Bank',
      bankAddress: '1 Main Street',
      branch: 'Downtown',
      bankCode: 'FDB-01',
      aba: '021000021',
      swift: 'DEUTDEFF',
      postCode: '10001',
      payeeAddress: '22 Elm Road',
      payeePhone: '+15550100',
    };
    await expect(saveBankCard(card)).resolves.toBe('Bank card saved');
    expectSpeaksFamily(await demo('POST', 'user/cash_info', {}, token), recorded, cashInfoSchema);
    expect(await getBankCard()).toEqual(card);
  });
});
