// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PAY_PASSWORD } from '@mocks/fixtures/auth';
import { installTestEngine, server } from '@mocks/node';
import { configureApi } from '../client';
import { deleteWithdrawAddress, getWithdrawAddresses, saveWithdrawAddress } from './payees';
import { login } from '../auth';
import { withdrawAddressSchema } from '../wire/wallet/payees';

let token: string | null = null;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  token = null;
  configureApi({ getToken: () => token, getLang: () => 'en', onError: () => {}, onSessionInvalid: () => {} });
  await installTestEngine();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ETH = '0xdAC17F958D2ee523a2206206994597C13D831ec7';

describe('withdraw address adapter', () => {
  it('takes the demo’s chain and remark, else reads the chain from the address', () => {
    const row = { id: '4', currency: '45', address: ETH, name: 'USDC' };
    expect(withdrawAddressSchema.parse(row)).toEqual({
      id: 4,
      currencyId: 45,
      currency: 'USDC',
      chain: 'ERC20',
      remark: '',
      address: ETH,
    });
    expect(withdrawAddressSchema.parse({ ...row, address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh' }).chain).toBeUndefined();
    expect(withdrawAddressSchema.parse({ ...row, chain: 'trc20', remark: null, currency_name: 'USDC' })).toMatchObject({
      chain: 'TRC20',
      remark: '',
    });
  });
});

describe('withdraw addresses against the demo exchange', { timeout: 15_000 }, () => {
  it('saves, edits (editUserAddress) and deletes; a wrong pay password is refused in the user’s words', async () => {
    token = await login({ type: 'email', account: 'demo@example.com', password: 'demo1234' });
    const input = { currencyId: 2, chain: 'ERC20' as const, remark: 'Ledger', address: ETH, payPassword: DEMO_PAY_PASSWORD };
    await saveWithdrawAddress(input);
    const [saved] = (await getWithdrawAddresses({ page: 1, limit: 10 })).items;
    expect(saved).toMatchObject({ currency: 'ETH', chain: 'ERC20', remark: 'Ledger' });
    await expect(saveWithdrawAddress({ ...input, id: saved!.id, remark: 'Trezor', payPassword: 'nope12' })).rejects.toMatchObject(
      { kind: 'business', message: 'Incorrect pay password' },
    );
    await saveWithdrawAddress({ ...input, id: saved!.id, remark: 'Trezor' });
    expect((await getWithdrawAddresses({ page: 1, limit: 10 })).items).toEqual([{ ...saved, remark: 'Trezor' }]);
    await expect(deleteWithdrawAddress(saved!.id)).resolves.toBe('Withdraw address deleted');
    expect(await getWithdrawAddresses({ page: 1, limit: 10 })).toMatchObject({ items: [], total: 0, hasMore: false });
  });
});
