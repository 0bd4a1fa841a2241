/**
 * Content area: the home quick links, the home notice, and articles by category (banners, news, help,
 * agreements). Read-only seed data from mocks/fixtures/content.ts, in the request's language where the
 * fixture has it (en, zh), English otherwise.
 */
import {
  articlesFixture,
  menuKeys,
  popNoticeId,
  type ArticleFixture,
  type Localised,
} from '../../fixtures/content';
import { fail, type EngineContext, type LangCode } from '../core';

export const NEWS_PAGE_DEFAULT = 10;
export const NEWS_PAGE_MAX = 50;

export interface MenuItem {
  key: string;
  enabled: boolean;
}
export interface Notice {
  id: number;
  title: string;
  content: string;
}
export interface NewsItem {
  id: number;
  title: string;
  summary: string;
  cover: string;
  link: string;
  created_at: number;
}
export interface NewsDetail {
  id: number;
  title: string;
  content: string;
  created_at: number;
}

type Input<K extends string> = Partial<Record<K, string>>;

const pickLang = (text: Localised, lang: LangCode) => (lang === 'zh' ? text.zh : text.en) || text.en;

function positiveInt(raw: string | undefined, fallback: number | undefined): number {
  const text = (raw ?? '').trim();
  if (text === '' && fallback !== undefined) return fallback;
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) return fail('error.param');
  return Number(text);
}

export function createContentArea(_ctx: EngineContext) {
  const byId = new Map<number, ArticleFixture>(articlesFixture.map((a) => [a.id, a]));

  return {
    /** `GET /menu`: every quick link of spec §2, in display order, all enabled on the demo exchange. */
    menu: (): MenuItem[] => menuKeys.map((key) => ({ key, enabled: true })),

    /** `GET /news/index_pop`. */
    notice(lang: LangCode): Notice | null {
      const a = byId.get(popNoticeId);
      return a ? { id: a.id, title: pickLang(a.title, lang), content: pickLang(a.content, lang) } : null;
    },

    /** `POST /news/list {c_id, page, limit}`: newest first; an empty page past the end. */
    list(input: Input<'c_id' | 'page' | 'limit'>, lang: LangCode): NewsItem[] {
      const category = positiveInt(input.c_id, undefined);
      const page = positiveInt(input.page, 1);
      const limit = Math.min(positiveInt(input.limit, NEWS_PAGE_DEFAULT), NEWS_PAGE_MAX);
      return articlesFixture
        .filter((a) => a.c_id === category)
        .sort((a, b) => b.created_at - a.created_at || a.id - b.id)
        .slice((page - 1) * limit, page * limit)
        .map((a) => ({
          id: a.id,
          title: pickLang(a.title, lang),
          summary: pickLang(a.summary, lang),
          cover: a.cover,
          link: a.link,
          created_at: a.created_at,
        }));
    },

    /** `POST /news/detail {id}`. */
    detail(rawId: string | undefined, lang: LangCode): NewsDetail {
      const a = byId.get(positiveInt(rawId, undefined));
      if (!a) return fail('error.notFound');
      return {
        id: a.id,
        title: pickLang(a.title, lang),
        content: pickLang(a.content, lang),
        created_at: a.created_at,
      };
    },
  };
}

