/**
 * Wallet records and fiat rates (wire-facts §8): `account_log` rows of `/wallet/legal_log` (`{list, count,
 * limit, is_open_CTbi}`) and of `/wallet/hzhistory` (a Laravel paginator), and the exchange-rate service's
 * `[{currency_code, rate}]`. `lock_value`, `from_field` and `to_field` are the demo exchange's extras.
 */
import * as z from 'zod/mini';
import { laravelPage, listCountPage, type Page, type PageRequest } from '../../paging';
import type { FiatRate, LedgerEntry, TransferEntry } from '../../schemas/wallet';

const num = z.pipe(z.union([z.string(), z.number()]), z.transform(String));
const optText = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((v) => (v === null || v === undefined || v === '' ? undefined : String(v))),
);

const accountLogSchema = z.looseObject({
  id: z.coerce.number(),
  value: num,
  lock_value: optText,
  created_time: optText,
  info: optText,
  type: z.optional(z.coerce.number()),
  currency: z.coerce.number(),
  account: optText,
  currency_name: optText,
  after: optText,
  from_field: optText,
  to_field: optText,
});
type AccountLogWire = z.infer<typeof accountLogSchema>;

function toEntry(r: AccountLogWire): LedgerEntry {
  return {
    id: r.id,
    time: r.created_time ?? '',
    account: r.account,
    currencyId: r.currency,
    currency: r.currency_name ?? String(r.currency),
    type: r.type ?? 0,
    label: r.info ?? '',
    amount: r.value,
    frozen: r.lock_value ?? '0',
    after: r.after,
  };
}

/** `/wallet/legal_log`: `{list, count, limit}` → a page of entries. */
export function legalLogSchema(req: PageRequest) {
  return z.pipe(
    listCountPage(accountLogSchema, req),
    z.transform((p): Page<LedgerEntry> => ({ ...p, items: p.items.map(toEntry) })),
  );
}

/** `/wallet/hzhistory`: a Laravel paginator of transfer rows → a page of transfers. */
export function transferHistorySchema(req: PageRequest) {
  return z.pipe(
    laravelPage(accountLogSchema, req),
    z.transform(
      (p): Page<TransferEntry> => ({
        ...p,
        items: p.items.map((r) => ({ ...toEntry(r), from: r.from_field, to: r.to_field })),
      }),
    ),
  );
}

/** The exchange-rate service: `[{currency_code, rate}]`, rates per US dollar; rows without a positive rate dropped. */
export const fiatRatesSchema = z.pipe(
  z.array(z.looseObject({ currency_code: z.string(), rate: num })),
  z.transform((rows): FiatRate[] =>
    rows
      .filter((r) => /^[A-Z]{3}$/.test(r.currency_code) && /^\d+(\.\d+)?$/.test(r.rate) && /[1-9]/.test(r.rate))
      .map((r) => ({ code: r.currency_code, rate: r.rate })),
  ),
);
