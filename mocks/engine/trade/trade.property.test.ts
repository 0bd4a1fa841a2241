// @vitest-environment node
/**
 * Random sequences of spot, contract and seconds operations (stakes in USDT or in a coin), price jumps and clock
 * advances, driven through the engine's calls (each sweeping first), on a memory store and on SQLite; after each,
 * `checkInvariants` (./trade.invariants.ts): the ledger audit passes, value is conserved per currency (deposits +
 * realised flows with the house = balances + fees), nothing negative, frozen = what live orders hold. Refusals
 * are expected (translated `EngineError`s); anything else thrown fails the property.
 */
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSqliteStore } from '../../server/sqliteStore';
import {
  EngineError,
  createContext,
  createMemoryStore,
  seededRng,
  type Store,
} from '../core';
import { createManualClock } from '../core/testing';
import { createLedger } from '../ledger';
import { createMarketArea } from '../market';
import { createCodes, createUserArea } from '../auth';
import { createTradeArea } from '.';
import { checkInvariants, reached } from './trade.invariants';
import { ordersOf, type LeverOrderDoc, type MicroOrderDoc, type SpotOrderDoc } from './types';

const PAIRS = [
  { symbol: 'BTC/USDT', currency: 1, start: '100000.00', match: '1' },
  { symbol: 'ETH/USDT', currency: 2, start: '3200.00', match: '2' },
];
const USDT = 3;
const DEPOSITS = [
  { account: 'change', currency: USDT, amount: '20000' },
  { account: 'change', currency: 1, amount: '0.5' },
  { account: 'change', currency: 2, amount: '5' },
  { account: 'lever', currency: USDT, amount: '20000' },
  { account: 'micro', currency: USDT, amount: '2000' },
  { account: 'micro', currency: 1, amount: '0.05' },
  { account: 'micro', currency: 2, amount: '1' },
] as const;
/** A seconds stake's pay coin, and its unit: a stake of `n` is n ÷ 10 units (USDT 10 → 10, BTC 10 → 0.0001). */
const PAY = [
  { currency: USDT, unit: '10' },
  { currency: 1, unit: '0.0001' },
  { currency: 2, unit: '0.003' },
];
const USERS = 2;

