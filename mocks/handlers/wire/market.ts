/**
 * The demo exchange speaks the family's wire shapes (wire-facts §3, §10; docs/architecture.md, "Wire
 * compatibility"): the engine answers in its own terms, these encoders turn them into what a platform of the
 * family sends. Stories and tests that answer a call themselves use the same encoders, so every path the app
 * takes is the family's.
 *
 * Fields the family does not have are marked "demo extra"; the app reads them when present and derives them
 * otherwise (src/api/wire/market.ts).
 */
import Decimal from 'decimal.js';
import { coinImage, rates } from '../../engine/market';

/** A pair with its 24 h figures as the engine (and the app's domain) describe it. */
export interface MarketRow {
  symbol: string;
  currency_id: number;
  legal_id: number;
  base: string;
  quote: string;
  name: string;
  kind: 'spot' | 'stock';
  futures: boolean;
  price: string;
  open: string;
  high: string;
  low: string;
  volume: string;
  turnover: string;
  change: string;
  price_precision: number;
  amount_precision: number;
  lot_size: string;
  min_lots: string;
  max_lots: string;
  fee_rate: string;
  spread: string;
  sort: number;
}

/** The family's `change`: a percent string that starts with '+' when above zero. */
const signed = (change: string) => (/^[0-9.]+$/.test(change) && new Decimal(change).gt(0) ? `+${change}` : change);

/** One `currency_matches` row with its appended figures; `id` is the match id (1-based list position here). */
export function pairWire(m: MarketRow, matchId: number) {
  const trading = m.kind === 'spot';
  return {
    id: matchId,
    legal_id: m.legal_id,
    currency_id: m.currency_id,
    legal_name: m.quote,
    currency_name: m.base,
    is_display: 1,
    open_lever: m.futures ? 1 : 0,
    open_microtrade: trading ? 1 : 0,
    open_coin_trade: trading ? 1 : 0,
    lever_share_num: m.lot_size,
    // every rate as the engine charges it (mocks/engine/market/rates.ts), fractions like lever_trade_fee
    spread: rates.spread(m),
    overnight: rates.overnight(m),
    lever_trade_fee: rates.tradeFee(m),
    lever_min_share: m.min_lots,
    lever_max_share: m.max_lots,
    micro_trade_fee: rates.microFee(m.legal_id),
    sort: m.sort,
    // 3 = crypto; the family has no stock category: 2 (index) is the nearest (decision 51)
    currency_type: trading ? 3 : 2,
    market_from: 0,
    now_price: m.price,
    change: signed(m.change),
    volume: m.volume,
    logo: coinImage(m.base),
    rmb_relation: '0',
    category_text: '',
    // demo extras
    full_name: m.name,
    price_precision: m.price_precision,
    amount_precision: m.amount_precision,
    open: m.open,
    high: m.high,
    low: m.low,
    turnover: m.turnover,
  };
}

/** `/currency/quotation_new`: one group per quote currency (a `currency` row with `is_legal` 1), in first-seen order. */
export function quotationWire(markets: readonly MarketRow[]) {
  const groups = new Map<number, { name: string; pairs: ReturnType<typeof pairWire>[] }>();
  markets.forEach((m, i) => {
    const group = groups.get(m.legal_id) ?? { name: m.quote, pairs: [] };
    group.pairs.push(pairWire(m, i + 1));
    groups.set(m.legal_id, group);
  });
  return [...groups].map(([id, g], i) => ({
    id,
    name: g.name,
    logo: coinImage(g.name),
    is_display: 1,
    is_legal: 1,
    sort: i + 1,
    to_pb_price: '1',
    quotation: g.pairs,
  }));
}

/** A coin with its info as the engine describes it. */
export interface CoinRow {
  id: number;
  name: string;
  subName: string;
  status: number;
  image: string;
  full_name: string;
  rank: number | null;
  issue_date: string;
  total_supply: string;
  circulating_supply: string;
  market_cap: string;
  introduction: string;
  white_paper: string;
  website: string;
}

const STABLE = new Set(['USDT', 'USDC']);

/** `/currency/list`: T's `{ currency, legal }` (decision 49); the info fields are demo extras. */
export function currencyListWire(coins: readonly CoinRow[]) {
  const rows = coins.map((c, i) => ({
    id: c.id,
    name: c.name,
    logo: c.image,
    type: c.subName.toLowerCase(),
    sort: i + 1,
    is_display: c.status === 1 ? 1 : 0,
    is_legal: STABLE.has(c.name) ? 1 : 0,
    is_lever: 1,
    is_match: 1,
    is_micro: STABLE.has(c.name) ? 1 : 0,
    // demo extras
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
  return { currency: rows, legal: rows.filter((r) => r.is_legal === 1) };
}

export interface CandleRow {
  /** Bucket start, ms. */
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

/**
 * One `/currency/new_timeshar` candle: `id` unix seconds, `time` = id × 1000, `amount` = `volume` the base
 * volume, `vol` the quote volume (the engine keeps none: amount × close, an estimate).
 */
export const candleWire = (c: CandleRow) => ({
  id: Math.floor(c.time / 1000),
  open: c.open,
  close: c.close,
  high: c.high,
  low: c.low,
  amount: c.volume,
  vol: new Decimal(c.volume).times(c.close).toFixed(2),
  time: c.time,
  volume: c.volume,
});

/**
 * The candle call's own envelope (wire-facts §1): `{code: 1, msg, data}`, or `{code: -1, msg}` on failure. A
 * `partial` answer (older candles still being kept, decision 94) says so in a field the family's clients ignore.
 */
export const candlesEnvelope = (candles: readonly CandleRow[], partial = false) => ({
  code: 1,
  msg: 'success',
  data: candles.map(candleWire),
  ...(partial ? { partial: true } : {}),
});
export const candlesFailure = (msg: string) => ({ code: -1, msg, data: [] as never[] });

/**
 * A favourite's row id. The engine keys favourites by user and coin; the row id encodes both (like the
 * wallet rows' `id`), so `/optional/del {id}` can be answered without a lookup table.
 */
export const FAVORITE_ID_BASE = 100_000;
export const favoriteRowId = (userId: number, currencyId: number) => userId * FAVORITE_ID_BASE + currencyId;

/** `/optional/list`: `[{id, currency_id}]`. */
export const favoritesWire = (userId: number, favorites: readonly { currency_id: number }[]) =>
  favorites.map((f) => ({ id: favoriteRowId(userId, f.currency_id), currency_id: f.currency_id }));
