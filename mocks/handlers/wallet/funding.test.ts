// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Engine, ManualClock } from '../../engine';
import { auditLedger } from '../../engine/ledger';
import { depositAddress } from '../../engine/wallet/funding';
import { DEMO_PAY_PASSWORD } from '../../fixtures/auth';
import { REVIEW_DELAY_MS } from '../../fixtures/wallet';
import { installTestEngine, server } from '../../node';
import { PNG_BYTES } from '../intents.fixture';
import { call, signInDemoUser, type Loose } from '../testing';

let engine: Engine;
let clock: ManualClock;
let token: string;
/** A payment voucher the demo user uploaded (a deposit's voucher must be the user's own image upload). */
let VOUCHER: string;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  ({ engine, clock } = await installTestEngine());
  token = await signInDemoUser();
  VOUCHER = engine.uploads.save(token, PNG_BYTES);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const userId = () => engine.ctx.store.list<{ id: number; email: string }>('users', { email: 'demo@example.com' })[0]!.id;
const change = (currency: number) => engine.ledger.balance(userId(), 'change', currency);
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

describe('deposit addresses', () => {
  it('answers T’s shapes: {trc20, erc20} for USDT, a string for one network', async () => {
    const usdt = (await call('POST', '/wallet/get_in_address', { currency: '3' }, token)).message;
    expect(usdt.trc20).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(usdt.erc20).toMatch(/^0x[0-9a-f]{40}$/);
    const eth = (await call('POST', '/wallet/get_in_address', { currency: '2' }, token)).message;
    expect(eth).toBe(usdt.erc20);
    // deterministic: the same again, and the same from the engine's own rule
    expect((await call('POST', '/wallet/get_in_address', { currency: '3' }, token)).message).toEqual(usdt);
    expect(usdt.trc20).toBe(depositAddress(userId(), 'TRC20'));
    const btc = (await call('POST', '/user/getAddress', { currency: '1' }, token)).message;
    expect(btc.chains).toEqual([{ chain: 'BTC', address: expect.stringMatching(/^bc1q[02-9ac-hj-np-z]{38}$/) }]);
  });

  it('says deposits are under maintenance for a closed coin', async () => {
    const answer = await call('POST', '/wallet/get_in_address', { currency: '4', lang: 'en' }, token);
    expect(answer).toEqual({ type: 'error', message: 'Deposits are under maintenance, please contact customer service' });
  });
});

describe('deposit with a voucher', () => {
  const charge = (over: Record<string, string> = {}) =>
    call('POST', '/wallet/charge_req', { currency: '3', amount: '250.5', type: 'TRC20', account: VOUCHER, ...over }, token);

  it('waits for review, then credits the change account with one journal entry', async () => {
    expect(await charge()).toEqual({ type: 'ok', message: 'Deposit submitted, awaiting review' });
    const log = (await call('GET', '/recharge/log', { page: '1', limit: '10' }, token)).message;
    expect(log).toMatchObject({ page: 1, pages: 1, total: 1 });
    expect(log.data[0]).toMatchObject({ amount: '250.50000000', type: 'TRC20', account: VOUCHER, status: 1 });
    expect(change(3).available).toBe('10000.00000000');

    clock.advance(REVIEW_DELAY_MS);
    const after = (await call('GET', '/recharge/log', {}, token)).message.data[0];
    expect(after).toMatchObject({ status: 2, review_time: expect.any(String) });
    expect(change(3).available).toBe('10250.50000000');
    const legs = engine.ledger.journal(userId()).filter((l) => l.reference === `deposit:${after.id}`);
    expect(legs).toHaveLength(1);
    expect(legs[0]).toMatchObject({ reason: 'deposit', account: 'change', available: '250.50000000' });
    expect(auditLedger(engine.ctx.store).problems).toEqual([]);
  });

  it('approves at the next call with a delay of 0', async () => {
    engine.wallet.setReviewDelay(0);
    await charge({ amount: '10' });
    await call('POST', '/wallet/list', {}, token);
    expect(change(3).available).toBe('10010.00000000');
  });

  it.each([
    [{ amount: '9.99' }, 'The minimum deposit is 10 USDT'],
    [{ account: '' }, 'Please upload the payment voucher'],
    [{ account: 'javascript:alert(1)' }, 'The payment voucher could not be read, please upload it again'],
    [{ type: 'BTC' }, 'Please choose TRC20 or ERC20'],
    [{ address: TRON }, 'This is not your deposit address on this network'],
    [{ amount: '-1' }, 'Please enter a valid amount'],
  ])('refuses %o', async (over, message) => {
    expect(await charge(over)).toEqual({ type: 'error', message });
  });
});

