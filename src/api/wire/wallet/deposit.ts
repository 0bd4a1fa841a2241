/**
 * Deposits in the family's shapes (wire-facts §8; decisions 81, 82). `/currency/user_currency_list` ("a currency list",
 * shape unknown: rows read loosely, the demo's rules as extras), `/wallet/get_in_address` (S/B `{address}`, T a plain
 * string or `{erc20, trc20}` — all three read), `/recharge/log` (`pageData()` of deposit rows) and
 * `/wallet/getRateCurrency` (`{rmb}`, the demo adds `usdt` and `rates`).
 */
import * as z from 'zod/mini';
import { isWalletAddress } from '@/lib/validate';
import { pageDataPage, type PageRequest } from '../../paging';
import { dec, decOrNull, epochMs, flag, int, optDec, optText, text } from '../../schemas/primitives';

export type FundingChain = 'TRC20' | 'ERC20' | 'BTC';
const CHAINS: readonly FundingChain[] = ['TRC20', 'ERC20', 'BTC'];
const chainOf = (v: unknown): FundingChain | undefined => CHAINS.find((c) => c === String(v ?? '').toUpperCase());

/** A coin as the deposit and withdrawal pages show it. */
export interface FundingCoin {
  id: number;
  name: string;
  /** Deposits open (false: "recharge under maintenance"). */
  depositOpen: boolean;
  chains: FundingChain[];
  minDeposit: string | null;
  minWithdraw: string | null;
  fee: string | null;
  /** Change account, available. */
  available: string;
}

export const fundingCoinsSchema = z.pipe(
  z.array(
    z.looseObject({
      id: int,
      name: z.optional(text),
      currency_name: z.optional(text),
      is_charge: flag,
      chains: z.optional(z.array(z.unknown())),
      min_deposit: decOrNull,
      min_number: decOrNull,
      rate: decOrNull,
      change_balance: optDec,
    }),
  ),
  z.transform((rows) =>
    rows.map(
      (r): FundingCoin => ({
        id: r.id,
        name: r.currency_name || r.name || String(r.id),
        depositOpen: r.is_charge,
        chains: (r.chains ?? []).flatMap((c) => chainOf(c) ?? []),
        minDeposit: r.min_deposit,
        minWithdraw: r.min_number,
        fee: r.rate,
        available: r.change_balance,
      }),
    ),
  ),
);

export interface DepositAddress {
  chain: FundingChain | undefined;
  address: string;
}

/** The chain of an address by its format (a plain string answer does not name it). */
function guessChain(address: string): FundingChain | undefined {
  if (isWalletAddress(address, 'TRC20')) return 'TRC20';
  if (isWalletAddress(address, 'ERC20')) return 'ERC20';
  return /^(bc1|[13])/.test(address) ? 'BTC' : undefined;
}

/** `/wallet/get_in_address`: a string, `{address}` or `{erc20, trc20, …}` → one address per network. */
export const inAddressSchema = z.pipe(
  z.union([z.string(), z.record(z.string(), z.unknown())]),
  z.transform((v): DepositAddress[] => {
    if (typeof v === 'string') return v ? [{ chain: guessChain(v), address: v }] : [];
    if (typeof v.address === 'string') return [{ chain: chainOf(v.chain) ?? guessChain(v.address), address: v.address }];
    return Object.entries(v).flatMap(([key, value]) =>
      typeof value === 'string' && value ? [{ chain: chainOf(key) ?? guessChain(value), address: value }] : [],
    );
  }),
);

export type ReviewState = 'pending' | 'done' | 'refused';
/** 1 under review, 2 done, 3 refused (the demo's; a platform's other codes read as under review). */
export const reviewState = (status: number): ReviewState => (status === 2 ? 'done' : status === 3 ? 'refused' : 'pending');

export interface DepositRecord {
  id: number;
  coin: string;
  amount: string;
  chain: string;
  address: string;
  voucher: string;
  state: ReviewState;
  /** Why it was refused (the demo's `reject_reason`, decision 91); null when not refused or not said. */
  reason: string | null;
  /** Epoch ms, or null when unreadable. */
  time: number | null;
}

const rechargeRow = z.pipe(
  z.looseObject({
    id: int,
    currency: z.optional(int),
    currency_name: z.optional(text),
    amount: dec,
    type: z.optional(text),
    address: z.optional(text),
    account: z.optional(text),
    status: z.optional(int),
    reject_reason: z.optional(optText),
    created_at: epochMs,
  }),
  z.transform(
    (r): DepositRecord => ({
      id: r.id,
      coin: r.currency_name || String(r.currency ?? ''),
      amount: r.amount,
      chain: r.type ?? '',
      address: r.address ?? '',
      voucher: r.account ?? '',
      state: reviewState(r.status ?? 1),
      reason: r.reject_reason?.trim() || null,
      time: r.created_at,
    }),
  ),
);

export const rechargeLogSchema = (req: PageRequest) => pageDataPage(rechargeRow, req);

/** `/wallet/getRateCurrency`: one unit of the coin in CNY, and (the demo) in USDT and each fiat. */
export const rateCurrencySchema = z.pipe(
  z.looseObject({ rmb: decOrNull, usdt: decOrNull, rates: z.optional(z.record(z.string(), z.unknown())) }),
  z.transform((r) => ({
    cny: r.rmb,
    usdt: r.usdt,
    rates: Object.fromEntries(Object.entries(r.rates ?? {}).map(([k, v]) => [k, String(v)])) as Record<string, string>,
  })),
);
export type CoinRate = z.infer<typeof rateCurrencySchema>;
