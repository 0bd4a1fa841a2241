/**
 * Paged answers. The family pages its lists in several shapes, chosen per call (wire-facts §1, §5, §6, §8, §10,
 * §12.1); each has one adapter here that turns it into the app's one `Page<T>`, and an area's adapter names
 * the shape its call uses — never guessed from the answer:
 *
 *   laravelPage(item)        Laravel 5.5 paginator `{current_page, data, last_page, per_page, total, …}`
 *                            (`/microtrade/lists`, `/wallet/hzhistory`, `/follow/index`)
 *   laravelPageAt(key, item) the same paginator one level down: `message.order` (`/lever/dealall`),
 *                            `message.message` (`/lever/my_trade`)
 *   pageDataPage(item)       `pageData()`: `{data, page, pages, total}` (`/recharge/log`, `/user/withdraw/list`, …)
 *   listCountPage(item)      `{list, count, page?, limit?}` (`/news/list`, `/wallet/legal_log`)
 *
 * Each takes the zod schema of one item and the request's `{ page, limit }` (the answer's own figures win when
 * it sends them). `hasMore` is what an infinite list needs to end in "no more data".
 */
import * as z from 'zod/mini';

export interface Page<T> {
  items: T[];
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Items on every page together; `undefined` when the shape does not say. */
  total: number | undefined;
  hasMore: boolean;
}

export interface PageRequest {
  page: number;
  limit: number;
}

/** A count on the wire: number or numeric string; anything else is absent. */
const count = z.pipe(
  z.optional(z.nullable(z.union([z.number(), z.string()]))),
  z.transform((v) => {
    if (v === null || v === undefined || v === '') return undefined;
    const n = Number(v);
    return Number.isSafeInteger(n) && n >= 0 ? n : undefined;
  }),
);

function page<T>(items: T[], req: PageRequest, wire: { page?: number; size?: number; total?: number; last?: number }): Page<T> {
  const pageNo = wire.page && wire.page > 0 ? wire.page : req.page;
  const pageSize = wire.size && wire.size > 0 ? wire.size : req.limit;
  const total = wire.total;
  let hasMore: boolean;
  if (wire.last !== undefined) hasMore = pageNo < wire.last;
  else if (total !== undefined) hasMore = pageNo * pageSize < total;
  else hasMore = items.length >= pageSize;
  return { items, page: pageNo, pageSize, total, hasMore: hasMore && items.length > 0 };
}

/** The Laravel 5.5 `LengthAwarePaginator` (`toArray()`); clients read `data` and `total`. */
export function laravelPaginatorSchema<S extends z.ZodMiniType>(item: S) {
  return z.looseObject({
    current_page: count,
    data: z.array(item),
    last_page: count,
    per_page: count,
    total: count,
  });
}

export function laravelPage<S extends z.ZodMiniType>(item: S, req: PageRequest) {
  return z.pipe(
    laravelPaginatorSchema(item),
    z.transform((p) =>
      page(p.data as z.infer<S>[], req, { page: p.current_page, size: p.per_page, total: p.total, last: p.last_page }),
    ),
  );
}

/** A paginator under `key` of the payload (`message.order`, `message.message`); the other keys are dropped. */
export function laravelPageAt<S extends z.ZodMiniType>(key: string, item: S, req: PageRequest) {
  return z.pipe(
    z.looseObject({ [key]: laravelPaginatorSchema(item) }),
    z.transform((outer) => {
      const p = outer[key] as z.infer<ReturnType<typeof laravelPaginatorSchema<S>>>;
      return page(p.data as z.infer<S>[], req, {
        page: p.current_page,
        size: p.per_page,
        total: p.total,
        last: p.last_page,
      });
    }),
  );
}

/** `Controller::pageData()`: `{data, page, pages, total}` (`pages` = the last page). */
export function pageDataPage<S extends z.ZodMiniType>(item: S, req: PageRequest) {
  return z.pipe(
    z.looseObject({ data: z.array(item), page: count, pages: count, total: count }),
    z.transform((p) => page(p.data as z.infer<S>[], req, { page: p.page, total: p.total, last: p.pages })),
  );
}

/** `{list, count}` with the request's `page` and `limit` echoed (as strings on some platforms). */
export function listCountPage<S extends z.ZodMiniType>(item: S, req: PageRequest) {
  return z.pipe(
    z.looseObject({ list: z.array(item), count, page: count, limit: count }),
    z.transform((p) => page(p.list as z.infer<S>[], req, { page: p.page, size: p.limit, total: p.count })),
  );
}
