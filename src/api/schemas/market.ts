import * as z from 'zod/mini';

/**
 * Schemas for the market and content areas (docs/architecture.md, "Market data (issue 4)").
 * Prices and amounts stay strings (a platform that sends numbers is coerced to the string form);
 * ids and precisions are numbers.
 */

/** A decimal on the wire: a string, or a number some platforms send; always a string after parsing. */
const dec = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((v) => String(v)),
);
const optDec = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((v) => (v === null || v === undefined ? '0' : String(v))),
);
const text = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((v) => (v === null || v === undefined ? '' : String(v))),
);
const int = z.coerce.number();
const flag = z.pipe(
  z.nullish(z.union([z.boolean(), z.number(), z.string()])),
  z.transform((v) => v === true || v === 1 || v === '1' || v === 'true'),
);

/** `/currency/quotation_new`: one trading pair with its 24 h figures. */
export const marketSchema = z.looseObject({
  symbol: z.string(),
  currency_id: int,
  legal_id: int,
  base: z.string(),
  quote: z.string(),
  name: text,
  kind: z.catch(z.enum(['spot', 'stock']), 'spot'),
  futures: flag,
  price: dec,
  open: optDec,
  high: optDec,
  low: optDec,
  volume: optDec,
  turnover: optDec,
  change: optDec,
  price_precision: z._default(int, 2),
  amount_precision: z._default(int, 4),
  lot_size: optDec,
  min_lots: optDec,
  max_lots: optDec,
  fee_rate: optDec,
  spread: optDec,
  sort: z._default(int, 0),
});
export const marketListSchema = z.array(marketSchema);
export type Market = z.infer<typeof marketSchema>;

/** `/currency/list`: one coin with its info page fields. */
export const coinInfoSchema = z.looseObject({
  id: int,
  name: z.string(),
  subName: text,
  type: text,
  status: z._default(int, 1),
  image: text,
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
export const coinInfoListSchema = z.array(coinInfoSchema);
export type CoinInfo = z.infer<typeof coinInfoSchema>;

/** `/currency/new_timeshar`: one candle (time = bucket start in ms). */
export const candleSchema = z.object({
  time: int,
  open: dec,
  high: dec,
  low: dec,
  close: dec,
  volume: optDec,
});
export const candleListSchema = z.array(candleSchema);
export type Candle = z.infer<typeof candleSchema>;

/** `/optional/list`: the signed-in user's favourite pairs. */
export const favoriteSchema = z.looseObject({ currency_id: int, symbol: z.string() });
export const favoriteListSchema = z.array(favoriteSchema);
export type Favorite = z.infer<typeof favoriteSchema>;

/** Socket `daymarket`: a pair whose 24 h figures changed. */
export const tickerSchema = z.object({
  symbol: z.string(),
  price: dec,
  open: optDec,
  high: optDec,
  low: optDec,
  volume: optDec,
  turnover: optDec,
  change: optDec,
});
export const tickerListSchema = z.array(tickerSchema);
export type Ticker = z.infer<typeof tickerSchema>;

/** Socket `market_depth:<symbol>`: best first, at most 20 levels per side. */
const level = z.pipe(
  z.tuple([z.union([z.string(), z.number()]), z.union([z.string(), z.number()])]),
  z.transform(([p, a]) => [String(p), String(a)] as const),
);
export const depthSchema = z.object({
  symbol: z.string(),
  bids: z.array(level),
  asks: z.array(level),
  ts: z.optional(int),
  demo: z.optional(z.boolean()),
});
export type Depth = z.infer<typeof depthSchema>;

/** Socket `trades:<symbol>`: newest first. */
export const tradeSchema = z.object({
  price: dec,
  amount: dec,
  side: z.enum(['buy', 'sell']),
  time: int,
});
export const tradeListSchema = z.array(tradeSchema);
export type Trade = z.infer<typeof tradeSchema>;

// ---- content ----

/** `/menu`: the quick links the platform enables, in display order. */
export const menuItemSchema = z.looseObject({ key: z.string(), enabled: flag });
export const menuSchema = z.array(menuItemSchema);
export type MenuItem = z.infer<typeof menuItemSchema>;

/** `/news/index_pop`: the home notice pop-up, or null. */
export const noticeSchema = z.nullable(
  z.looseObject({ id: int, title: text, content: text }),
);
export type Notice = NonNullable<z.infer<typeof noticeSchema>>;

/** `/news/list`: one article (banners are c_id 5). */
export const newsItemSchema = z.looseObject({
  id: int,
  title: text,
  summary: text,
  cover: text,
  link: text,
  created_at: z.optional(z.union([z.string(), z.number()])),
});
export const newsListSchema = z.array(newsItemSchema);
export type NewsItem = z.infer<typeof newsItemSchema>;

/** `/news/detail`. */
export const newsDetailSchema = z.looseObject({
  id: int,
  title: text,
  content: text,
  created_at: z.optional(z.union([z.string(), z.number()])),
});
export type NewsDetail = z.infer<typeof newsDetailSchema>;
