// @vitest-environment node
/** The records are the user's events, not ledger legs (issue 28 item 8). */
import { beforeEach, describe, expect, it } from 'vitest';
import { tradeHarness, USDT, type TradeHarness } from '../trade/trade.fixture';
import { createRecords } from './records';

let h: TradeHarness;
let alice: { id: number; token: string };
let records: ReturnType<typeof createRecords>;
let t0: number;

beforeEach(() => {
  h = tradeHarness();
  t0 = h.clock();
  alice = h.newUser([{ account: 'micro', currency: USDT, amount: '500' }]);
  records = createRecords({} as never, { user: h.user, ledger: h.ledger });
});

const bet = (type: '1' | '2') =>
  h.trade.micro.submit(alice.token, { match_id: '1', currency_id: '3', type, seconds: '30', number: '50' });

/** The micro account's records, newest first: what happened, the change of available and of held money. */
const micro = () =>
  records.legalLog(alice.token, { account: 'micro' }).items.map((r) => [r.info, r.value, r.lock_value, r.after]);

describe('legal_log as user events', () => {
  it('a lost 50 USDT bet: placed −50, then "lost" taking the 50 held — never a 0.00 line with frozen −50', () => {
    h.price('BTC/USDT', (at) => (at < t0 + 30_000 ? '100000.00' : '100000.50'));
    bet('2');
    h.clock.advance(60_000);
    h.trade.sweep();
    expect(micro()).toEqual([
      ['record.micro.lost', '0.00000000', '-50.00000000', '450.00000000'],
      ['record.micro.open', '-50.00000000', '50.00000000', '450.00000000'],
      ['record.deposit', '500.00000000', '0.00000000', '500.00000000'],
    ]);
  });

  it('a won bet is one "settled" line with the whole payout (stake back and profit together)', () => {
    h.price('BTC/USDT', (at) => (at < t0 + 30_000 ? '100000.00' : '100000.50'));
    bet('1');
    h.clock.advance(60_000);
    h.trade.sweep();
    const [settled, placed] = micro();
    expect(placed).toEqual(['record.micro.open', '-50.00000000', '50.00000000', '450.00000000']);
    expect(settled).toEqual(['record.micro.settled', '90.00000000', '-50.00000000', '540.00000000']);
    // the records sum to the balance, whatever was held between
    const total = records
      .legalLog(alice.token, { account: 'micro' })
      .items.reduce((sum, r) => sum + Number(r.value), 0);
    expect(total.toFixed(8)).toBe(h.balance(alice.id, 'micro').available);
  });

  it('filters by type and pages the events, not the legs', () => {
    h.price('BTC/USDT', '100000.00');
    bet('1');
    const page = records.legalLog(alice.token, { type: '8', limit: '10' });
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ type: 8, info: 'record.micro.open', value: '-50.00000000' });
  });
});
