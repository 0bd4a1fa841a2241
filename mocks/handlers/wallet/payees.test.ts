// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '../../engine';
import type { UserDoc } from '../../engine/auth';
import { DEMO_PASSWORD, DEMO_PAY_PASSWORD } from '../../fixtures/auth';
import { installTestEngine, server } from '../../node';

const API = 'http://localhost/api';
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const ETH = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
let engine: Engine;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  ({ engine } = await installTestEngine());
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

async function call(method: 'GET' | 'POST', path: string, params: Record<string, string> = {}, token?: string) {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = token;
  const query = new URLSearchParams(params).toString();
  const init: RequestInit = { method, headers };
  if (method === 'POST') {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    init.body = query;
  }
  const response = await fetch(`${API}${path}${method === 'GET' ? `?${query}` : ''}`, init);
  expect(response.status).toBe(200);
  return (await response.json()) as { type: string; message: Loose };
}

const login = async () =>
  (await call('POST', '/user/login', { user_string: 'demo@example.com', password: DEMO_PASSWORD })).message as string;
const userOf = (email: string) => engine.ctx.store.list<UserDoc>('users', { email })[0]!;
const address = (extra: Record<string, string> = {}) => ({
  currency: '3',
  name: 'Cold wallet',
  address: TRON,
  chain: 'TRC20',
  password: DEMO_PAY_PASSWORD,
  ...extra,
});

