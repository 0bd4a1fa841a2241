/**
 * What deposits and withdrawals share (decisions 81, 82): the coins' funding rules, their value in USDT and BTC, the
 * review delay, and the review sweep's clock rule — a request under review is decided once `due_at` has passed,
 * by `review(now)`, which the wallet calls run first (like the trade sweep), so Storybook, vitest and the Node
 * server settle without a timer and a test moves the clock to approve.
 */
import {
  fundingRules,
  REVIEW_DELAY_MS,
  REVIEW_NEW_ADDRESS_MS,
  REVIEW_WITHDRAW_OVER_USDT,
  walletCurrencies,
  type FundingChain,
  type FundingRule,
  type WalletCurrency,
} from '../../fixtures/wallet';
import { fail } from '../core';
import type { MarketArea } from '../market';
import { dec, fmt, LedgerDecimal, parseAmount } from '../ledger';

export type { FundingChain } from '../../fixtures/wallet';

/** 1 under review, 2 done (credited / paid out), 3 refused. */
export type ReviewStatus = 1 | 2 | 3;
export const REVIEW = { pending: 1, done: 2, refused: 3 } as const;

export interface FundingCoin extends WalletCurrency {
  rule: FundingRule;
}

/** A wallet coin with its funding rule, by the id sent (`currency`); "not supported" otherwise. */
export function fundingCoin(raw: string | undefined): FundingCoin {
  const text = (raw ?? '').trim();
  const coin = /^\d{1,9}$/.test(text) ? walletCurrencies.find((c) => c.id === Number(text)) : undefined;
  const rule = coin && fundingRules.find((r) => r.currency === coin.id);
  return coin && rule ? { ...coin, rule } : fail('error.currencyUnknown');
}

export const fundingCoins = (): FundingCoin[] =>
  walletCurrencies.flatMap((c) => {
    const rule = fundingRules.find((r) => r.currency === c.id);
    return rule ? [{ ...c, rule }] : [];
  });

/** Deposits are open for a coin when it is chargeable and has a network. */
export const depositsOpen = (coin: FundingCoin) => coin.charge && coin.rule.chains.length > 0;

/** One unit's value in USDT now ('0' when the market has no price). */
export function usdtPriceOf(market: MarketArea, coin: WalletCurrency): string {
  if (coin.usdt_price) return coin.usdt_price;
  const pair = market.marketByCurrency(coin.id);
  return pair ? market.livePrice(pair.symbol) : '0';
}

/** `amount` of `coin` in BTC at the live prices (the verification levels' limits are in BTC). */
export function btcValue(market: MarketArea, coin: WalletCurrency, amount: string): string {
  const btc = walletCurrencies.find((c) => c.name === 'BTC')!;
  const btcPrice = dec(usdtPriceOf(market, btc));
  if (coin.id === btc.id) return new LedgerDecimal(amount).toFixed(8);
  if (btcPrice.isZero()) return '0';
  return new LedgerDecimal(amount).times(usdtPriceOf(market, coin)).dividedBy(btcPrice).toFixed(8);
}

// --- deposit addresses ---------------------------------------------------------------------------------------

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const HEX = '0123456789abcdef';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/** A deterministic stream of 32-bit numbers from a text (FNV-1a, then xorshift). */
function stream(text: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  let x = h || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>>= 0);
  };
}

function draw(next: () => number, alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[next() % alphabet.length];
  return out;
}

/**
 * The user's deposit address on a network: the same every time for a user × network (one address per network,
 * whatever the coin, as exchanges give), in the network's format — TRC20 `T` + 33 base58, ERC20 `0x` + 40 hex,
 * BTC `bc1q` + 38 bech32 characters. Format-valid only: no checksum (decisions 81, 82).
 */
export function depositAddress(userId: number, chain: FundingChain): string {
  const next = stream(`demo-deposit:${chain}:${userId}`);
  if (chain === 'TRC20') return `T${draw(next, BASE58, 33)}`;
  if (chain === 'ERC20') return `0x${draw(next, HEX, 40)}`;
  return `bc1q${draw(next, BECH32, 38)}`;
}

// --- the review's settings ----------------------------------------------------------------------------------

/** `auto`: the demo approves valid requests `delayMs` after they were asked; `manual`: a reviewer decides each. */
export type ReviewMode = 'auto' | 'manual';
const REVIEW_MODES: readonly ReviewMode[] = ['auto', 'manual'];

export interface ReviewSettings {
  mode: ReviewMode;
  /** How long the automatic review takes (ms; 0 = at the next wallet call). */
  delayMs: number;
  /** Withdrawals worth more than this (USDT) wait for a reviewer, also in `auto`. */
  withdrawOverUsdt: string;
  /** Withdrawals to an address first used less than this long ago (ms) wait for a reviewer, also in `auto`. */
  newAddressMs: number;
}

function checkMs(name: string, ms: number): number {
  if (!Number.isFinite(ms) || ms < 0) throw new TypeError(`review ${name} must be ≥ 0, got ${ms}`);
  return ms;
}

/**
 * The review's settings of one engine (decision 91): the Node server sets them from `REVIEW`, `REVIEW_DELAY_MS`,
 * `REVIEW_WITHDRAW_OVER_USDT` and `REVIEW_NEW_ADDRESS_MS`; stories and tests through `configureReview`.
 */
export function createReviewPolicy() {
  const settings: ReviewSettings = {
    mode: 'auto',
    delayMs: REVIEW_DELAY_MS,
    withdrawOverUsdt: fmt(REVIEW_WITHDRAW_OVER_USDT),
    newAddressMs: REVIEW_NEW_ADDRESS_MS,
  };
  return {
    get mode() {
      return settings.mode;
    },
    get delayMs() {
      return settings.delayMs;
    },
    get withdrawOverUsdt() {
      return settings.withdrawOverUsdt;
    },
    get newAddressMs() {
      return settings.newAddressMs;
    },
    set(ms: number) {
      settings.delayMs = checkMs('delay', ms);
    },
    configure(next: Partial<ReviewSettings>) {
      if (next.mode !== undefined && !REVIEW_MODES.includes(next.mode))
        throw new TypeError(`review mode must be auto or manual, got ${String(next.mode)}`);
      const over = next.withdrawOverUsdt === undefined ? undefined : parseAmount(next.withdrawOverUsdt);
      if (over === null) throw new TypeError(`review threshold must be an amount, got ${next.withdrawOverUsdt}`);
      Object.assign(settings, {
        ...(next.mode === undefined ? {} : { mode: next.mode }),
        ...(next.delayMs === undefined ? {} : { delayMs: checkMs('delay', next.delayMs) }),
        ...(over === undefined ? {} : { withdrawOverUsdt: fmt(over) }),
        ...(next.newAddressMs === undefined ? {} : { newAddressMs: checkMs('new-address window', next.newAddressMs) }),
      });
    },
    /** The settings now (a copy). */
    settings: (): ReviewSettings => ({ ...settings }),
  };
}

export type ReviewPolicy = ReturnType<typeof createReviewPolicy>;
