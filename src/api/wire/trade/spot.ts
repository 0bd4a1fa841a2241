/**
 * The coin (spot) area's adapter: the family's wire shapes (wire-facts §7) → the domain types
 * (`../schemas/trade.ts`).
 *
 *   GET /coin/list   a plain array of `coin_trade` rows (not paged: `page`/`limit` go in, no figures come
 *                    back) → Page<SpotOrder>, with more pages while a page comes back full. A Laravel
 *                    paginator is read too, should a platform page it.
 *
 * Rows: `type` 1 buy / 2 sell; `status` 1 trading (resting), 2 done; 3 cancelled is ours (the family deletes
 * or keeps a cancelled order as it likes, the facts do not say); `trade_price` 0 or missing while resting.
 */
import * as z from 'zod/mini';
import { Dec } from '@/lib/decimal';
import { laravelPage, laravelPaginatorSchema, type Page, type PageRequest } from '../../paging';
import type { SpotOrder, SpotSide, SpotStatus } from '../../schemas/trade';
import { count, decOrNull, decOrZero, epochMs, id, readEach, text, wireEnum } from '../../schemas/primitives';

const SIDES: Record<string, SpotSide> = { '1': 'buy', '2': 'sell' };
export const SPOT_STATUS_CODES: Record<SpotStatus, number> = { open: 1, filled: 2, cancelled: 3 };
const STATUSES = Object.fromEntries(
  Object.entries(SPOT_STATUS_CODES).map(([name, code]) => [String(code), name]),
) as Record<string, SpotStatus>;

const spotRowSchema = z.pipe(
  z.looseObject({
    id,
    symbol: text,
    currency_id: count,
    legal_id: count,
    type: wireEnum(SIDES),
    status: wireEnum(STATUSES),
    target_price: decOrZero,
    trade_price: decOrNull,
    trade_amount: decOrZero,
    charge_fee: decOrZero,
    created_at: epochMs,
    updated_at: epochMs,
  }),
  z.transform((r): SpotOrder => {
    const createdAt = r.created_at ?? 0;
    return {
      id: r.id,
      symbol: r.symbol,
      currencyId: r.currency_id,
      legalId: r.legal_id,
      side: r.type,
      price: r.target_price,
      fillPrice:
        r.status === 'open' || r.trade_price === null || new Dec(r.trade_price).isZero()
          ? null
          : r.trade_price,
      amount: r.trade_amount,
      fee: r.charge_fee,
      status: r.status,
      createdAt,
      updatedAt: r.updated_at ?? createdAt,
    };
  }),
);

/** `/coin/list`: the plain array (hasMore while a page comes back full), or a paginator. */
export const spotOrdersSchema = (req: PageRequest) => {
  const paged = laravelPage(z.unknown(), req);
  return z.pipe(
    z.union([z.array(z.unknown()), laravelPaginatorSchema(z.unknown())]),
    z.transform((w): Page<SpotOrder> => {
      if (!Array.isArray(w)) {
        const page = paged.parse(w);
        return { ...page, items: readEach(spotRowSchema, page.items) };
      }
      const items = readEach(spotRowSchema, w);
      // a full page may have more behind it (rows that could not be read still count)
      return {
        items,
        page: req.page,
        pageSize: req.limit,
        total: undefined,
        hasMore: w.length > 0 && w.length === req.limit,
      };
    }),
  );
};
