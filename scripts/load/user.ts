/**
 * One simulated user of the load test: steps drawn from its seeded mix (./mix.ts) until the deadline, each money
 * call tagged so the replay finds its booking (./replay.ts), sent once, twice at once, retried or replayed.
 *
 * Tags, unique per user and kind: a spot order's amount (ETH, 0.0001 × (100 + k)), a contract order's lots (k),
 * a seconds bet's stake (USDT 10 + 0.01 k), a transfer's and a withdrawal's amount (k in the last decimals), the
 * id of the position closed or the spot order cancelled. k counts the user's intents of that kind.
 */
import type { Api, Answer } from './http';
import { nextStep, THINK_MS, type Step } from './mix';
import type { Book, IntentLog } from './replay';
import { LOAD_PAY_PASSWORD } from './users';

/** Pairs used: spot on ETH/USDT, contracts and seconds bets on BTC/USDT (`match_id` 1), paid in USDT. */
export const PAIRS = { usdt: '3', eth: '2', btc: '1', btcMatchId: '1' } as const;
const ACCOUNTS = ['change', 'legal', 'lever', 'micro'] as const;
const LEVERAGES = ['10', '20', '50'] as const;
/** A TRC20-shaped address (base58 after the `T`). */
const ADDRESS = `T${'LoadTestAddress'.padEnd(33, 'x')}`;

/** `units` × 10^-places as an exact decimal string. */
export function fixed(units: number, places: number): string {
  const scale = 10 ** places;
  return `${Math.floor(units / scale)}.${String(units % scale).padStart(places, '0')}`;
}

/** Prices (USDT, as decimal strings) the orders are placed around, read once before the run. */
export interface Prices {
  eth: string;
  btc: string;
}

/** `price` × `factor`, to the pair's 2 decimals (float maths is fine here: it only picks a price). */
const scaled = (price: string, factor: number) => (Number(price) * factor).toFixed(2);

/** Digits of one draw for independent-enough sub-choices (side, leverage…). */
const digit = (u: number, n: number) => (u * 10 ** n) % 1;

export class SimUser {
  private readonly counts: Record<Book, number> = {
    spot: 0,
    contract: 0,
    seconds: 0,
    transfer: 0,
    withdraw: 0,
    close: 0,
    cancel: 0,
  };
  private sequence = 0;

  constructor(
    private readonly api: Api,
    private readonly uid: number,
    private readonly token: string,
    private readonly rng: () => number,
    private readonly seed: number,
    private readonly prices: Prices,
    private readonly intents: IntentLog[],
  ) {}

  /** Runs steps until `deadline` (epoch ms), the first after a seeded pause; the last may finish after it. */
  async run(deadline: number): Promise<void> {
    await new Promise((r) => setTimeout(r, this.rng() * THINK_MS.max));
    while (Date.now() < deadline) {
      const step = nextStep(this.rng);
      await this.perform(step);
      const left = deadline - Date.now();
      if (left > 0) await new Promise((r) => setTimeout(r, Math.min(step.thinkMs, left)));
    }
  }

  private get = (call: string, fields: Record<string, string> = {}) =>
    this.api.send('GET', call, fields, { token: this.token });
  private post = (call: string, fields: Record<string, string> = {}) =>
    this.api.send('POST', call, fields, { token: this.token });

