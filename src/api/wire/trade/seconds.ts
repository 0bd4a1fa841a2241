/**
 * The micro (seconds contract) area's adapter: the family's wire shapes (wire-facts §6) → the domain types
 * (`../schemas/trade.ts`).
 *
 *   GET  /microtrade/payable_currencies  [currency row + micro_numbers + user_wallet    → PayCurrency[]
 *                                         (+ the demo's seconds_min)]
 *   GET  /microtrade/seconds             [{ id, seconds, status, profit_ratio }]        → SecondsOption[]
 *   POST /microtrade/submit              the created `micro_orders` row                 → MicroOrder
 *   GET  /microtrade/lists               a Laravel paginator of rows                    → Page<MicroOrder>
 *   the `closed_microorder` push's `data` (./feeds.ts) read with the same row reader
 *
 * Units: `profit_ratio` and `micro_trade_fee` are percents on the family (T: a win pays
 * number × profit_ratio / 100, the fee is number × micro_trade_fee / 100); the domain keeps fractions.
 * `min_amount` on a seconds row is the demo exchange's (and some forks'); "0" when absent.
 *
 * Times: `created_at` is "Y-m-d H:i:s" (read as UTC, see `toEpochMs`). The countdown's end is
 * createdAt + seconds; list rows of an open order also carry `remain_milli_seconds`, the server's own
 * remaining time, which needs no time zone: it wins when `created_at` is unusable or disagrees with it by
 * more than a minute (a server in another zone), and both times are then derived from it and the moment
 * the answer was received. Before settlement `end_price` is the latest price and `profit_result` 0: the
 * domain has null for both until the order is closed.
 */
import * as z from 'zod/mini';
import { Dec } from '@/lib/decimal';
import { now } from '@/lib/time';
import { laravelPage, type Page, type PageRequest } from '../../paging';
import type {
  MicroDirection,
  MicroOrder,
  MicroResult,
  MicroStatus,
  PayCurrency,
  SecondsOption,
} from '../../schemas/trade';
import {
  anyList,
  count,
  decOrNull,
  decOrZero,
  epochMs,
  id,
  readEach,
  text,
  wireEnum,
} from '../../schemas/primitives';

const DIRECTIONS: Record<string, MicroDirection> = { '1': 'up', '2': 'down' };
const STATUSES: Record<string, MicroStatus> = { '1': 'open', '2': 'closing', '3': 'closed' };
const result = wireEnum<MicroResult>({ '1': 'win', '0': 'flat', '-1': 'loss' });

/** A created_at this far from the server's remaining time is not the server's clock read in UTC. */
const CLOCK_TOLERANCE_MS = 60_000;

/** A percent on the wire → a fraction ("85" → "0.85"). */
const fraction = z.pipe(
  decOrZero,
  z.transform((v) => new Dec(v).dividedBy(100).toString()),
);

// ---- /microtrade/payable_currencies ----

/** A duration's smallest stake in one currency (`seconds_min[]`, the demo's); unreadable rows are dropped. */
const secondsMinSchema = z.pipe(
  z.looseObject({ seconds: id, min_amount: decOrZero }),
  z.transform((r) => [r.seconds, r.min_amount] as const),
);

const payCurrencySchema = z.pipe(
  z.looseObject({
    id,
    name: text,
    micro_min: decOrZero,
    micro_max: decOrZero,
    micro_trade_fee: fraction,
    micro_numbers: anyList,
    // T sends null for a coin the user has no wallet row in: nothing to spend
    user_wallet: z.optional(z.nullable(z.looseObject({ micro_balance: decOrZero }))),
    seconds_min: anyList,
  }),
  z.transform((c): PayCurrency => ({
    id: c.id,
    name: c.name,
    min: c.micro_min,
    max: c.micro_max,
    feeRate: c.micro_trade_fee,
    presets: c.micro_numbers.flatMap((n) => {
      const value = decOrNull.parse(
        typeof n === 'object' && n !== null ? (n as { number?: unknown }).number : n,
      );
      return value === null ? [] : [value];
    }),
    balance: c.user_wallet?.micro_balance ?? '0',
    minBySeconds: Object.fromEntries(readEach(secondsMinSchema, c.seconds_min)),
  })),
);

