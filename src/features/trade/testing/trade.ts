/**
 * Builders for the trade screens' stories and tests: pairs, a `/lever/deal`, positions and orders, seconds
 * contracts, and a hand-driven live source for the position feed. Figures near the demo exchange's BTC, at its
 * frozen clock (2026-11-01 08:00 UTC).
 */
import type { Market } from '@/api/market';
import type { LeverDeal, LeverOrder, LeverPush, MicroOrder, PayCurrency, SecondsOption, SpotOrder } from '@/api/schemas/trade';
import type { LiveValue } from '@/lib/live';
import { makeMarket } from '@/testing/market';
import { positionFeedOf, type PositionFeed } from '../live';

export const T0 = Date.UTC(2026, 10, 1, 8, 0, 0);

/** BTC/USDT with the demo exchange's contract terms (lot 0.001, spread 0.50, fee 0.1 %). */
export const btcMarket: Market = makeMarket('BTC', {
  currency_id: 1,
  match_id: 1,
  name: 'Bitcoin',
  price: '95000.00',
  open: '94000.00',
  high: '95500.00',
  low: '93800.00',
  change: '1.06',
  volume: '24000',
  price_precision: 2,
  amount_precision: 5,
  lot_size: '0.001',
  min_lots: '1',
  max_lots: '10000',
  fee_rate: '0.001',
  spread: '0.50',
});

export const ethMarket: Market = makeMarket('ETH', {
  currency_id: 2,
  match_id: 2,
  name: 'Ethereum',
  price: '3200.00',
  change: '-2.10',
  price_precision: 2,
  amount_precision: 4,
  lot_size: '0.01',
  fee_rate: '0.001',
  spread: '0.05',
});

export const tradeMarkets: Market[] = [btcMarket, ethMarket];

export function makeDeal(over: Partial<LeverDeal> = {}): LeverDeal {
  return {
    lastPrice: '95000.00',
    lotLimits: { min: '1', max: '10000' },
    leverages: [1, 2, 3, 5, 10, 20, 50, 100],
    balance: '20000.00000000',
    openOrders: [],
    ...over,
  };
}

/** A BTC long of 2 lots at 10× opened at 95,000 (entry 95,000.25 after the spread). */
export function makeLeverOrder(over: Partial<LeverOrder> = {}): LeverOrder {
  return {
    id: 101,
    symbol: 'BTC/USDT',
    currencyId: 1,
    legalId: 3,
    side: 'long',
    status: 'open',
    lots: '2',
    quantity: '0.002',
    leverage: 10,
    entryPrice: '95000.25',
    originPrice: '95000.00',
    markPrice: '95120.00',
    takeProfit: null,
    stopLoss: null,
    margin: '19.00005',
    originMargin: '19.00005',
    fee: '0.1900005',
    overnightFee: '0',
    pnl: '0.2390',
    liquidationPrice: null,
    createdAt: T0 - 3_600_000,
    openedAt: T0 - 3_600_000,
    closedAt: null,
    ...over,
  };
}

/** `n` open positions, alternating long and short, for the list and the 10 Hz benchmark. */
export function manyPositions(n: number): LeverOrder[] {
  return Array.from({ length: n }, (_, i) =>
    makeLeverOrder({ id: 1000 + i, side: i % 2 ? 'short' : 'long', lots: String(1 + (i % 5)), quantity: ((1 + (i % 5)) / 1000).toFixed(3) }),
  );
}

/** A `lever_trade` push valuing `positions` at `price`. */
export function leverPush(positions: readonly LeverOrder[], pnl: (p: LeverOrder, i: number) => string, riskRate = '182.50'): LeverPush {
  return {
    riskRate,
    pnlTotal: '0',
    marginTotal: null,
    positions: positions.map((p, i) => ({ ...p, pnl: pnl(p, i) })),
    pending: [],
  };
}

/** A live value driven by hand: `set` publishes to every subscriber at once. */
export function manualLive<T>(initial: T): LiveValue<T> & { set: (value: T) => void } {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    subscribe: (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    set: (next) => {
      value = next;
      listeners.forEach((cb) => cb());
    },
  };
}

/** A position feed over a hand-driven source (undefined: nothing pushed yet). */
export function feedFixture(push?: LeverPush, stale = false): PositionFeed & { source: ReturnType<typeof manualLive<LeverPush | undefined>> } {
  const source = manualLive<LeverPush | undefined>(push);
  return { ...positionFeedOf(source, stale), source };
}

export const payCurrenciesFixture: PayCurrency[] = [
  { id: 3, name: 'USDT', min: '10', max: '5000', feeRate: '0', presets: ['10', '50', '100', '500'], balance: '3000.00000000' },
];

export const secondsOptionsFixture: SecondsOption[] = [
  { seconds: 30, profitRatio: '0.80', minAmount: '10' },
  { seconds: 60, profitRatio: '0.85', minAmount: '10' },
  { seconds: 120, profitRatio: '0.90', minAmount: '50' },
  { seconds: 300, profitRatio: '0.95', minAmount: '100' },
];

export function makeMicroOrder(over: Partial<MicroOrder> = {}): MicroOrder {
  return {
    id: 501,
    matchId: 1,
    symbol: 'BTC/USDT',
    currencyId: 3,
    currency: 'USDT',
    direction: 'up',
    seconds: 60,
    amount: '100',
    fee: '0',
    profitRatio: '0.85',
    openPrice: '95000.00',
    endPrice: null,
    profit: '0',
    status: 'open',
    result: null,
    createdAt: T0 - 18_000,
    endsAt: T0 + 42_000,
    settledAt: null,
    ...over,
  };
}

export function makeSpotOrder(over: Partial<SpotOrder> = {}): SpotOrder {
  return {
    id: 301,
    symbol: 'BTC/USDT',
    currencyId: 1,
    legalId: 3,
    side: 'buy',
    price: '94500.00',
    fillPrice: null,
    amount: '0.01000',
    fee: '0',
    status: 'open',
    createdAt: T0 - 600_000,
    updatedAt: T0 - 600_000,
    ...over,
  };
}

/**
 * A `market_depth:<symbol>` push around `mid` (`levels` a side, 0.50 apart, amounts varying deterministically),
 * marked as demo data as the demo exchange marks its book.
 */
export function makeDepth(symbol = 'BTC/USDT', mid = 95_000, levels = 20) {
  const side = (dir: 1 | -1) =>
    Array.from({ length: levels }, (_, i) => [(mid + dir * (i + 1) * 0.5).toFixed(2), (0.125 + ((i * 7) % 13) * 0.05).toFixed(4)] as [string, string]);
  return { symbol, bids: side(-1), asks: side(1), ts: T0, demo: true };
}
