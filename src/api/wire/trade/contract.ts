/**
 * The lever (perpetual contract) area's adapter: the family's wire shapes (wire-facts §5) → the domain types
 * (`../schemas/trade.ts`). Nothing outside `src/api` sees these field names.
 *
 *   POST /lever/deal      { last_price, user_lever, lever_share_limit, multiple: { muit }, my_transaction } → LeverDeal
 *   POST /lever/dealall   { hazard_rate, caution_money_total, profits_total, …, order: paginator }  → risk + Page
 *   POST /lever/my_trade  { rate_profits_total: { hazard_rate, profits_total }, message: paginator } → risk + Page
 *   the `lever_trade` push's `trades_*` rows (./feeds.ts) read with the same row reader
 *
 * Rows (`lever_transaction`): `type` 1 long / 2 short, `status` 0 pending … 4 cancelled, prices and money as
 * decimals (string or number; missing = "0"), `create_time` and the other times as epoch seconds or
 * "Y-m-d H:i:s" (`time` is the appended text). A stop price of 0 is no stop. `liquidation_price` is the demo
 * exchange's extra (null elsewhere: the app computes it). A row that cannot be read (no id, an unknown type
 * or status) is left out of its list.
 */
import * as z from 'zod/mini';
import { Dec } from '@/lib/decimal';
import { laravelPageAt, laravelPaginatorSchema, type Page, type PageRequest } from '../../paging';
import {
  LEVER_STATUSES,
  type LeverDeal,
  type LeverOrder,
  type LeverRisk,
  type LeverSide,
  type LeverStatus,
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

const SIDES: Record<string, LeverSide> = { '1': 'long', '2': 'short' };
const STATUSES = Object.fromEntries(LEVER_STATUSES.map((s, i) => [String(i), s])) as Record<
  string,
  LeverStatus
>;

/** The wire code of a status (`/lever/dealall`'s and `/lever/my_trade`'s `status`). */
export const leverStatusCode = (status: LeverStatus): number => LEVER_STATUSES.indexOf(status);

/** A leverage: a positive number (`"10"`, `10`, `"10.00"`), else 0. */
const leverage = z.pipe(
  z.optional(z.unknown()),
  z.transform((v) => {
    const n = typeof v === 'number' || typeof v === 'string' ? Number(v) : NaN;
    return Number.isFinite(n) && n > 0 ? n : 0;
  }),
);

/** A stop price: null when unset (missing or 0). */
const stopPrice = z.pipe(
  decOrNull,
  z.transform((v) => (v === null || new Dec(v).isZero() ? null : v)),
);

const leverRowSchema = z.pipe(
  z.looseObject({
    id,
    type: wireEnum(SIDES),
    status: wireEnum(STATUSES),
    symbol: text,
    currency: count,
    legal: count,
    share: decOrZero,
    number: decOrZero,
    multiple: leverage,
    price: decOrZero,
    origin_price: decOrZero,
    update_price: decOrZero,
    target_profit_price: stopPrice,
    stop_loss_price: stopPrice,
    caution_money: decOrZero,
    origin_caution_money: decOrZero,
    trade_fee: decOrZero,
    overnight_money: decOrZero,
    profits: decOrNull,
    fact_profits: decOrZero,
    liquidation_price: decOrNull,
    create_time: epochMs,
    time: epochMs,
    transaction_time: epochMs,
    complete_time: epochMs,
    handle_time: epochMs,
    update_time: epochMs,
  }),
  z.transform((r): LeverOrder => {
    const createdAt = r.create_time ?? r.time ?? 0;
    const settled = r.status === 'closed' || r.status === 'cancelled';
    return {
      id: r.id,
      symbol: r.symbol,
      currencyId: r.currency,
      legalId: r.legal,
      side: r.type,
      status: r.status,
      lots: r.share,
      quantity: r.number,
      leverage: r.multiple,
      entryPrice: r.price,
      originPrice: r.origin_price,
      markPrice: r.update_price,
      takeProfit: r.target_profit_price,
      stopLoss: r.stop_loss_price,
      margin: r.caution_money,
      originMargin: r.origin_caution_money,
      fee: r.trade_fee,
      overnightFee: r.overnight_money,
      // realised once settled; the appended unrealised figure while open
      pnl: settled ? r.fact_profits : (r.profits ?? '0'),
      liquidationPrice: r.liquidation_price,
      createdAt,
      // a market order becomes a position when it is made: its creation time when the row has no other
      openedAt: r.status === 'pending' ? null : (r.transaction_time ?? (createdAt > 0 ? createdAt : null)),
      closedAt: settled ? (r.complete_time ?? r.handle_time ?? r.update_time ?? null) : null,
    };
  }),
);

/** Lever order rows (a list from any of the calls, or a `trades_*` array of the push): unreadable rows dropped. */
export const toLeverOrders = (rows: readonly unknown[]): LeverOrder[] => readEach(leverRowSchema, rows);

// ---- /lever/deal ----

export const leverDealSchema = z.pipe(
  z.looseObject({
    last_price: decOrZero,
    user_lever: decOrZero,
    lever_share_limit: z.optional(z.nullable(z.looseObject({ min: decOrZero, max: decOrZero }))),
    multiple: z.optional(z.nullable(z.looseObject({ muit: anyList }))),
    my_transaction: anyList,
  }),
  z.transform((w): LeverDeal => {
    const leverages: number[] = [];
    for (const choice of w.multiple?.muit ?? []) {
      const value = leverage.parse(
        typeof choice === 'object' && choice !== null ? (choice as { value?: unknown }).value : choice,
      );
      if (value > 0 && !leverages.includes(value)) leverages.push(value);
    }
    return {
      lastPrice: w.last_price,
      lotLimits: { min: w.lever_share_limit?.min ?? '0', max: w.lever_share_limit?.max ?? '0' },
      leverages,
      balance: w.user_lever,
      openOrders: toLeverOrders(w.my_transaction),
    };
  }),
);

// ---- /lever/dealall, /lever/my_trade ----

const ordersOf = (page: Page<unknown>): Page<LeverOrder> => ({ ...page, items: toLeverOrders(page.items) });

/** `/lever/dealall`: the account's figures beside the open positions' paginator (`message.order`). */
export const leverPositionsSchema = (req: PageRequest) => {
  const orders = laravelPageAt('order', z.unknown(), req);
  return z.pipe(
    z.looseObject({
      hazard_rate: decOrZero,
      caution_money_total: decOrZero,
      profits_total: decOrZero,
      order: laravelPaginatorSchema(z.unknown()),
    }),
    z.transform((w): LeverRisk & { orders: Page<LeverOrder> } => ({
      riskRate: w.hazard_rate,
      pnlTotal: w.profits_total,
      marginTotal: w.caution_money_total,
      orders: ordersOf(orders.parse(w)),
    })),
  );
};

/** `/lever/my_trade`: the paginator one level down (`message.message`, the doubled key is real) and the risk. */
export const leverOrdersSchema = (req: PageRequest) => {
  const orders = laravelPageAt('message', z.unknown(), req);
  return z.pipe(
    z.looseObject({
      rate_profits_total: z.optional(
        z.nullable(z.looseObject({ hazard_rate: decOrZero, profits_total: decOrZero })),
      ),
      message: laravelPaginatorSchema(z.unknown()),
    }),
    z.transform((w): { risk: LeverRisk; orders: Page<LeverOrder> } => ({
      risk: {
        riskRate: w.rate_profits_total?.hazard_rate ?? '0',
        pnlTotal: w.rate_profits_total?.profits_total ?? '0',
        marginTotal: null,
      },
      orders: ordersOf(orders.parse(w)),
    })),
  );
};