export const payCurrenciesSchema = z.pipe(
  z.array(z.unknown()),
  z.transform((rows) => readEach(payCurrencySchema, rows)),
);

// ---- /microtrade/seconds ----

const secondsRowSchema = z.pipe(
  z.looseObject({ seconds: id, profit_ratio: fraction, min_amount: decOrZero }),
  z.transform((r): SecondsOption => ({
    seconds: r.seconds,
    profitRatio: r.profit_ratio,
    minAmount: r.min_amount,
  })),
);

/** The enabled durations; `null` or an empty list is none (the family answers none with `type: 'error'`). */
export const secondsOptionsSchema = z.pipe(
  z.nullish(z.array(z.unknown())),
  z.transform((rows) => readEach(secondsRowSchema, rows ?? [])),
);

// ---- orders ----

/** One `micro_orders` row; `clock` says when the answer arrived (read as it is parsed; see above). */
export function microOrderSchema(clock: () => number = now) {
  return z.pipe(
    z.looseObject({
      id,
      match_id: count,
      symbol_name: text,
      currency_id: count,
      currency_name: text,
      type: wireEnum(DIRECTIONS),
      // a created order is trading: a row without a status is one
      status: z._default(wireEnum(STATUSES), 'open'),
      seconds: count,
      number: decOrZero,
      fee: decOrZero,
      profit_ratio: fraction,
      open_price: decOrZero,
      end_price: decOrNull,
      fact_profits: decOrZero,
      profit_result: z.optional(z.unknown()),
      created_at: epochMs,
      handled_at: epochMs,
      complete_at: epochMs,
      remain_milli_seconds: decOrNull,
    }),
    z.transform((r): MicroOrder => {
      const receivedAt = clock();
      const duration = r.seconds * 1000;
      const closed = r.status === 'closed';
      let createdAt = r.created_at;
      let endsAt = createdAt === null ? (r.handled_at ?? null) : createdAt + duration;
      const remain =
        r.status === 'open' && r.remain_milli_seconds !== null ? Number(r.remain_milli_seconds) : NaN;
      if (
        Number.isFinite(remain) &&
        (endsAt === null || Math.abs(endsAt - (receivedAt + remain)) > CLOCK_TOLERANCE_MS)
      ) {
        endsAt = receivedAt + Math.max(0, remain);
        createdAt = endsAt - duration;
      }
      if (endsAt === null) {
        // nothing to go by: a trading order was just made, a settled one is undated
        createdAt = r.status === 'open' ? receivedAt : 0;
        endsAt = createdAt + duration;
      }
      const settled = closed ? result.safeParse(r.profit_result) : null;
      return {
        id: r.id,
        matchId: r.match_id,
        symbol: r.symbol_name,
        currencyId: r.currency_id,
        currency: r.currency_name,
        direction: r.type,
        seconds: r.seconds,
        amount: r.number,
        fee: r.fee,
        profitRatio: r.profit_ratio,
        openPrice: r.open_price,
        endPrice: closed ? r.end_price : null,
        profit: r.fact_profits,
        status: r.status,
        result: settled?.success ? settled.data : null,
        createdAt: createdAt ?? endsAt - duration,
        endsAt,
        settledAt: closed ? r.complete_at : null,
      };
    }),
  );
}

/** `/microtrade/lists`: the plain paginator (`message.data`); unreadable rows dropped. */
export const microOrdersSchema = (req: PageRequest, clock: () => number = now) => {
  const row = microOrderSchema(clock);
  return z.pipe(
    laravelPage(z.unknown(), req),
    z.transform((page): Page<MicroOrder> => ({ ...page, items: readEach(row, page.items) })),
  );
};