  private async perform(step: Step): Promise<void> {
    const u = step.pick;
    const up = digit(u, 1) < 0.5;
    switch (step.action) {
      case 'read': {
        const reads = [
          () => this.get('/user/info'),
          () => this.post('/wallet/list'),
          () => this.get('/currency/quotation_new'),
          () => this.post('/lever/dealall', { legal_id: PAIRS.usdt, currency_id: PAIRS.btc }),
          () => this.get('/microtrade/lists', { status: '-1', page: '1', limit: '10' }),
          () => this.get('/coin/list', { page: '1', limit: '10' }),
        ];
        await reads[Math.floor(u * reads.length)]!();
        return;
      }
      case 'spot': {
        const amount = fixed(100 + this.next('spot'), 4);
        const kind = u < 0.45 ? 'restingBuy' : u < 0.8 ? 'marketBuy' : 'marketSell';
        const fields = {
          currency_id: PAIRS.eth,
          legal_id: PAIRS.usdt,
          type: kind === 'marketSell' ? '2' : '1',
          amount,
          order_type: kind === 'restingBuy' ? 'limit' : 'market',
          target_price: kind === 'restingBuy' ? scaled(this.prices.eth, 0.8) : this.prices.eth,
        };
        await this.money(step, 'spot', amount, 'POST', '/coin/trade', fields);
        return;
      }
      case 'spotCancel': {
        const list = await this.get('/coin/list', {
          currency_id: PAIRS.eth,
          legal_id: PAIRS.usdt,
          status: '1',
        });
        const rows = list.outcome === 'ok' ? (list.message as { id: number }[]) : [];
        const row = rows[Math.floor(digit(u, 2) * rows.length)];
        if (row)
          await this.money(step, 'cancel', String(row.id), 'PUT', '/coin/trade', { id: String(row.id) });
        return;
      }
      case 'contract': {
        const share = String(this.next('contract'));
        const limit = u < 0.3;
        const fields = {
          share,
          multiple: LEVERAGES[Math.floor(digit(u, 2) * LEVERAGES.length)]!,
          type: up ? '1' : '2',
          status: limit ? '0' : '1',
          // a limit order rests 10 % away from the price; a market order ignores the price
          target_price: limit ? scaled(this.prices.btc, up ? 0.9 : 1.1) : this.prices.btc,
          legal_id: PAIRS.usdt,
          currency_id: PAIRS.btc,
        };
        await this.money(step, 'contract', share, 'POST', '/lever/submit', fields);
        return;
      }
      case 'close': {
        const open = await this.post('/lever/dealall', { legal_id: PAIRS.usdt, currency_id: PAIRS.btc });
        const rows =
          open.outcome === 'ok'
            ? ((open.message as { order?: { data?: { id: number; status: number }[] } }).order?.data ?? [])
            : [];
        const positions = rows.filter((r) => r.status === 1);
        const row = positions[Math.floor(digit(u, 2) * positions.length)];
        if (row)
          await this.money(step, 'close', String(row.id), 'POST', '/lever/close', { id: String(row.id) });
        return;
      }
      case 'seconds': {
        const number = fixed(1000 + this.next('seconds'), 2);
        const fields = {
          match_id: PAIRS.btcMatchId,
          currency_id: PAIRS.usdt,
          type: up ? '1' : '2',
          seconds: digit(u, 2) < 0.7 ? '30' : '60',
          number,
        };
        await this.money(step, 'seconds', number, 'POST', '/microtrade/submit', fields);
        return;
      }
      case 'transfer': {
        const from = Math.floor(u * ACCOUNTS.length);
        const to = (from + 1 + Math.floor(digit(u, 2) * (ACCOUNTS.length - 1))) % ACCOUNTS.length;
        const number = `${1 + Math.floor(digit(u, 3) * 20)}.${String(this.next('transfer')).padStart(8, '0')}`;
        const fields = {
          currency_id: PAIRS.usdt,
          number,
          from_field: ACCOUNTS[from]!,
          to_field: ACCOUNTS[to]!,
        };
        await this.money(step, 'transfer', number, 'POST', '/wallet/change', fields);
        return;
      }
      case 'withdraw': {
        const number = `${10 + Math.floor(u * 20)}.${String(this.next('withdraw')).padStart(4, '0')}`;
        const password = LOAD_PAY_PASSWORD;
        const fields = {
          currency: PAIRS.usdt,
          number,
          address: ADDRESS,
          rate: '1',
          type: '0',
          pay_password: password,
          pass: password,
          password,
        };
        await this.money(step, 'withdraw', number, 'POST', '/wallet/out', fields);
        return;
      }
    }
  }

  private next(book: Book): number {
    return ++this.counts[book];
  }

  /** One money intent, sent as the step says; logged for the replay. */
  private async money(
    step: Step,
    book: Book,
    tag: string,
    method: 'POST' | 'PUT',
    call: string,
    fields: Record<string, string>,
  ): Promise<void> {
    const key = step.keyed ? `load-${this.seed}-${this.uid}-${++this.sequence}` : undefined;
    const send = (abortAfterMs?: number) =>
      this.api.send(method, call, fields, { token: this.token, key, abortAfterMs });
    let answers: Answer[];
    if (step.submit === 'double') answers = await Promise.all([send(), send()]);
    else if (step.submit === 'retry') answers = [await send(step.abortAfterMs), await send()];
    else {
      answers = [await send()];
      if (step.submit === 'replay' && answers[0]!.outcome === 'ok') answers.push(await send());
    }
    const ids = answers
      .filter((a) => a.outcome === 'ok' && book === 'seconds')
      .map((a) => String((a.message as { id?: unknown }).id));
    this.intents.push({
      user: this.uid,
      book,
      tag,
      keyed: step.keyed,
      outcomes: answers.map((a) => a.outcome),
      ids,
    });
  }
}