describe('withdraw addresses', { timeout: 30_000 }, () => {
  it('saves, lists in the family’s pageData shape, edits and deletes', async () => {
    const token = await login();
    expect(await call('GET', '/user/wallet/list', {}, token)).toEqual({
      type: 'ok',
      message: { data: [], page: 1, pages: 1, total: 0 },
    });
    expect(await call('POST', '/user/wallet/save', address(), token)).toEqual({
      type: 'ok',
      message: 'Withdraw address saved',
    });
    const { message } = await call('GET', '/user/wallet/list', { page: '1', limit: '10' }, token);
    expect(message).toMatchObject({ page: 1, pages: 1, total: 1 });
    const row = message.data[0];
    expect(row).toEqual({
      id: expect.any(Number),
      user_id: userOf('demo@example.com').id,
      currency: 3,
      address: TRON,
      qrcode: '',
      name: 'USDT',
      currency_name: 'USDT',
      remark: 'Cold wallet',
      chain: 'TRC20',
      create_time: '2026-11-01 08:00:00',
    });

    const edit = { id: String(row.id), currency: '3', name: 'Exchange', address: ETH, password: DEMO_PAY_PASSWORD };
    expect((await call('POST', '/user/editUserAddress', edit, token)).type).toBe('ok');
    const after = (await call('GET', '/user/wallet/list', {}, token)).message.data;
    expect(after).toEqual([expect.objectContaining({ id: row.id, remark: 'Exchange', address: ETH, chain: 'ERC20' })]);

    expect(await call('GET', '/user/delUserAddress', { id: String(row.id) }, token)).toEqual({
      type: 'ok',
      message: 'Withdraw address deleted',
    });
    expect((await call('GET', '/user/wallet/list', {}, token)).message.total).toBe(0);
    expect(await call('GET', '/user/delUserAddress', { id: String(row.id) }, token)).toEqual({
      type: 'error',
      message: 'This withdraw address does not exist',
    });
  });

  it.each([
    [{ address: `TR7NHq${'*'.repeat(22)}gjLj6t` }, 'The address must not contain "*"'],
    [{ address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60' }, 'A TRC20 address starts with T and has 34 characters (base58)'],
    [{ address: ETH }, 'A TRC20 address starts with T and has 34 characters (base58)'],
    [{ chain: 'ERC20' }, 'An ERC20 address is 0x followed by 40 hexadecimal digits'],
    [{ chain: 'BEP20' }, 'Please choose TRC20 or ERC20'],
    [{ chain: '', address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh' }, 'The address is neither a TRC20 nor an ERC20 address'],
    [{ address: '' }, 'Please enter the wallet address'],
    [{ name: '  ' }, 'Please enter a remark for the address'],
    [{ name: 'x'.repeat(31) }, 'The remark can have at most 30 characters'],
    [{ currency: '999' }, 'This currency is not supported'],
    [{ currency: 'abc' }, 'This currency is not supported'],
    [{ password: '' }, 'Please enter the pay password'],
    [{ id: 'x' }, 'This withdraw address does not exist'],
  ])('refuses %j in the request’s words', async (change, text) => {
    const answer = await call('POST', '/user/wallet/save', address(change), await login());
    expect(answer).toEqual({ type: 'error', message: text });
    expect(engine.wallet.addressList(await login(), {}).total).toBe(0);
  });

  it('infers the chain when none is sent, and refuses a duplicate for the same coin', async () => {
    const token = await login();
    expect((await call('POST', '/user/wallet/save', address({ chain: '' }), token)).type).toBe('ok');
    expect(await call('POST', '/user/wallet/save', address({ name: 'Again' }), token)).toEqual({
      type: 'error',
      message: 'This address is already saved for this coin',
    });
    expect((await call('POST', '/user/wallet/save', address({ currency: '45' }), token)).type).toBe('ok');
    expect(engine.wallet.addressList(token, {}).items.map((a) => [a.currency_name, a.chain])).toEqual([
      ['USDT', 'TRC20'],
      ['USDC', 'TRC20'],
    ]);
  });

  it('locks the pay password after five wrong ones, translated', async () => {
    const token = await login();
    for (let i = 0; i < 4; i++)
      expect((await call('POST', '/user/wallet/save', address({ password: 'wrong1' }), token)).message).toBe(
        'Incorrect pay password',
      );
    const fifth = await call('POST', '/user/wallet/save', { ...address({ password: 'wrong1' }), lang: 'spa' }, token);
    expect(fifth).toEqual({ type: 'error', message: 'Demasiados intentos, inténtelo de nuevo en 15 min' });
    // even the right one is refused while locked
    expect((await call('POST', '/user/wallet/save', address(), token)).message).toMatch(/Too many attempts/);
  });

  it('asks a user without a pay password to set one first', async () => {
    const token = engine.user.openSession(userOf('totp@example.com').id);
    expect(await call('POST', '/user/wallet/save', address(), token)).toEqual({
      type: 'error',
      message: 'Please set a pay password first',
    });
  });

  it('keeps at most 20 addresses and never shows or deletes another user’s', async () => {
    const token = await login();
    const me = userOf('demo@example.com').id;
    for (let i = 1; i <= 20; i++)
      engine.ctx.store.put('withdraw_addresses', String(1000 + i), {
        id: 1000 + i,
        user_id: me,
        currency: 3,
        chain: 'ERC20',
        remark: `n${i}`,
        address: `0x${String(i).padStart(40, '0')}`,
        created_at: 0,
        updated_at: 0,
      });
    expect(await call('POST', '/user/wallet/save', address(), token)).toEqual({
      type: 'error',
      message: 'You can save at most 20 withdraw addresses',
    });
    const page2 = (await call('GET', '/user/wallet/list', { page: '2', limit: '10' }, token)).message;
    expect(page2).toMatchObject({ page: 2, pages: 2, total: 20 });
    expect(page2.data).toHaveLength(10);
    const other = engine.user.openSession(userOf('totp@example.com').id);
    expect((await call('GET', '/user/wallet/list', {}, other)).message.total).toBe(0);
    expect((await call('GET', '/user/delUserAddress', { id: '1001' }, other)).message).toBe(
      'This withdraw address does not exist',
    );
    expect((await call('GET', '/user/wallet/list', { page: '0' }, token)).type).toBe('error');
  });

  it('needs a session', async () => {
    expect((await call('GET', '/user/wallet/list')).type).toBe('999');
    expect((await call('POST', '/user/cash_info')).type).toBe('999');
  });
});

const card = (extra: Record<string, string> = {}) => ({
  real_name: 'Alex Morgan',
  bank_account: '000123456789',
  bank_name: 'First Demo Bank',
  bank_address: '1 Main Street, Springfield',
  bank_branch: '',
  bank_code: '',
  aba: '021000021',
  swift: 'deutdeff500',
  post_code: '10001',
  payee_address: '22 Elm Road, Springfield',
  payee_phone: '+1 555 0100',
  ...extra,
});

describe('bank card', () => {
  it('answers { banks: [] } without a card, then the saved row', async () => {
    const token = await login();
    expect(await call('POST', '/user/cash_info', {}, token)).toEqual({ type: 'ok', message: { banks: [] } });
    expect(await call('POST', '/user/cash_save', card(), token)).toEqual({ type: 'ok', message: 'Bank card saved' });
    const { message } = await call('POST', '/user/cash_info', {}, token);
    expect(message).toEqual({
      id: expect.any(Number),
      user_id: userOf('demo@example.com').id,
      bank_id: 0,
      bank_name: 'First Demo Bank',
      bank_branch: '',
      bank_account: '000123456789',
      real_name: 'Alex Morgan',
      alipay_account: '',
      wechat_account: '',
      wechat_nickname: '',
      account_number: 'demo@example.com',
      bank_address: '1 Main Street, Springfield',
      bank_code: '',
      aba: '021000021',
      swift: 'DEUTDEFF500',
      post_code: '10001',
      payee_address: '22 Elm Road, Springfield',
      payee_phone: '+1 555 0100',
      banks: [],
    });
    // saving again replaces the one card
    await call('POST', '/user/cash_save', card({ bank_branch: 'Downtown', bank_account: '9876543210123' }), token);
    const again = (await call('POST', '/user/cash_info', {}, token)).message;
    expect(again).toMatchObject({ id: message.id, bank_branch: 'Downtown', bank_account: '9876543210123' });
  });

  it.each([
    [{ bank_account: '12345678901' }, 'The account number must be digits only, at least 12'],
    [{ bank_account: '1234 5678 9012' }, 'The account number must be digits only, at least 12'],
    [{ bank_account: '12345678901a' }, 'The account number must be digits only, at least 12'],
    [{ real_name: '' }, "Please enter the account holder's real name"],
    [{ bank_name: ' ' }, 'Please enter the bank name'],
    [{ bank_address: '' }, 'Please enter the bank address'],
    [{ bank_code: 'AB*12' }, 'The bank code can have letters, digits and "-", at most 20'],
    [{ aba: '12345678' }, 'The ABA routing number has 9 digits'],
    [{ swift: 'DEUT12FF' }, 'The SWIFT code has 8 or 11 letters and digits'],
    [{ post_code: '#' }, 'Please enter a valid post code'],
    [{ payee_address: '' }, "Please enter the payee's address"],
    [{ payee_phone: 'call me' }, "Please enter the payee's phone number (digits, 6 to 20)"],
    [{ bank_branch: 'b'.repeat(101) }, 'A field can have at most 100 characters'],
  ])('refuses %j', async (change, text) => {
    const token = await login();
    expect(await call('POST', '/user/cash_save', card(change), token)).toEqual({ type: 'error', message: text });
    expect((await call('POST', '/user/cash_info', {}, token)).message).toEqual({ banks: [] });
  });

  it('accepts JSON bodies with numbers, and answers in the request’s language', async () => {
    const token = await login();
    const response = await fetch(`${API}/user/cash_save`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: token },
      body: JSON.stringify({ ...card(), aba: 21000021, lang: 'tur' }),
    });
    expect(await response.json()).toEqual({ type: 'error', message: 'ABA yönlendirme numarası 9 hanedir' });
  });
});
