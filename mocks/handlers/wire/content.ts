/**
 * Content in the family's wire shapes (wire-facts §10): `news` rows and the `{list, count, page, limit}` page of
 * `/news/list`, `menu` rows. See ./market.ts for how the encoders are used.
 */

/** Laravel's `Y-m-d H:i:s` (the demo exchange's clock is UTC). */
export function laravelTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

export interface ArticleRow {
  id: number;
  c_id: number;
  title: string;
  /** The list's summary (the row's `abstract`). */
  summary?: string;
  content?: string;
  cover?: string;
  link?: string;
  created_at: number;
}

/** The site path the demo serves an article's SVG picture at (./content.ts's asset handler). */
export const NEWS_COVER_PREFIX = '/api/demo/assets/news/';
const SVG_DATA = 'data:image/svg+xml,';

/**
 * `cover`: the picture as a site path, where the family's clients look (they show `<site origin><cover>`,
 * wire-facts §14): an SVG picture is served at NEWS_COVER_PREFIX; a site path stays; anything else is none.
 */
export function newsCoverPath(a: Pick<ArticleRow, 'id' | 'cover'>): string {
  const cover = a.cover ?? '';
  if (cover.startsWith(SVG_DATA)) return `${NEWS_COVER_PREFIX}${a.id}.svg`;
  return cover.startsWith('/') ? cover : '';
}

/**
 * A whole `news` row (`/news/detail`, `/news/index_pop`). `thumbnail` is the picture itself (what the app reads),
 * `cover` the same as a site path (what the family's clients read). `link` is a demo extra: the banner's target,
 * an app route or web address.
 */
export function newsRowWire(a: ArticleRow, lang: string) {
  const time = laravelTime(a.created_at);
  return {
    id: a.id,
    c_id: a.c_id,
    lang,
    title: a.title,
    keyword: '',
    abstract: a.summary ?? '',
    content: a.content ?? '',
    thumbnail: a.cover ?? '',
    cover: newsCoverPath(a),
    author: 'Demo Exchange',
    audit: 1,
    display: 1,
    recommend: 0,
    browse_grant: 0,
    discuss: 0,
    views: 0,
    sorts: 0,
    create_time: time,
    update_time: time,
    link: a.link ?? '',
  };
}

/**
 * A row of `/news/list`. T strips `content`, `abstract`, `create_time`, `update_time` and the bookkeeping columns
 * from list rows; the demo exchange keeps `abstract` and `create_time` (the summary and date a news page shows)
 * and `link` (decision 54).
 */
export function newsListRowWire(a: ArticleRow, lang: string) {
  const row = newsRowWire(a, lang);
  return {
    id: row.id,
    c_id: row.c_id,
    lang: row.lang,
    title: row.title,
    thumbnail: row.thumbnail,
    cover: row.cover,
    sorts: row.sorts,
    // demo extras
    abstract: row.abstract,
    create_time: row.create_time,
    link: row.link,
  };
}

/** `/news/list`: `{version, list, count, page, limit}` (T's `getArticle`). */
export function newsPageWire(rows: unknown[], count: number, page: number, limit: number) {
  return {
    version: { id: 1, key: 'version', value: ['1.2.0'] },
    list: rows,
    count,
    page,
    limit,
  };
}

/**
 * `/menu`: `menu` rows with `show` 1, by `sort`. The family's menu columns were not seen: `key` is the quick
 * link (the app reads `key`, else `name`; decision 53).
 */
export const menuWire = (items: readonly { key: string; enabled: boolean }[]) =>
  items
    .map((m, i) => ({ id: i + 1, key: m.key, name: m.key, show: m.enabled ? 1 : 0, sort: i + 1 }))
    .filter((row) => row.show === 1);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The support page (`support_url`): an article as a page of its own, no script. `content` is the demo's own
 * article HTML (never a user's).
 */
export function supportPageHtml(a: { title: string; content: string; lang: string }): string {
  const title = escapeHtml(a.title);
  return (
    `<!doctype html><html lang="${a.lang === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${title}</title><style>body{margin:0 auto;max-width:40rem;padding:1.5rem;font:16px/1.6 system-ui,sans-serif}</style>` +
    `</head><body><h1>${title}</h1>${a.content}</body></html>`
  );
}
