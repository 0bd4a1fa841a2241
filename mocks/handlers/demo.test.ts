// @vitest-environment node
/**
 * `POST /api/demo/review` (decision 91) over MSW: loopback only and off with the inbox (404 otherwise), bad input
 * a translated error envelope and never a 500, and the reasons of refusals in the lists the app reads.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Engine, ManualClock } from '../engine';
import { auditLedger } from '../engine/ledger';
import { DEMO_PAY_PASSWORD } from '../fixtures/auth';
import { REVIEW_DELAY_MS } from '../fixtures/wallet';
import { installTestEngine, server } from '../node';
import { CLIENT_ADDRESS_HEADER } from './_util';
import { configureDemoInbox } from './demo';
import { PNG_BYTES } from './intents.fixture';
import { call, signInDemoUser } from './testing';

let engine: Engine;
let clock: ManualClock;
let token: string;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  ({ engine, clock } = await installTestEngine());
  engine.wallet.configureReview({ mode: 'manual' });
  token = await signInDemoUser();
});
afterEach(() => {
  configureDemoInbox({ enabled: true });
  server.resetHandlers();
});
afterAll(() => server.close());

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const spot = () => call('POST', '/wallet/list', {}, token).then((r) => r.message.change_wallet.balance.find((b: { currency: number }) => b.currency === 3));

/** The review call as a back office sends it; `from`: the caller's address as the Node server passes it. */
async function review(body: Record<string, unknown>, opts: { from?: string; json?: boolean } = {}) {
  const headers: Record<string, string> = { 'content-type': opts.json ? 'application/json' : 'application/x-www-form-urlencoded' };
  if (opts.from) headers[CLIENT_ADDRESS_HEADER] = opts.from;
  const payload = opts.json ? JSON.stringify(body) : new URLSearchParams(body as Record<string, string>).toString();
  const response = await fetch('http://localhost/api/demo/review', { method: 'POST', headers, body: payload });
  return { status: response.status, body: await response.json() };
}

async function deposit(amount: string) {
  const voucher = engine.uploads.save(token, PNG_BYTES);
  expect((await call('POST', '/wallet/charge_req', { currency: '3', amount, type: 'TRC20', account: voucher }, token)).type).toBe('ok');
  return (await call('GET', '/recharge/log', {}, token)).message.data[0];
}

async function withdraw(number: string) {
  const sent = await call('POST', '/wallet/out', { currency: '3', number, address: TRON, pay_password: DEMO_PAY_PASSWORD }, token);
  expect(sent.type).toBe('ok');
  return (await call('GET', '/user/withdraw/list', {}, token)).message.data[0];
}

describe('who may decide', () => {
  it('answers loopback and the in-process caller; anyone else, or with the inbox off, gets 404', async () => {
    const row = await deposit('20');
    const refuse = { kind: 'deposit', id: String(row.id), approve: '0', reason: 'x' };
    expect(await review(refuse, { from: '198.51.100.4' })).toEqual({
      status: 404,
      body: { type: 'error', message: 'The requested resource does not exist' },
    });
    expect((await review(refuse, { from: '::ffff:10.0.0.2' })).status).toBe(404);
    configureDemoInbox({ enabled: false });
    expect((await review(refuse)).status).toBe(404);
    expect((await review(refuse, { from: '127.0.0.1' })).status).toBe(404);
    // nothing was decided by those
    expect((await call('GET', '/recharge/log', {}, token)).message.data[0].status).toBe(1);
    configureDemoInbox({ enabled: true });
    expect((await review({ ...refuse, id: String(row.id) }, { from: '127.0.0.1' })).body.type).toBe('ok');
  });
});

