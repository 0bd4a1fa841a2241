/**
 * Coin exchange (wire-facts §8): `/user/getTransferList` `{transfer: [{id, name}], wallet: [{currency,
 * change_balance}]}` and `/user/getTransferFee` `{form_price, to_price, fee}` (the family's spelling `form_price`).
 */
import * as z from 'zod/mini';
import type { ExchangeCoin, ExchangeQuote } from '../../schemas/wallet';

const decimal = z.pipe(
  z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  z.string().check(z.regex(/^\d+(\.\d+)?$/)),
);

export const transferListSchema = z.pipe(
  z.looseObject({
    transfer: z.array(z.looseObject({ id: z.coerce.number(), name: z.string() })),
    wallet: z.optional(
      z.array(z.looseObject({ currency: z.coerce.number(), change_balance: z.optional(z.union([z.string(), z.number()])) })),
    ),
  }),
  z.transform((w): ExchangeCoin[] =>
    w.transfer.map((c) => {
      const held = w.wallet?.find((r) => r.currency === c.id)?.change_balance;
      return { id: c.id, name: c.name, available: held === undefined ? '0' : String(held) };
    }),
  ),
);

export const transferFeeSchema = z.pipe(
  z.looseObject({ form_price: decimal, to_price: decimal, fee: decimal }),
  z.transform((q): ExchangeQuote => ({ fromPrice: q.form_price, toPrice: q.to_price, feeRate: q.fee })),
);
