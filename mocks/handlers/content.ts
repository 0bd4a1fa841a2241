/**
 * Content calls in the family's wire shapes (wire-facts §10; encoders in ./wire/content.ts): home quick links,
 * the home notice, articles (banners, news, help, agreements).
 */
import { NEWS_PAGE_DEFAULT, NEWS_PAGE_MAX } from '../engine/content';
import { articlesFixture } from '../fixtures/content';
import { ok, pick, route, str } from './_util';
import { menuWire, newsListRowWire, newsPageWire, newsRowWire } from './wire/content';

const byId = new Map(articlesFixture.map((a) => [a.id, a]));

/** The fields the engine's detail and notice leave out (category, picture, summary), from the article's seed. */
const seedOf = (id: number, lang: string) => {
  const a = byId.get(id);
  const summary = a ? (lang === 'zh' ? a.summary.zh : a.summary.en) || a.summary.en : '';
  return { c_id: a?.c_id ?? 0, cover: a?.cover ?? '', summary, created_at: a?.created_at ?? 0 };
};

export const contentHandlers = [
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
    return ok(newsPageWire(items.map((item) => newsListRowWire({ ...item, c_id }, lang)), count, page, limit));
  }),

  // {id} → a news row (content is HTML)
  route('post', '/news/detail', ({ engine, params, lang }) => {
    const detail = engine.content.detail(str(params, 'id'), lang);
    return ok(newsRowWire({ ...seedOf(detail.id, lang), ...detail }, lang));
  }),
];
