/**
 * Common calls in the family's wire shapes (wire-facts §2, §14): site settings, the site's configuration and the
 * language preference; the demo's own logo and support page, served at the site paths its settings name.
 */
import { http, HttpResponse } from 'msw';
import { EngineError } from '../engine';
import { PAGE_CATEGORY } from '../engine/content';
import { COIN_ICON_FILES, COIN_ICON_PREFIX } from '../engine/market/coins';
import { SITE_LOGO_PATH, siteLogoSvg, SUPPORT_PAGE_PATH } from '../fixtures/common';
import { ok, route, str } from './_util';
import { settingRowWire } from './wire/auth';
import { supportPageHtml } from './wire/content';

/**
 * The coin logos (`cryptocurrency-icons`, CC0) as text, loaded when first asked for: under Vite (Storybook, vitest)
 * only; the Node server answers these paths itself before the handlers (mocks/server/static.ts).
 */
const coinIconLoaders = () =>
  import.meta.glob<string>(
    '../../node_modules/cryptocurrency-icons/svg/color/{btc,eth,usdt,usdc,ltc,bnb,sol,xrp,ada,doge,dot,trx,avax,link,matic,uni,atom,xlm,etc,fil,bch}.svg',
    { query: '?raw', import: 'default' },
  );

/** An SVG picture of the demo's own, cached for an hour, with nothing active allowed in it. */
const svgResponse = (svg: string) =>
  HttpResponse.text(svg, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });

/** The settings `/getSiteConfig` answers (T's `getSiteConfig`). */
const SITE_CONFIG_KEYS = ['site_name', 'site_logo', 'support_url'] as const;

export const commonHandlers = [
  // {keyword} → the `settings` row { id, key, value, notes } | null for an unknown key (T's answers);
  // no keyword is an error, as on T (the family has no "every setting" call).
  route('get', '/getSetting', ({ engine, params }) => {
    const keyword = str(params, 'keyword')?.trim();
    if (!keyword) throw new EngineError('error.param');
    const all = Object.entries(engine.common.settings());
    const index = all.findIndex(([key]) => key === keyword);
    return ok(index < 0 ? null : settingRowWire(index + 1, keyword, String(all[index]![1])));
  }),

  // (lang) → { site_name, site_logo, support_url }: strings; a setting the site lacks is absent (T's answer)
  route('get', '/getSiteConfig', ({ engine }) => {
    const settings: Record<string, unknown> = engine.common.settings();
    const config: Record<string, string> = {};
    for (const key of SITE_CONFIG_KEYS) if (settings[key] !== undefined) config[key] = String(settings[key]);
    return ok(config);
  }),

  // `lang` is both the request language and the value to store; the reply is already in the new language.
  route('post', '/set/lang', ({ engine, params, token, t }) => {
    engine.common.setLang(token, str(params, 'lang'));
    return ok(t('ok.langSaved'));
  }),

  // The earn slice's product configs (locked mining) arrive with that slice; until then none, not a 404: the
  // family's home page asks for them (wire-facts §14).
  route('get', '/lh/deposit/config', () => ok([])),

  // `site_logo`: the demo's logo
  http.get(`*${SITE_LOGO_PATH}`, () =>
    HttpResponse.text(siteLogoSvg, {
      headers: {
        'content-type': 'image/svg+xml; charset=utf-8',
        'cache-control': 'public, max-age=3600',
        'content-security-policy': "default-src 'none'",
      },
    }),
  ),

  // a coin's `image` (`/currency/list`): its logo, when the package has one (mocks/engine/market/coins.ts)
  http.get(`*${COIN_ICON_PREFIX}:file`, async ({ params }) => {
    const file = String(params.file).replace(/\.svg$/, '');
    const load = Object.values(COIN_ICON_FILES).includes(file)
      ? coinIconLoaders()[`../../node_modules/cryptocurrency-icons/svg/color/${file}.svg`]
      : undefined;
    if (!load) return new HttpResponse('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
    return svgResponse(await load());
  }),

  // `support_url`: the contact article (`/contactus`) as a page, in `?lang=` (English by default)
  route('get', SUPPORT_PAGE_PATH.replace(/^\/api/, ''), ({ engine, lang }) => {
    const article = engine.content.page(PAGE_CATEGORY.contact, lang);
    if (!article) throw new EngineError('error.notFound');
    return new HttpResponse(supportPageHtml(article), {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'",
      },
    });
  }),
];