const who = fc.integer({ min: 0, max: USERS - 1 });
const pair = fc.integer({ min: 0, max: PAIRS.length - 1 });
const pct = (max: number) => fc.integer({ min: -max, max }).map((n) => n / 1000);
type Values<R> = { [P in keyof R]: R[P] extends fc.Arbitrary<infer U> ? U : never };
/** An operation: its `kind` and its generated fields. */
function record<K extends string, R extends Record<string, fc.Arbitrary<unknown>>>(
  kind: K,
  fields: R,
): fc.Arbitrary<{ kind: K } & Values<R>> {
  return fc.record({ kind: fc.constant(kind), ...fields }) as fc.Arbitrary<{ kind: K } & Values<R>>;
}
const op = fc.oneof(
  {
    weight: 3,
    arbitrary: record('spot', {
      who,
      pair,
      buy: fc.boolean(),
      market: fc.boolean(),
      units: fc.integer({ min: 1, max: 400 }),
      off: pct(80),
    }),
  },
  { weight: 1, arbitrary: record('spotCancel', { who, pick: fc.nat() }) },
  {
    weight: 4,
    arbitrary: record('lever', {
      who,
      pair,
      long: fc.boolean(),
      market: fc.boolean(),
      lots: fc.integer({ min: 1, max: 60 }),
      lev: fc.constantFrom('1', '5', '10', '20', '50', '100'),
      off: pct(60),
    }),
  },
  { weight: 1, arbitrary: record('leverClose', { who, pick: fc.nat() }) },
  { weight: 1, arbitrary: record('leverCancel', { who, pick: fc.nat() }) },
  { weight: 1, arbitrary: record('batch', { who, type: fc.constantFrom('0', '1', '2') }) },
  {
    weight: 3,
    arbitrary: record('stop', { who, pick: fc.nat(), tp: pct(25), sl: pct(25), flip: fc.boolean() }),
  },
  {
    weight: 3,
    arbitrary: record('micro', {
      who,
      pair,
      up: fc.boolean(),
      seconds: fc.constantFrom('30', '60', '120'),
      stake: fc.integer({ min: 10, max: 700 }),
      pay: fc.integer({ min: 0, max: PAY.length - 1 }),
    }),
  },
  { weight: 4, arbitrary: record('move', { pair, by: pct(150) }) },
  {
    weight: 3,
    arbitrary: record('wait', {
      ms: fc.oneof(fc.integer({ min: 0, max: 90_000 }), fc.integer({ min: 0, max: 3 * 86_400_000 })),
    }),
  },
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

const D = (v: Decimal.Value) => new Decimal(v);
const at8 = (v: Decimal, rounding: Decimal.Rounding) => v.toDecimalPlaces(8, rounding);

function run(store: Store, ops: Op[]) {
  const clock = createManualClock();
  const ctx = createContext({ store, clock, rng: seededRng(5) });
  const user = createUserArea(ctx, { codes: createCodes(ctx) });
  const market = createMarketArea(ctx, { user });
  const paths = new Map(PAIRS.map((p) => [p.symbol, [[clock(), p.start]] as [number, string][]]));
  const priceAt = (symbol: string, at: number) => {
    const path = paths.get(market.market(symbol).symbol)!;
    for (let i = path.length - 1; i >= 0; i--) if (path[i]![0] <= at) return path[i]![1];
    return path[0]![1];
  };
  const feed = { ...market, livePrice: (symbol: string, at?: number) => priceAt(symbol, at ?? clock()) };
  const ledger = createLedger(ctx);
  const trade = createTradeArea(ctx, { user, market: feed, ledger });

  const users = Array.from({ length: USERS }, (_, i) => {
    const doc = user.createAccount({ type: 'email', email: `p${i}@example.test`, password_hash: 'x' });
    for (const d of DEPOSITS) ledger.credit({ user: doc.id, ...d, reason: 'deposit' });
    return { id: doc.id, token: user.openSession(doc.id) };
  });
  const mine = <T extends object>(kind: 'spot' | 'lever' | 'micro', i: number) =>
    store.list<T>(ordersOf(kind, users[i]!.id));
  const nth = <T extends { id: number }>(list: T[], n: number) =>
    list.length ? String(list[n % list.length]!.id) : '1';

  const attempt = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
    }
  };

  for (const o of ops) {
    const u = 'who' in o ? users[o.who]! : users[0]!;
    const p = 'pair' in o ? PAIRS[o.pair]! : PAIRS[0]!;
    const now = D(priceAt(p.symbol, clock()));
    const base = { currency_id: String(p.currency), legal_id: '3' };
    const offset = (by: number) => at8(now.times(1 + by), Decimal.ROUND_DOWN).toFixed(2);
    switch (o.kind) {
      case 'spot':
        attempt(() =>
          trade.spot.place(u.token, {
            ...base,
            type: o.buy ? '1' : '2',
            order_type: o.market ? 'market' : 'limit',
            target_price: offset(o.off),
            amount: D(o.units).div(p.currency === 1 ? 4000 : 400).toFixed(4),
          }),
        );
        break;
      case 'spotCancel':
        attempt(() => trade.spot.cancel(u.token, { id: nth(mine<SpotOrderDoc>('spot', o.who), o.pick) }));
        break;
      case 'lever':
        attempt(() =>
          trade.lever.submit(u.token, {
            ...base,
            share: String(o.lots),
            multiple: o.lev,
            type: o.long ? '1' : '2',
            status: o.market ? '1' : '0',
            target_price: offset(o.off),
          }),
        );
        break;
      case 'leverClose':
        attempt(() => trade.lever.close(u.token, { id: nth(mine<LeverOrderDoc>('lever', o.who), o.pick) }));
        break;
      case 'leverCancel':
        attempt(() => trade.lever.cancel(u.token, { id: nth(mine<LeverOrderDoc>('lever', o.who), o.pick) }));
        break;
      case 'batch':
        attempt(() => trade.lever.batchClose(u.token, { type: o.type }));
        break;
      case 'stop': {
        // Mostly on the right side of the price for the order's direction (else refused), sometimes flipped.
        const all = mine<LeverOrderDoc>('lever', o.who);
        const orders = all.some((x) => x.status <= 1) ? all.filter((x) => x.status <= 1) : all;
        const target = orders[o.pick % Math.max(1, orders.length)];
        const sign = (target?.type === 1) !== o.flip ? 1 : -1;
        const feedNow = D(priceAt(target?.symbol ?? p.symbol, clock()));
        const entry = D(target?.price ?? feedNow);
        // TP beyond both the entry and the feed, SL short of both (long: above / below; short: the reverse)
        const at = (by: number) => {
          const from = (by > 0) === (sign > 0) ? Decimal.max(entry, feedNow) : Decimal.min(entry, feedNow);
          return at8(from.times(1 + by), sign > 0 ? Decimal.ROUND_UP : Decimal.ROUND_DOWN).toFixed(2);
        };
        attempt(() =>
          trade.lever.setStop(u.token, {
            id: String(target?.id ?? 1),
            target_profit_price: at(sign * Math.abs(o.tp)),
            stop_loss_price: at(-sign * Math.abs(o.sl)),
          }),
        );
        break;
      }
      case 'micro': {
        // paid in USDT or in a coin (any pair's), in the coin's units: 10 is its minimum
        const pay = PAY[o.pay]!;
        attempt(() =>
          trade.micro.submit(u.token, {
            match_id: p.match,
            currency_id: String(pay.currency),
            type: o.up ? '1' : '2',
            seconds: o.seconds,
            number: D(o.stake).times(pay.unit).div(10).toFixed(),
          }),
        );
        break;
      }
      case 'move':
        paths.get(p.symbol)!.push([clock(), offset(o.by)]);
        break;
      case 'wait':
        clock.advance(o.ms);
        break;
    }
  }
  clock.advance(300_000); // every seconds order due
  trade.sweep();
  checkInvariants(store, ledger, users.map((u) => u.id), DEPOSITS);
  for (const i of users.keys())
    for (const m of mine<MicroOrderDoc>('micro', i).filter((x) => x.currency_id !== USDT))
      reached.set(`micro coin ${m.profit_result}`, (reached.get(`micro coin ${m.profit_result}`) ?? 0) + 1);
}

describe('trade properties', () => {
  it('memory store: audit clean, value conserved, frozen = live orders', () => {
    fc.assert(
      fc.property(fc.array(op, { minLength: 1, maxLength: 60, size: 'max' }), (ops) =>
        run(createMemoryStore(), ops),
      ),
      { numRuns: 150 },
    );
    for (const what of [
      'spot market 2',
      'spot limit 1',
      'spot limit 2',
      'spot limit 3',
      'lever 0',
      'lever 1',
      'lever 3 user',
      'lever 3 batch',
      'lever 3 liquidation',
      'lever 3 take_profit',
      'lever 3 stop_loss',
      'lever 4 user',
      'lever limit filled',
      'lever overnight',
      'micro 1',
      'micro -1',
      'micro coin 1',
      'micro coin -1',
    ])
      expect(reached.get(what) ?? 0, what).toBeGreaterThan(0);
  });

  it('SQLite store: the same', () => {
    fc.assert(
      fc.property(fc.array(op, { minLength: 1, maxLength: 40, size: 'max' }), (ops) => {
        const store = createSqliteStore(':memory:');
        try {
          run(store, ops);
        } finally {
          store.close();
        }
      }),
      { numRuns: 30 },
    );
  });
});
