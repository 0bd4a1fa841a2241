/**
 * Every rate the demo exchange charges, in one place (HOUSE_STYLE: "Rates are stated from the same configuration
 * they are charged from"). The figures themselves are configuration (`mocks/fixtures/market` per pair: the trading
 * fee and the spread; `mocks/fixtures/trade`: overnight rates, seconds payouts and fees); the bookings that charge
 * a rate and the calls that state it (`/currency/quotation_new`, `/lever/deal`, `/wallet/detail`,
 * `/microtrade/payable_currencies`, `/microtrade/seconds`) all read it through these functions, and
 * tests/contract/rates.test.ts checks every stated figure against what a booking charges.
 *
 * Units: fractions (0.001 = 0.1 %), except the spread, an absolute price.
 */
import { leverTerms, microPayCurrencies, microSeconds } from '../../fixtures/trade';

interface PairTerms {
  symbol: string;
  futures: boolean;
  fee_rate: string;
  spread: string;
}

export const rates = {
  /** Spot and contract trading fee of a pair, a fraction of the value (spot) or of the notional (contract). */
  tradeFee: (pair: Pick<PairTerms, 'fee_rate'>): string => pair.fee_rate,

  /** The contract spread of a pair (absolute price: a long enters at feed + spread ÷ 2). */
  spread: (pair: Pick<PairTerms, 'spread'>): string => pair.spread,

  /** Overnight fee per 24 h held, a fraction of the notional; '0' where the pair has no contracts. */
  overnight: (pair: Pick<PairTerms, 'symbol' | 'futures'>): string =>
    pair.futures ? leverTerms(pair.symbol).overnight : '0',

  /** The seconds-contract fee of a pay currency, a fraction of the stake ('0' where it pays none). */
  microFee: (currency: number): string => microPayCurrencies.find((c) => c.id === currency)?.micro_trade_fee ?? '0',

  /** A seconds duration's payout on a win, a fraction of the stake (undefined for an unknown duration). */
  payout: (seconds: number): string | undefined => microSeconds.find((s) => s.seconds === seconds)?.profit_ratio,

  /**
   * The spot fee a coin's trades pay (`/wallet/detail` `coin_trade_fee`): its own spot pair's rate; for the quote
   * coin, the rate every spot pair shares (a trade pays it in the quote coin); '0' when it trades in no spot pair.
   */
  coinTradeFee(coin: number, spotPairs: readonly (PairTerms & { currency_id: number; legal_id: number })[]): string {
    const own = spotPairs.find((p) => p.currency_id === coin);
    if (own) return own.fee_rate;
    const quoted = [...new Set(spotPairs.filter((p) => p.legal_id === coin).map((p) => p.fee_rate))];
    return quoted.length === 1 ? quoted[0]! : '0';
  },
};
