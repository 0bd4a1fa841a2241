/** The market area's wire shapes (docs/architecture.md, "Market data"). */
import type { MarketKind } from '../../fixtures/market';

export interface MarketInfo {
  symbol: string;
  currency_id: number;
  legal_id: number;
  base: string;
  quote: string;
  name: string;
  kind: MarketKind;
  futures: boolean;
  price_precision: number;
  amount_precision: number;
  lot_size: string;
  min_lots: string;
  max_lots: string;
  fee_rate: string;
  spread: string;
  sort: number;
}

export interface Ticker {
  symbol: string;
  price: string;
  open: string;
  high: string;
  low: string;
  volume: string;
  turnover: string;
  /** 24 h percent change, 2 decimals, `-` when negative (`"-1.25"`, `"0.37"`). */
  change: string;
}

/** `GET /currency/quotation_new` row: the pair and its 24 h figures. */
export type Market = MarketInfo & Omit<Ticker, 'symbol'>;

export interface Candle {
  /** Bucket start, ms. */
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

export interface Coin {
  id: number;
  name: string;
  subName: string;
  type: 'coin';
  status: number;
  image: string;
  full_name: string;
  rank: number;
  issue_date: string;
  total_supply: string;
  circulating_supply: string;
  market_cap: string;
  introduction: string;
  white_paper: string;
  website: string;
}

export interface Depth {
  symbol: string;
  bids: [string, string][];
  asks: [string, string][];
  ts: number;
  demo: true;
}

export interface Trade {
  price: string;
  amount: string;
  side: 'buy' | 'sell';
  time: number;
}

export interface Favorite {
  currency_id: number;
  symbol: string;
}

/** Raw request fields: everything optional and a string, the engine validates. */
export type Input<K extends string> = Partial<Record<K, string>>;
