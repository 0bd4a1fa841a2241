/**
 * Every call that moves money, as a case the idempotency tests send twice with one `Idempotency-Key`: over MSW
 * with the memory and the SQLite store (./intents.test.ts) and over HTTP against the real server
 * (./intents.server.test.ts). A case prepares what it needs through the API only, so both transports run it.
 */
import { DEMO_PAY_PASSWORD } from '../fixtures/auth';

export type Body = Record<string, string>;
export interface Answer {
  status: number;
  // The assertions state the shapes.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}
/** One call as the app sends it: form body (query for GET), raw token, the key when given. */
export type Send = (method: string, path: string, body?: Body, key?: string) => Promise<Answer>;

export interface MoneyCase {
  name: string;
  method: 'POST' | 'PUT';
  path: string;
  /** Whether the same body may be booked again under a new key (an order, a transfer); not a cancel or a close. */
  repeatable: boolean;
  /** Whether the engine refuses a second one within a second (seconds orders: "Too fast"), so the suite waits. */
  cooldown?: boolean;
  /** Prepares the state; returns the body to send and another body for the same key. */
  prepare(send: Send, upload: () => Promise<string>): Promise<{ body: Body; other: Body }>;
}

const BTC = { currency_id: '1', legal_id: '3' };
export const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const LEVER_MARKET = { ...BTC, share: '10', multiple: '10', type: '1', status: '1', target_price: '0' };
const LEVER_LIMIT = { ...BTC, share: '10', multiple: '10', type: '1', status: '0', target_price: '1000.00' };
const BANK_CARD = {
  real_name: 'Alex Morgan',
  bank_account: '000123456789',
  bank_name: 'First Demo Bank',
  bank_address: '1 Main Street, Springfield',
  aba: '021000021',
  swift: 'deutdeff500',
  post_code: '10001',
  payee_address: '22 Elm Road, Springfield',
  payee_phone: '+1 555 0100',
};

async function ok(answer: Promise<Answer>): Promise<Answer> {
  const done = await answer;
  if (done.json?.type !== 'ok') throw new Error(`preparation failed: ${JSON.stringify(done.json)}`);
  return done;
}

/** Ids of the user's live contract rows with `status`, newest first. */
async function leverIds(send: Send, status: number): Promise<string[]> {
  const all = (await ok(send('POST', '/lever/dealall', { status: String(status), page: '1', limit: '50' })))
    .json.message;
  return (all.order.data as Array<{ id: number; status: number }>)
    .filter((o) => o.status === status)
    .map((o) => String(o.id))
    .sort((a, b) => Number(b) - Number(a));
}

export const MONEY_CASES: MoneyCase[] = [
  {
    name: 'spot order',
    repeatable: true,
    method: 'POST',
    path: '/coin/trade',
    prepare: async () => ({
      body: { ...BTC, type: '1', amount: '0.01', order_type: 'market' },
      other: { ...BTC, type: '1', amount: '0.02', order_type: 'market' },
    }),
  },
  {
    name: 'spot cancel',
    repeatable: false,
    method: 'PUT',
    path: '/coin/trade',
    async prepare(send) {
      for (let i = 0; i < 2; i++)
        await ok(send('POST', '/coin/trade', { ...BTC, type: '1', amount: '0.01', target_price: '1000' }));
      const rows = (await ok(send('GET', '/coin/list', { page: '1', limit: '20' }))).json.message;
      const [a, b] = (rows as Array<{ id: number; status: number }>).filter((r) => r.status === 1);
      return { body: { id: String(a!.id) }, other: { id: String(b!.id) } };
    },
  },
  {
    name: 'contract order',
    repeatable: true,
    method: 'POST',
    path: '/lever/submit',
    prepare: async () => ({ body: LEVER_MARKET, other: { ...LEVER_MARKET, share: '20' } }),
  },
  {
    name: 'contract close',
    repeatable: false,
    method: 'POST',
    path: '/lever/close',
    async prepare(send) {
      for (let i = 0; i < 2; i++) await ok(send('POST', '/lever/submit', LEVER_MARKET));
      const [a, b] = await leverIds(send, 1);
      return { body: { id: a! }, other: { id: b! } };
    },
  },
  {
    name: 'contract close-all',
    repeatable: false,
    method: 'POST',
    path: '/lever/batch_close',
    async prepare(send) {
      await ok(send('POST', '/lever/submit', LEVER_MARKET));
      await ok(send('POST', '/lever/submit', { ...LEVER_MARKET, type: '2' }));
      return { body: { type: '1' }, other: { type: '2' } };
    },
  },
  {
    name: 'contract cancel',
    repeatable: false,
    method: 'POST',
    path: '/lever/cancel',
    async prepare(send) {
      for (let i = 0; i < 2; i++) await ok(send('POST', '/lever/submit', LEVER_LIMIT));
      const [a, b] = await leverIds(send, 0);
      return { body: { id: a! }, other: { id: b! } };
    },
  },
  {
    name: 'seconds order',
    repeatable: true,
    cooldown: true,
    method: 'POST',
    path: '/microtrade/submit',
    prepare: async () => ({
      body: { match_id: '1', currency_id: '3', type: '1', seconds: '30', number: '100' },
      other: { match_id: '1', currency_id: '3', type: '2', seconds: '30', number: '100' },
    }),
  },
  {
    name: 'transfer',
    repeatable: true,
    method: 'POST',
    path: '/wallet/change',
    prepare: async () => ({
      body: { currency_id: '3', number: '10', from_field: 'change', to_field: 'legal' },
      other: { currency_id: '3', number: '11', from_field: 'change', to_field: 'legal' },
    }),
  },
  {
    name: 'exchange',
    repeatable: true,
    method: 'POST',
    path: '/user/Transfer',
    prepare: async () => ({
      body: { number: '10', from_currency_id: '3', to_currency_id: '1' },
      other: { number: '12', from_currency_id: '3', to_currency_id: '1' },
    }),
  },
  {
    name: 'withdrawal to an address',
    repeatable: true,
    method: 'POST',
    path: '/wallet/out',
    prepare: async () => ({
      body: { currency: '3', number: '50', address: TRON, pay_password: DEMO_PAY_PASSWORD },
      other: { currency: '3', number: '60', address: TRON, pay_password: DEMO_PAY_PASSWORD },
    }),
  },
  {
    name: 'withdrawal to the bank card',
    repeatable: true,
    method: 'POST',
    path: '/user/onlineOut',
    async prepare(send) {
      await ok(send('POST', '/user/cash_save', BANK_CARD));
      return {
        body: { currency: '3', number: '50', pay_password: DEMO_PAY_PASSWORD },
        other: { currency: '3', number: '70', pay_password: DEMO_PAY_PASSWORD },
      };
    },
  },
  {
    name: 'deposit',
    repeatable: true,
    method: 'POST',
    path: '/wallet/charge_req',
    async prepare(_send, upload) {
      const voucher = await upload();
      return {
        body: { currency: '3', amount: '250', type: 'TRC20', account: voucher },
        other: { currency: '3', amount: '260', type: 'TRC20', account: voucher },
      };
    },
  },
];

/** The smallest file the upload store takes as a PNG (its signature, then padding). */
export const PNG_BYTES = new Uint8Array([
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  ...new Array(24).fill(0),
]);

/** A `Send` over `fetch` to `base` (`http://localhost/api` for MSW, the server's `/api` otherwise). */
export function sender(base: string, token: () => string): Send {
  return async (method, path, body = {}, key) => {
    const headers: Record<string, string> = { Authorization: token() };
    if (key !== undefined) headers['Idempotency-Key'] = key;
    let url = `${base}${path}`;
    let payload: string | undefined;
    if (method === 'GET') url += `?${new URLSearchParams(body)}`;
    else {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(body).toString();
    }
    const response = await fetch(url, { method, headers, body: payload });
    return { status: response.status, json: await response.json() };
  };
}

/** Uploads `PNG_BYTES` through `/upload`; resolves its path. */
export function uploader(base: string, token: () => string) {
  return async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG_BYTES], { type: 'image/png' }), 'voucher.png');
    const response = await fetch(`${base}/upload`, {
      method: 'POST',
      headers: { Authorization: token() },
      body: form,
    });
    const json = (await response.json()) as { type: string; message: string };
    if (json.type !== 'ok') throw new Error(`upload failed: ${json.message}`);
    return json.message;
  };
}