describe('decisions', () => {
  it('a refused deposit and a refused withdrawal carry their reasons; the frozen amount returns exactly', async () => {
    const dep = await deposit('250.5');
    const out = await withdraw('100.12345678');
    expect(await spot()).toMatchObject({ change_balance: '9899.87654322', lock_change_balance: '100.12345678' });

    const refusedDeposit = await review({ kind: 'deposit', id: String(dep.id), approve: '0', reason: 'Voucher does not match' });
    expect(refusedDeposit).toEqual({
      status: 200,
      body: { type: 'ok', message: expect.objectContaining({ id: dep.id, status: 3, reject_reason: 'Voucher does not match' }) },
    });
    // a JSON body with a boolean, as a script would send it
    const refusedOut = await review({ kind: 'withdrawal', id: out.id, approve: false, reason: 'Address flagged' }, { json: true });
    expect(refusedOut.body.message).toMatchObject({ id: out.id, status: 3, reject_reason: 'Address flagged' });

    expect((await call('GET', '/recharge/log', {}, token)).message.data[0]).toMatchObject({ status: 3, reject_reason: 'Voucher does not match' });
    expect((await call('GET', '/user/withdraw/list', {}, token)).message.data[0]).toMatchObject({ status: 3, reject_reason: 'Address flagged' });
    expect(await spot()).toMatchObject({ change_balance: '10000.00000000', lock_change_balance: '0.00000000' });
    expect(auditLedger(engine.ctx.store).problems).toEqual([]);
  });

  it('the automatic review’s reason is in the reader’s language', async () => {
    engine.wallet.configureReview({ mode: 'auto' });
    const voucher = engine.uploads.save(token, PNG_BYTES);
    await call('POST', '/wallet/charge_req', { currency: '3', amount: '20', type: 'TRC20', account: voucher }, token);
    engine.ctx.store.delete('uploads', voucher.slice('/upload/'.length));
    clock.advance(REVIEW_DELAY_MS);
    const row = (await call('GET', '/recharge/log', { lang: 'spa' }, token)).message.data[0];
    expect(row).toMatchObject({ status: 3, reject_reason: 'No se encontró o no se pudo leer el comprobante de pago' });
  });
});

describe('bad input: a clear error, never a 500', () => {
  it.each([
    [{ kind: 'loan', id: '1', approve: '1' }, 'The kind must be deposit or withdrawal'],
    [{ kind: 'deposit', id: '987654', approve: '1' }, 'There is no deposit or withdrawal with this id'],
    [{ kind: 'deposit', id: '1; DROP TABLE docs', approve: '1' }, 'There is no deposit or withdrawal with this id'],
    [{ kind: 'deposit', id: '1', approve: 'perhaps' }, 'Say whether to approve (1) or refuse (0)'],
    [{ kind: 'deposit', id: '1', approve: '0' }, 'Please give the reason for the refusal'],
  ])('%o', async (body, message) => {
    expect(await review(body)).toEqual({ status: 200, body: { type: 'error', message } });
  });

  it('odd bodies and a second decision', async () => {
    const row = await deposit('20');
    const odd = await review({ kind: ['deposit'], id: { $gt: 0 }, approve: null }, { json: true });
    expect(odd).toEqual({ status: 200, body: { type: 'error', message: 'The kind must be deposit or withdrawal' } });
    const broken = await fetch('http://localhost/api/demo/review', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(broken.status).toBe(200);
    expect(await broken.json()).toEqual({ type: 'error', message: 'Parameter error' });
    expect((await review({ kind: 'deposit', id: String(row.id), approve: '1' })).body.type).toBe('ok');
    expect(await review({ kind: 'deposit', id: String(row.id), approve: '0', reason: 'late', lang: 'zh' })).toEqual({
      status: 200,
      body: { type: 'error', message: '此申请已审核' },
    });
  });

  it('a deposit whose voucher is someone else’s upload is refused, in the request’s language', async () => {
    const other = engine.user.createAccount({ type: 'email', email: 'other@example.test', password_hash: 'x' });
    const theirs = engine.uploads.save(engine.user.openSession(other.id), PNG_BYTES);
    const answer = await call('POST', '/wallet/charge_req', { currency: '3', amount: '20', type: 'TRC20', account: theirs, lang: 'en' }, token);
    expect(answer).toEqual({
      type: 'error',
      message: 'This payment voucher was not uploaded from your account, please upload your own',
    });
    expect((await call('GET', '/recharge/log', {}, token)).message.total).toBe(0);
  });
});
