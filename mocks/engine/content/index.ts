/**
 * Content area: the home quick links, the home notice, and articles by category (banners, news, help,
 * agreements). Read-only seed data from mocks/fixtures/content.ts, in the request's language where the
 * fixture has it (en, zh; the banners in every wire language), English otherwise.
 */
import {
  articlesFixture,
  menuKeys,
  popNoticeId,
  type ArticleFixture,
  type Localised,
} from '../../fixtures/content';
import { settingsFixture } from '../../fixtures/common';
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

/** An article shown as a page of its own (`/faq`, `/aboutus`, `/contactus`), with the language it is in. */
export interface PageArticle extends NewsItem {
  content: string;
  /** The language of the text: the request's, or `en` when the article has none in it. */
  lang: LangCode;
}

/** The categories (`c_id`) the family's page calls read (wire-facts §14): FAQ, about us, contact us. */
export const PAGE_CATEGORY = { faq: 18, about: 19, contact: 33 } as const;

type Input<K extends string> = Partial<Record<K, string>>;

const pickLang = (text: Localised, lang: LangCode) => (lang === 'en' ? text.en : text[lang]) || text.en;
/** The language `pickLang` answers in for an article: the request's when its title is there, else English. */
const langOf = (a: ArticleFixture, lang: LangCode): LangCode => (lang !== 'en' && a.title[lang] ? lang : 'en');

/** Quick links that open a site setting's address: shown only when the setting is set. */
const MENU_SETTINGS: Partial<Record<string, readonly (keyof typeof settingsFixture)[]>> = {
  download: ['app_download_url', 'android_download_url', 'ios_download_url'],
  appdownload: ['app_download_url', 'android_download_url', 'ios_download_url'],
  chatroom: ['live_chat_url'],
};
const configured = (key: string) =>
  (MENU_SETTINGS[key] ?? []).length === 0 || MENU_SETTINGS[key]!.some((s) => String(settingsFixture[s]).trim() !== '');

function positiveInt(raw: string | undefined, fallback: number | undefined): number {
  const text = (raw ?? '').trim();
  if (text === '' && fallback !== undefined) return fallback;
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) return fail('error.param');
  return Number(text);
}

export function createContentArea(_ctx: EngineContext) {
  const byId = new Map<number, ArticleFixture>(articlesFixture.map((a) => [a.id, a]));

  return {
    /**
     * `GET /menu`: every quick link of spec §2, in display order; enabled, except those whose destination the site
     * has not configured (the app downloads without a download link, the chat room without a live chat).
     */
    menu: (): MenuItem[] => menuKeys.map((key) => ({ key, enabled: configured(key) })),

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

    /**
     * `GET /faq`, `/aboutus`, `/contactus`: the category's first article (the lowest id, as T's `first()`), in the
     * request's language, English when it has none in it; null for an empty category.
     */
    page(category: number, lang: LangCode): PageArticle | null {
      const a = articlesFixture.filter((x) => x.c_id === category).sort((x, y) => x.id - y.id)[0];
      if (!a) return null;
      return {
        id: a.id,
        title: pickLang(a.title, lang),
        summary: pickLang(a.summary, lang),
        content: pickLang(a.content, lang),
        cover: a.cover,
        link: a.link,
        created_at: a.created_at,
        lang: langOf(a, lang),
      };
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
