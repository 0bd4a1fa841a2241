/** Content calls: home quick links, the home notice, articles (banners, news, help, agreements). */
import { ok, pick, route, str } from './_util';

export const contentHandlers = [
  // → { key, enabled }[] in display order
  route('get', '/menu', ({ engine }) => ok(engine.content.menu())),

  // → { id, title, content (HTML) } | null
  route('get', '/news/index_pop', ({ engine, lang }) => ok(engine.content.notice(lang))),

  // {c_id, page, limit} → { id, title, summary, cover, link, created_at }[]
  route('post', '/news/list', ({ engine, params, lang }) =>
    ok(engine.content.list(pick(params, ['c_id', 'page', 'limit']), lang)),
  ),

  // {id} → { id, title, content (HTML), created_at }
  route('post', '/news/detail', ({ engine, params, lang }) =>
    ok(engine.content.detail(str(params, 'id'), lang)),
  ),
];
