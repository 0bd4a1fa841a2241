/**
 * The market area's adapter: the family's wire shapes (wire-facts §3, §10) → the app's domain types
 * (`../schemas/market.ts`). Nothing outside `src/api` sees these field names.
 *
 *   GET /currency/quotation_new  [{ id, name, …, quotation: [pair] }]  → Market[]   (toMarkets)
 *   GET /currency/list           [row] or { currency: [row], legal }    → CoinInfo[] (toCoins)
 *   GET /currency/new_timeshar   { code: 1, msg, data: [candle] }       → Candle[]   (toCandles)
 *   GET /optional/list           [{ id, currency_id }]                  → Favorite[] (favoriteListSchema)
 *
 * Pairs: the family has no full name, precision, 24 h open/high/low or turnover on a pair; the demo exchange
 * sends them as extra fields (`full_name`, `price_precision`, `amount_precision`, `open`, `high`, `low`,
 * `turnover`) and a platform without them gets values derived from what it does send (decision 51).
 */
import * as z from 'zod/mini';
import { Dec, fixed, toDec } from '@/lib/decimal';
import { toCandleList, type Candle, type CoinInfo, type Favorite, type Market } from '../schemas/market';
import { dec, int, optDec, text } from '../schemas/primitives';

/** A 0/1 flag the way the family sends it; undefined when absent. */
const rawFlag = z.optional(z.nullable(z.union([z.boolean(), z.number(), z.string()])));
const isOn = (v: z.infer<typeof rawFlag>) => v === true || v === 1 || v === '1' || v === 'true';
const optInt = z.optional(z.nullable(z.union([z.number(), z.string()])));
const optStr = z.optional(z.nullable(z.union([z.string(), z.number()])));

// ---- /currency/quotation_new ----

/** One trading pair (`currency_matches` row with its appended figures). */
export const pairSchema = z.looseObject({
  /** The match id (`/microtrade/submit`'s `match_id`; the domain's `match_id`). */
  id: int,
  currency_id: int,
  legal_id: int,
  currency_name: z.string(),
  legal_name: z.string(),
  is_display: rawFlag,
  open_lever: rawFlag,
  open_microtrade: rawFlag,
  open_coin_trade: rawFlag,
  lever_share_num: optDec,
  spread: optDec,
  lever_trade_fee: optDec,
  lever_min_share: optDec,
  lever_max_share: optDec,
  sort: optInt,
  now_price: dec,
  /** 24 h percent change; may start with '+'. */
  change: optDec,
  volume: optDec,
  logo: text,
  // The demo exchange's extra fields (absent on the family's platforms).
  full_name: optStr,
  price_precision: optInt,
  amount_precision: optInt,
  open: optStr,
  high: optStr,
  low: optStr,
  turnover: optStr,
});
export type PairWire = z.infer<typeof pairSchema>;

/** One quote currency (a `currency` row with `is_legal` = 1) and its pairs under `quotation`. */
export const quoteGroupSchema = z.looseObject({
  id: int,
  name: z.string(),
  quotation: z.array(pairSchema),
});
export const quotationSchema = z.array(quoteGroupSchema);

/** Digits after the point once trailing zeros are gone (`"95000.50000000"` → 1). */
function decimalsOf(value: string): number {
  const fraction = value.split('.')[1]?.replace(/0+$/, '') ?? '';
  return fraction.length;
}

const intOr = (v: string | number | null | undefined, fallback: number) => {
  const n = v === null || v === undefined || v === '' ? NaN : Number(v);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
};
const decOr = (v: string | number | null | undefined, fallback: string) =>
  v !== null && v !== undefined && toDec(v) ? String(v) : fallback;

/** One pair → Market; `position` (1-based, over every group) orders a pair that has no `sort`. */
export function toMarket(p: PairWire, position: number): Market {
  const pp = intOr(p.price_precision, Math.min(8, Math.max(2, decimalsOf(p.now_price))));
  // A 24 h volume says nothing about order sizes: without the field, the domain's default.
  const ap = intOr(p.amount_precision, 4);
  const change = p.change.replace(/^\+/, '');
  const price = toDec(p.now_price) ? p.now_price : '0';
  // Without a 24 h open, the one the price and the change imply.
  const ratio = new Dec(1).plus(new Dec(toDec(change) ?? 0).dividedBy(100));
  const impliedOpen = ratio.gt(0) ? fixed(new Dec(price).dividedBy(ratio), pp) : price;
  const open = decOr(p.open, impliedOpen);
  const trade = [p.open_coin_trade, p.open_lever, p.open_microtrade].filter((f) => f !== undefined && f !== null);
  const kind = trade.length > 0 && trade.every((f) => !isOn(f)) ? 'stock' : 'spot';
  // a mode whose flag a platform leaves out is offered on a tradable pair (the server has the last word)
  const mode = (f: z.infer<typeof rawFlag>) => (f === undefined || f === null ? kind === 'spot' : isOn(f));
  return {
    symbol: `${p.currency_name}/${p.legal_name}`,
    currency_id: p.currency_id,
    legal_id: p.legal_id,
    base: p.currency_name,
    quote: p.legal_name,
    name: p.full_name === null || p.full_name === undefined ? p.currency_name : String(p.full_name),
    // the base coin's logo (a site path on the demo: the feature prefixes the site origin)
    logo: p.logo,
    // A pair nothing can be traded on is shown as text only (decision 51).
    kind,
    futures: isOn(p.open_lever),
    match_id: p.id,
    micro: mode(p.open_microtrade),
    coin: mode(p.open_coin_trade),
    price,
    open,
    high: decOr(p.high, new Dec(price).gte(open) ? price : open),
    low: decOr(p.low, new Dec(price).lte(open) ? price : open),
    volume: p.volume,
    turnover: decOr(p.turnover, fixed(new Dec(toDec(p.volume) ?? 0).times(price), 2)),
    change,
    price_precision: pp,
    amount_precision: ap,
    lot_size: p.lever_share_num,
    min_lots: p.lever_min_share,
    max_lots: p.lever_max_share,
    fee_rate: p.lever_trade_fee,
    spread: p.spread,
    sort: intOr(p.sort, position),
  };
}

