// @vitest-environment node
/**
 * The demo account calls over HTTP (MSW; the family has none, decision 62): a twin created once, switched to by
 * token, reset; the real balances stay. The trade calls themselves: ./trade.test.ts.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installTestEngine, server } from '../node';
import { call, signInDemoUser, type Loose } from './testing';

let token: string;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await installTestEngine();
  token = await signInDemoUser();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const as = (method: string, path: string, body: Record<string, string> = {}) => call(method, path, body, token);
const BTC = { currency_id: '1', legal_id: '3' };

describe('demo account: /user/demo_account, /user/change_account, /user/reset_account', () => {
  it('creates a twin, switches by token, resets it; the real balances stay', async () => {
    const realInfo = (await as('GET', '/user/info')).message;
    const twin = (await as('POST', '/user/demo_account')).message;
    expect(twin).toEqual({ user_id: expect.any(Number), is_demo: 1 });
    expect((await as('POST', '/user/demo_account')).message).toEqual(twin);

    const switched = (await as('POST', '/user/change_account', { user_id: String(twin.user_id) })).message;
    expect(switched).toEqual({
      token: expect.stringMatching(/^[0-9a-f]{32}$/),
      user_id: twin.user_id,
      is_demo: 1,
    });
    const info = (await call('GET', '/user/info', {}, switched.token)).message;
    // the twin names its real account, so any device can switch back
    expect(info).toMatchObject({ id: twin.user_id, is_demo: true, account: 'demo@example.com', demo_owner_id: realInfo.id });
    expect(realInfo.demo_owner_id).toBeUndefined();
    const demoLever = info.lever_wallet.balance.find((r: Loose) => r.currency === 3);
    expect(demoLever.lever_balance).toBe('100000.00000000');

    const order = { ...BTC, share: '10', multiple: '10', type: '1', status: '1' };
    await call('POST', '/lever/submit', order, switched.token);
    const twinId = { user_id: String(twin.user_id) };
    const reset = await call('POST', '/user/reset_account', twinId, switched.token);
    expect(reset).toEqual({ type: 'ok', message: 'Demo account reset' });
    const realId = { user_id: String(realInfo.id) };
    const back = (await call('POST', '/user/change_account', realId, switched.token)).message;
    expect(back).toMatchObject({ user_id: realInfo.id, is_demo: 0 });
    const after = (await call('GET', '/user/info', {}, back.token)).message;
    expect(after.lever_wallet).toEqual(realInfo.lever_wallet);
  });

  it('refuses bad input, translated', async () => {
    expect(await as('POST', '/user/change_account', { user_id: '2', lang: 'tur' })).toEqual({
      type: 'error',
      message: 'Bu hesaba geçemezsiniz',
    });
    const me = (await as('GET', '/user/info')).message.id;
    expect((await as('POST', '/user/reset_account', { user_id: String(me) })).message).toBe(
      'Only a demo account can be reset',
    );
    expect((await as('POST', '/user/change_account', {})).message).toBe('Parameter error');
    expect((await call('POST', '/user/demo_account')).type).toBe('999');
  });
});
