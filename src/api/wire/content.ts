/**
 * The content area's adapter: the family's wire shapes (wire-facts §10) → the app's domain types
 * (`../schemas/content.ts`).
 *
 *   GET  /menu            [menu row]  (show = 1, by sort)                          → MenuItem[]
 *   GET  /news/index_pop  a news row, or null                                      → Notice | null
 *   POST /news/list       { version, list: [news row without content], count, page, limit } → Page<NewsItem>
 *   POST /news/detail     a news row                                               → NewsDetail
 *
 * News rows: `thumbnail` is the picture, `abstract` the summary, `create_time` "Y-m-d H:i:s". T strips
 * `content`, `abstract` and `create_time` from list rows; `link` is the demo exchange's (decision 54).
 */
import * as z from 'zod/mini';
import { listCountPage, type PageRequest } from '../paging';
import type { MenuItem, NewsDetail, NewsItem, Notice } from '../schemas/content';
import { int, text } from '../schemas/primitives';

const optStr = z.optional(z.nullable(z.union([z.string(), z.number()])));
const rawFlag = z.optional(z.nullable(z.union([z.boolean(), z.number(), z.string()])));
const isOff = (v: z.infer<typeof rawFlag>) => v === false || v === 0 || v === '0' || v === 'false';
const str = (v: string | number | null | undefined) => (v === null || v === undefined ? undefined : String(v));

// ---- /menu ----

/** A `menu` row. Its columns were not seen in the family's sources: the link is `key`, else `name` (decision 53). */
export const menuRowSchema = z.looseObject({ key: optStr, name: optStr, show: rawFlag, sort: optStr });

export const menuSchema = z.pipe(
  z.array(menuRowSchema),
  z.transform((rows): MenuItem[] =>
    rows
      .map((row, index) => ({ row, index, sort: Number(row.sort ?? NaN) }))
      .filter(({ row }) => Boolean(str(row.key ?? row.name)?.trim()))
      .sort((a, b) => (Number.isFinite(a.sort) && Number.isFinite(b.sort) ? a.sort - b.sort : 0) || a.index - b.index)
      .map(({ row }) => ({ key: str(row.key ?? row.name)!.trim(), enabled: !isOff(row.show) })),
  ),
);

// ---- news ----

/** A `news` row (list rows lack `content`, `abstract` and `create_time`). */
export const newsRowSchema = z.looseObject({
  id: int,
  title: text,
  thumbnail: optStr,
  abstract: optStr,
  content: optStr,
  create_time: optStr,
  // the demo exchange's: an app route or web address the banner opens
  link: optStr,
});
type NewsRow = z.infer<typeof newsRowSchema>;

const toNewsItem = (r: NewsRow): NewsItem => ({
  id: r.id,
  title: r.title,
  summary: str(r.abstract) ?? '',
  cover: str(r.thumbnail) ?? '',
  link: str(r.link) ?? '',
  created_at: r.create_time ?? undefined,
});

const toNewsDetail = (r: NewsRow): NewsDetail => ({
  id: r.id,
  title: r.title,
  content: str(r.content) ?? '',
  created_at: r.create_time ?? undefined,
});

/** `/news/list`: the `{list, count}` page (../paging.ts). */
export const newsPageSchema = (req: PageRequest) =>
  z.pipe(
    listCountPage(newsRowSchema, req),
    z.transform((page) => ({ ...page, items: page.items.map(toNewsItem) })),
  );

export const newsDetailSchema = z.pipe(newsRowSchema, z.transform(toNewsDetail));

export const noticeSchema = z.pipe(
  z.nullable(newsRowSchema),
  z.transform((r): Notice | null => (r ? { id: r.id, title: r.title, content: str(r.content) ?? '' } : null)),
);
