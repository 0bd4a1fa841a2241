/**
 * The trade area's socket payloads (wire-facts §4, §12.4, §12.6) → domain types. Both are user events: the
 * family's push server sends them to the room `login` joined, and the demo exchange the same way (`toUser`).
 *
 *   toLeverPush(payload)    `lever_trade`       → LeverPush: the account's risk and every open and pending order
 *   toClosedMicro(payload)  `closed_microorder` → MicroSettlement: `data` is the whole order row, or `{id}` only
 *
 * Kept apart from ../feeds.ts (the market events' mappers, loaded lazily after the first screen): the realtime
 * families `positions` and `micro_settled` read these synchronously, on the family's events and on our own
 * `push` of the same payload alike. They answer `null` for a payload they cannot read: a socket never throws.
 */
import * as z from 'zod/mini';
import type { LeverOrder, LeverPush, MicroSettlement } from '../../schemas/trade';
import { decimalOf, decOrNull, decOrZero, id } from '../../schemas/primitives';
import { toLeverOrders } from './contract';
import { microOrderSchema } from './seconds';

/** A list sent as a JSON string (every server seen) or as the array itself (one client reads it so); else null. */
function rowsOf(value: unknown): unknown[] | null {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  return Array.isArray(list) ? list : null;
}

const leverPushSchema = z.looseObject({
  hazard_rate: decOrNull,
  caution_money_all: decOrNull,
  profits_all: decOrZero,
  trades_all: z.unknown(),
  trades_entrust: z.optional(z.unknown()),
});

type Row = Record<string, unknown>;
const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The fields of a row the push changes tick by tick: the unrealised P&L and the mark price. */
const TICKING = new Set(['profits', 'update_price', 'update_time']);

function sameBesidesTicking(a: Row, b: Row): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const k of keys) if (!TICKING.has(k) && !Object.is(a[k], b[k])) return false;
  return true;
}

/** The previous push's rows by id, with their reading. */
let previous = new Map<unknown, { raw: Row; order: LeverOrder }>();

/**
 * The push's rows as orders. A row that differs from the previous push's row of the same id only in its
 * P&L and mark price keeps that row's reading with the two new figures (read with the same rules): every
 * field of 100 positions validated ten times a second was most of what the push cost the page.
 */
function readRows(rows: readonly unknown[], next: typeof previous): LeverOrder[] {
  const out: LeverOrder[] = [];
  for (const row of rows) {
    const key = isRow(row) ? row.id : undefined;
    const before = key === undefined ? undefined : previous.get(key);
    const open = before !== undefined && before.order.status !== 'closed' && before.order.status !== 'cancelled';
    if (open && isRow(row) && sameBesidesTicking(before.raw, row)) {
      const order = { ...before.order, pnl: decimalOf(row.profits) ?? '0', markPrice: decimalOf(row.update_price) ?? '0' };
      next.set(key, { raw: row, order });
      out.push(order);
      continue;
    }
    const [order] = toLeverOrders([row]);
    if (!order) continue;
    out.push(order);
    if (isRow(row)) next.set(key, { raw: row, order });
  }
  return out;
}

/**
 * `lever_trade`: `hazard_rate` (percent), `caution_money_all`, `profits_all` and the order lists
 * `trades_all` (open positions) and `trades_entrust` (pending orders); `trades_cur` (the pair the user was
 * on) is a subset of them and not read. Without a readable risk rate or position list the push says
 * nothing: null. A row that cannot be read is left out.
 */
export function toLeverPush(payload: unknown): LeverPush | null {
  const parsed = leverPushSchema.safeParse(payload);
  if (!parsed.success) return null;
  const p = parsed.data;
  const positions = rowsOf(p.trades_all);
  const pending = p.trades_entrust === undefined || p.trades_entrust === null ? [] : rowsOf(p.trades_entrust);
  if (p.hazard_rate === null || !positions || !pending) return null;
  const next: typeof previous = new Map();
  const push = {
    riskRate: p.hazard_rate,
    pnlTotal: p.profits_all,
    marginTotal: p.caution_money_all,
    positions: readRows(positions, next),
    pending: readRows(pending, next),
  };
  previous = next;
  return push;
}

const closedMicroSchema = z.looseObject({ data: z.looseObject({ id }) });

/** `closed_microorder`: the settled order when `data` is a readable row, else only its id (then refetch). */
export function toClosedMicro(payload: unknown): MicroSettlement | null {
  const parsed = closedMicroSchema.safeParse(payload);
  if (!parsed.success) return null;
  const data = parsed.data.data;
  // a row without its status is not the whole row
  const row = 'status' in data ? microOrderSchema().safeParse(data) : null;
  return { id: data.id, order: row?.success ? row.data : null };
}
