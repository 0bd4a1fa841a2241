/**
 * Coin exchange on the user's change account (wire-facts §8).
 *
 * Plain calls (signed in)
 *   getExchangeCoins(): Promise<ExchangeCoin[]>                 POST /user/getTransferList
 *   getExchangeQuote({ from, to }): Promise<ExchangeQuote>      POST /user/getTransferFee
 *   exchangeCoins({ amount, from, to, quote })                  POST /user/Transfer
 *
 * Query options (keys `['exchange', call, params]`): `exchangeCoinsQuery()`, `exchangeQuoteQuery({ from, to })`.
 * Wire shapes and adapters: `./wire/exchange.ts`.
 */
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request, type Intent } from '../client';
import type { ExchangeCoin, ExchangeQuote } from '../schemas/wallet';
import { transferFeeSchema, transferListSchema } from '../wire/wallet/exchange';

export type { ExchangeCoin, ExchangeQuote } from '../schemas/wallet';

export interface CoinPair {
  from: number;
  to: number;
}

export function getExchangeCoins(): Promise<ExchangeCoin[]> {
  return request('user/getTransferList', { schema: transferListSchema, background: true });
}

export function getExchangeQuote(p: CoinPair): Promise<ExchangeQuote> {
  return request('user/getTransferFee', {
    params: { from_currency_id: p.from, to_currency_id: p.to },
    schema: transferFeeSchema,
    background: true,
  });
}

/**
 * Exchanges `amount` of one coin for another; sends the prices the user saw (the demo honours them while they are
 * close to its live prices, so the result is what was shown). Resolves the server's confirmation text.
 */
export function exchangeCoins(
  p: CoinPair & { amount: string; quote: ExchangeQuote },
  intent?: Intent,
): Promise<string> {
  return request('user/Transfer', {
    idempotencyKey: intent?.idempotencyKey,
    params: {
      number: p.amount,
      from_currency_id: p.from,
      to_currency_id: p.to,
      form_price: p.quote.fromPrice,
      to_price: p.quote.toPrice,
    },
    schema: z.string(),
  });
}

export const exchangeKeys = {
  all: ['exchange'] as const,
  coins: () => ['exchange', 'getTransferList', {}] as const,
  quote: (p: CoinPair) => ['exchange', 'getTransferFee', p] as const,
};

export const exchangeCoinsQuery = () =>
  queryOptions({ queryKey: exchangeKeys.coins(), queryFn: getExchangeCoins, staleTime: 10_000 });

/** The quote follows the market: read again every 10 s while shown. */
export const exchangeQuoteQuery = (p: CoinPair) =>
  queryOptions({
    queryKey: exchangeKeys.quote(p),
    queryFn: () => getExchangeQuote(p),
    staleTime: 5_000,
    refetchInterval: 10_000,
  });
