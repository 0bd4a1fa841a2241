/**
 * The wallet area's adapter (wire-facts §8): `POST /wallet/list` answers one group per account
 * (`change_wallet: { balance: [{ currency, change_balance, lock_change_balance, … }], usdt_totle, … }`);
 * `toWallets` turns it into one shape for every account. The platform's shape is already the family's.
 */
import * as z from 'zod/mini';
import { Dec } from '@/lib/decimal';
import { WALLET_ACCOUNTS, type Wallets } from '../schemas/wallet';

/** A decimal on the wire: string or number, missing = "0"; always a string after parsing. */
const dec = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((v) => (v === null || v === undefined || v === '' ? '0' : String(v))),
);
const flag = z.pipe(
  z.nullish(z.union([z.boolean(), z.number(), z.string()])),
  z.transform((v) => v === true || v === 1 || v === '1' || v === 'true'),
);

// Balance fields are named after the account (`<account>_balance`), so rows stay loose and are read by name.
const rowSchema = z.looseObject({
  currency: z.coerce.number(),
  currency_name: z.string(),
  is_charge: flag,
  usdt_price: dec,
});
const groupSchema = z.looseObject({ balance: z.array(rowSchema), usdt_totle: dec });

export const walletListSchema = z.looseObject({
  legal_wallet: groupSchema,
  change_wallet: groupSchema,
  lever_wallet: groupSchema,
  micro_wallet: groupSchema,
  ExRate: z.optional(dec),
});
export type WalletListWire = z.infer<typeof walletListSchema>;

const decString = (value: unknown) => {
  const parsed = dec.safeParse(value);
  return parsed.success ? parsed.data : '0';
};

export function toWallets(wire: WalletListWire): Wallets {
  const accounts = {} as Wallets['accounts'];
  for (const account of WALLET_ACCOUNTS) {
    const group = wire[`${account}_wallet`];
    accounts[account] = {
      usdtTotal: group.usdt_totle,
      balances: group.balance.map((row) => ({
        currencyId: row.currency,
        currency: row.currency_name,
        available: decString(row[`${account}_balance`]),
        frozen: decString(row[`lock_${account}_balance`]),
        usdtPrice: row.usdt_price,
        canDeposit: row.is_charge,
      })),
    };
  }
  const usdtTotal = (['change', 'lever', 'micro'] as const)
    .reduce((sum, account) => sum.plus(accounts[account].usdtTotal), new Dec(0))
    .toString();
  return { accounts, usdtTotal, exRate: wire.ExRate };
}