/** Every displayed pair of every quote group, in the groups' order (the PC client's reading). */
export function toMarkets(groups: z.infer<typeof quotationSchema>): Market[] {
  const out: Market[] = [];
  for (const group of groups)
    for (const pair of group.quotation) {
      if (pair.is_display !== undefined && pair.is_display !== null && !isOn(pair.is_display)) continue;
      out.push(toMarket(pair, out.length + 1));
    }
  return out;
}

// ---- /currency/list ----

/** A `currency` row; the info fields after `is_display` are the demo exchange's (decision 49). */
export const currencyRowSchema = z.looseObject({
  id: int,
  name: z.string(),
  logo: text,
  /** The chain or token type (`btc`, `erc20`, `trc20` …). */
  type: text,
  is_display: rawFlag,
  full_name: text,
  rank: z.optional(z.nullable(int)),
  issue_date: text,
  total_supply: text,
  circulating_supply: text,
  market_cap: text,
  introduction: text,
  white_paper: text,
  website: text,
});

/** T answers `{ currency, legal }`; the facts describe a plain list: both are read. */
export const currencyListSchema = z.union([
  z.array(currencyRowSchema),
  z.looseObject({ currency: z.array(currencyRowSchema), legal: z.optional(z.array(currencyRowSchema)) }),
]);

export function toCoins(wire: z.infer<typeof currencyListSchema>): CoinInfo[] {
  const rows = Array.isArray(wire) ? wire : wire.currency;
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    subName: c.type.toUpperCase(),
    type: c.type,
    status: c.is_display === undefined || c.is_display === null || isOn(c.is_display) ? 1 : 0,
    image: c.logo,
    full_name: c.full_name,
    rank: c.rank,
    issue_date: c.issue_date,
    total_supply: c.total_supply,
    circulating_supply: c.circulating_supply,
    market_cap: c.market_cap,
    introduction: c.introduction,
    white_paper: c.white_paper,
    website: c.website,
  }));
}

// ---- /currency/new_timeshar ----

/** A candle row: `id` unix seconds, `time` = id × 1000, `amount` the base volume (= `volume`), `vol` the quote's. */
export const candleRowSchema = z.looseObject({
  id: optInt,
  time: optInt,
  open: z.unknown(),
  close: z.unknown(),
  high: z.unknown(),
  low: z.unknown(),
  amount: z.optional(z.unknown()),
  vol: z.optional(z.unknown()),
  volume: z.optional(z.unknown()),
});
/** The payload (`data`) of the `{code, msg, data}` envelope; `null` when a platform has none. */
export const candlesSchema = z.pipe(
  z.nullable(z.array(z.unknown())),
  z.transform((rows) => rows ?? []),
);

/** Rows → candles: invalid rows dropped (the one validator, `candleSchema`), one per time, oldest first. */
export function toCandles(rows: unknown[]): Candle[] {
  return toCandleList(
    rows.map((raw) => {
      const row = candleRowSchema.safeParse(raw);
      if (!row.success) return null;
      const r = row.data;
      const time = r.time ?? (r.id === null || r.id === undefined ? undefined : Number(r.id) * 1000);
      return { time, open: r.open, high: r.high, low: r.low, close: r.close, volume: r.volume ?? r.amount };
    }),
  );
}

// ---- /optional/list ----

export const favoriteListSchema = z.pipe(
  z.array(z.looseObject({ id: int, currency_id: int })),
  z.transform((rows): Favorite[] => rows.map((r) => ({ id: r.id, currency_id: r.currency_id }))),
);

/** `/optional/add`: T answers `{ id }` (the new row), the facts a text; the row id when there is one. */
export const favoriteAddedSchema = z.pipe(
  z.optional(z.unknown()),
  z.transform((v) => {
    const id = typeof v === 'object' && v !== null ? Number((v as { id?: unknown }).id) : NaN;
    return Number.isSafeInteger(id) ? id : undefined;
  }),
);