describe('withdrawal', () => {
  // to an address long known: a new one waits for a reviewer (decision 91, ../../engine/wallet/review.test.ts)
  beforeEach(() => void engine.wallet.configureReview({ newAddressMs: 0 }));
  const out = (over: Record<string, string> = {}) =>
    call(
      'POST',
      '/wallet/out',
      { currency: '3', number: '100', address: TRON, rate: '1', type: '0', pay_password: DEMO_PAY_PASSWORD, ...over },
      token,
    );

  it('freezes the amount, then the review pays it out less the fee; the record is exact', async () => {
    const info = (await call('POST', '/wallet/get_info', { currency: '3' }, token)).message;
    expect(info).toMatchObject({ rate: '1', min_number: '10', name: 'USDT', change_balance: '10000.00000000' });
    expect(info).toMatchObject({ level: 1, daily_limit: '200', limit_currency: 'BTC', pay_password_set: true });

    expect(await out()).toEqual({ type: 'ok', message: 'Withdrawal submitted, awaiting review' });
    expect(change(3)).toEqual({ available: '9900.00000000', frozen: '100.00000000' });
    const row = (await call('GET', '/user/withdraw/list', {}, token)).message.data[0];
    expect(row).toMatchObject({ number: '100.00000000', rate: '1.00000000', real_number: '99.00000000', status: 1 });
    expect(row).toMatchObject({ address: TRON, chain: 'TRC20', type: 0 });

    clock.advance(REVIEW_DELAY_MS);
    expect((await call('GET', '/user/withdraw/list', {}, token)).message.data[0].status).toBe(2);
    expect(change(3)).toEqual({ available: '9900.00000000', frozen: '0.00000000' });
    expect(engine.ledger.fees(3)).toBe('1.00000000');
    expect(auditLedger(engine.ctx.store).problems).toEqual([]);
  });

  it.each([
    [{ number: '9' }, 'The minimum withdrawal is 10 USDT'],
    [{ number: '10001' }, 'Insufficient wallet balance'],
    [{ address: 'T123' }, 'The address is neither a TRC20 nor an ERC20 address'],
    [{ address: 'TR7NHq***' }, 'The address must not contain "*"'],
  ])('refuses %o and changes nothing', async (over, message) => {
    expect(await out(over)).toEqual({ type: 'error', message });
    expect(change(3)).toEqual({ available: '10000.00000000', frozen: '0.00000000' });
  });

  it('reads the password under any of the three names', async () => {
    expect((await out({ pay_password: '', pass: DEMO_PAY_PASSWORD })).type).toBe('ok');
    expect((await out({ pay_password: '', password: DEMO_PAY_PASSWORD })).type).toBe('ok');
  });

  it('refuses a missing or wrong pay password', async () => {
    for (const pay_password of ['', '111111']) {
      const answer = await out({ pay_password });
      expect(answer.type).toBe('error');
      expect(answer.message).toMatch(/pay password/i);
    }
    expect(change(3).frozen).toBe('0.00000000');
  });

  it('holds to the 24-hour limit of level 1 (200 BTC), counted in BTC', async () => {
    engine.ledger.credit({ user: userId(), account: 'change', currency: 1, amount: '300', reason: 'seed' });
    expect((await out({ currency: '1', number: '150' })).type).toBe('ok');
    const refused = await out({ currency: '1', number: '60' });
    expect(refused).toEqual({ type: 'error', message: 'This exceeds your 24-hour withdrawal limit of 200 BTC (level 1)' });
    clock.advance(24 * 60 * 60_000 + 1);
    expect((await out({ currency: '1', number: '60' })).type).toBe('ok');
  });

  it('raises the limit to level 2 (500 BTC) once the identity review approves level 2', async () => {
    engine.ledger.credit({ user: userId(), account: 'change', currency: 1, amount: '600', reason: 'seed' });
    engine.identity.configure({ reviewDelayMs: 0 });
    engine.identity.submit(token, {
      real_type: '2',
      front_pic: '/upload/d.png',
      reverse_pic: '/upload/e.png',
      relatives: 'Bob Example',
      relationship: 'Brother',
      relatives_phone: '+44 7700 900123',
      relatives_address: '1 High Street, London',
    });
    const info = (await call('POST', '/wallet/get_info', { currency: '1' }, token)).message;
    expect(info).toMatchObject({ level: 2, daily_limit: '500', limit_currency: 'BTC' });
    expect((await out({ currency: '1', number: '450' })).type).toBe('ok');
    const refused = await out({ currency: '1', number: '60' });
    expect(refused).toEqual({ type: 'error', message: 'This exceeds your 24-hour withdrawal limit of 500 BTC (level 2)' });
  });

  it('pays to the bank card through /user/onlineOut, and asks for a card first', async () => {
    const none = await call('POST', '/user/onlineOut', { currency: '3', number: '50', pay_password: DEMO_PAY_PASSWORD }, token);
    expect(none).toEqual({ type: 'error', message: 'Please add a bank card first' });
    engine.wallet.cashSave(token, {
      real_name: 'Alex Morgan',
      bank_account: '6222021234567890123',
      bank_name: 'First Demo Bank',
      bank_address: '1 Main Street',
      aba: '021000021',
      swift: 'DEUTDEFF',
      post_code: '10001',
      payee_address: '22 Elm Road',
      payee_phone: '+1 555 0100',
    });
    const paid = await call('POST', '/user/onlineOut', { currency: '3', number: '50', pay_password: DEMO_PAY_PASSWORD }, token);
    expect(paid.type).toBe('ok');
    const row: Loose = (await call('GET', '/user/withdraw/list', {}, token)).message.data[0];
    expect(row).toMatchObject({ type: 1, address: '****0123', chain: null, real_number: '49.00000000' });
  });
});

describe('coin list, wallet detail, fiat value', () => {
  it('lists the coins with their rules and balances', async () => {
    const list = (await call('GET', '/currency/user_currency_list', {}, token)).message;
    expect(list.find((c: Loose) => c.id === 3)).toMatchObject({ is_charge: true, chains: ['TRC20', 'ERC20'], change_balance: '10000.00000000' });
    expect(list.find((c: Loose) => c.id === 4)).toMatchObject({ is_charge: false, chains: [] });
  });

  it('answers one wallet and a coin’s value', async () => {
    const detail = (await call('POST', '/wallet/detail', { currency: '3', type: 'change' }, token)).message;
    expect(detail).toMatchObject({ currency: 3, change_balance: '10000.00000000', lock_change_balance: '0.00000000', ExRate: '7.2' });
    expect((await call('GET', '/wallet/getRateCurrency', { id: '3' })).message).toMatchObject({ rmb: '7.20', usdt: '1.00000000' });
  });
});
