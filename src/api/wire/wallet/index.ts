/**
 * The wallet area's adapter (wire-facts §8): `POST /wallet/list` answers one group per account
 * (`change_wallet: { balance: [{ currency, change_balance, lock_change_balance, … }], usdt_totle, … }`);
 * `toWallets` turns it into one shape for every account. The platform's shape is already the family's.
 */
import * as z from 'zod/mini';
import { Dec } from '@/lib/decimal';
import { EXTRA_ACCOUNTS, WALLET_ACCOUNTS, type AccountGroup, type Wallets } from '../../schemas/wallet';

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
  // the demo exchange's other accounts (spec §3); absent from the family's answers
  fund_wallet: z.optional(groupSchema),
  transaction_wallet: z.optional(groupSchema),
  financial_wallet: z.optional(groupSchema),
  ExRate: z.optional(dec),
});
export type WalletListWire = z.infer<typeof walletListSchema>;

const decString = (value: unknown) => {
  const parsed = dec.safeParse(value);
  return parsed.success ? parsed.data : '0';
};

type GroupWire = z.infer<typeof groupSchema>;

const toGroup = (account: string, group: GroupWire): AccountGroup => ({
  usdtTotal: group.usdt_totle,
  balances: group.balance.map((row) => ({
    currencyId: row.currency,
    currency: row.currency_name,
    available: decString(row[`${account}_balance`]),
    frozen: decString(row[`lock_${account}_balance`]),
    usdtPrice: row.usdt_price,
    canDeposit: row.is_charge,
  })),
});

export function toWallets(wire: WalletListWire): Wallets {
  const accounts = {} as Wallets['accounts'];
  for (const account of WALLET_ACCOUNTS) accounts[account] = toGroup(account, wire[`${account}_wallet`]);
  const more: Wallets['more'] = {};
  for (const account of EXTRA_ACCOUNTS) {
    const group = wire[`${account}_wallet`];
    if (group) more[account] = toGroup(account, group);
  }
  const usdtTotal = [accounts.change, accounts.lever, accounts.micro, ...Object.values(more)]
    .reduce((sum, group) => sum.plus(group.usdtTotal), new Dec(0))
    .toString();
  return { accounts, more, usdtTotal, exRate: wire.ExRate };
}
