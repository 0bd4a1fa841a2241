/**
 * Content calls in the family's wire shapes (wire-facts §10; encoders in ./wire/content.ts): home quick links,
 * the home notice, articles (banners, news, help, agreements).
 */
import { http, HttpResponse } from 'msw';
import { NEWS_PAGE_DEFAULT, NEWS_PAGE_MAX, PAGE_CATEGORY } from '../engine/content';
import { articlesFixture } from '../fixtures/content';
import { ok, pick, route, str, type RouteContext } from './_util';
import { menuWire, NEWS_COVER_PREFIX, newsListRowWire, newsPageWire, newsRowWire } from './wire/content';

const byId = new Map(articlesFixture.map((a) => [a.id, a]));

/** The fields the engine's detail and notice leave out (category, picture, summary), from the article's seed. */
const seedOf = (id: number, lang: string) => {
  const a = byId.get(id);
  const summary = a ? (lang === 'zh' ? a.summary.zh : a.summary.en) || a.summary.en : '';
  return { c_id: a?.c_id ?? 0, cover: a?.cover ?? '', summary, created_at: a?.created_at ?? 0 };
};

/** `/faq`, `/aboutus`, `/contactus` (wire-facts §14): the category's first article as a whole row, or null. */
const pageRoute =
  (category: number) =>
  ({ engine, lang }: RouteContext) => {
    const a = engine.content.page(category, lang);
    return ok(a && newsRowWire({ ...a, c_id: category }, a.lang));
  };

/** An article's SVG picture at `NEWS_COVER_PREFIX<id>.svg` (the `cover` of its rows); 404 when it has none. */
const coverHandler = http.get(`*${NEWS_COVER_PREFIX}:file`, ({ params }) => {
  const id = /^(\d{1,9})\.svg$/.exec(String(params.file))?.[1];
  const cover = id ? byId.get(Number(id))?.cover : undefined;
  if (!cover?.startsWith('data:image/svg+xml,')) return new HttpResponse(null, { status: 404 });
  return new HttpResponse(decodeURIComponent(cover.slice('data:image/svg+xml,'.length)), {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
});

export const contentHandlers = [
  coverHandler,

  // (lang) → a news row of c_id 18 / 19 / 33 in the request's language, English when missing | null
  route('get', '/faq', pageRoute(PAGE_CATEGORY.faq)),
  route('get', '/aboutus', pageRoute(PAGE_CATEGORY.about)),
  route('get', '/contactus', pageRoute(PAGE_CATEGORY.contact)),

  // → [{ id, key, name, show, sort }] enabled rows in display order
  route('get', '/menu', ({ engine }) => ok(menuWire(engine.content.menu()))),

  // → a news row | null
  route('get', '/news/index_pop', ({ engine, lang }) => {
    const notice = engine.content.notice(lang);
    if (!notice) return ok(null);
    return ok(newsRowWire({ ...seedOf(notice.id, lang), ...notice }, lang));
  }),

  // {c_id, page, limit} → { version, list: [news row without content], count, page, limit }
  route('post', '/news/list', ({ engine, params, lang }) => {
    const input = pick(params, ['c_id', 'page', 'limit']);
    const items = engine.content.list(input, lang); // validates c_id, page and limit
    const c_id = Number(input.c_id);
    const page = Number(input.page?.trim() || 1);
    const limit = Math.min(Number(input.limit?.trim() || NEWS_PAGE_DEFAULT), NEWS_PAGE_MAX);
    const count = articlesFixture.filter((a) => a.c_id === c_id).length;
    return ok(
      newsPageWire(
        items.map((item) => newsListRowWire({ ...item, c_id }, lang)),
        count,
        page,
        limit,
      ),
    );
  }),

  // {id} → a news row (content is HTML)
  route('post', '/news/detail', ({ engine, params, lang }) => {
    const detail = engine.content.detail(str(params, 'id'), lang);
    return ok(newsRowWire({ ...seedOf(detail.id, lang), ...detail }, lang));
  }),
];
