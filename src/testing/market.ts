import type { Market } from '@/api/schemas/market';

/** A pair row (domain `Market`) for stories and tests; `over` replaces fields. */
export function makeMarket(base: string, over: Partial<Market> = {}): Market {
  return {
    symbol: `${base}/USDT`,
    currency_id: 100,
    legal_id: 3,
    base,
    quote: 'USDT',
    name: base,
    kind: 'spot',
    futures: true,
    match_id: 1,
    micro: true,
    coin: true,
    price: '1.00',
    open: '1.00',
    high: '1.00',
    low: '1.00',
    volume: '1000',
    turnover: '1000',
    change: '0.00',
    price_precision: 2,
    amount_precision: 4,
    lot_size: '1',
    min_lots: '1',
    max_lots: '10000',
    fee_rate: '0.001',
    spread: '0.01',
    sort: 0,
    ...over,
  };
}
