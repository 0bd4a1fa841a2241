/**
 * Common area: site settings and the language preference. Calls, query keys (`['common', call, params]`) and
 * `queryOptions` factories; no React.
 *
 *   getSetting(keyword): string | null     GET  /getSetting {keyword}   one setting (the family has no "all")
 *   setLang(lang)                          POST /set/lang {lang}
 */
import { queryOptions } from '@tanstack/react-query';
import type { LocaleCode } from '@/lib/locale';
import { request } from './client';

/** The setting's wire schema, loaded beside the first answer (zod stays out of the entry). */
const wire = () => import('./wire/common');

/** Settings the app reads (keys of the platform's `settings` table). */
export const SETTING_KEYS = {
  /** Customer-service page, opened in the in-app web view. */
  serviceUrl: 'service_url',
  liveChatUrl: 'live_chat_url',
} as const;

/** GET /getSetting: one setting's value, or null when the platform has none. */
export function getSetting(keyword: string): Promise<string | null> {
  return request('getSetting', {
    method: 'GET',
    params: { keyword },
    schema: () => wire().then((m) => m.settingSchema),
    background: true,
  });
}

/**
 * POST /set/lang: tells the server the user's language (server texts, mails). The client stamps
 * every call with the current UI language (it overrides `lang` here), so set `localeAtom` first.
 * The family keeps the language in the server session, so the cookie goes along.
 */
export async function setLang(lang: LocaleCode): Promise<void> {
  await request('set/lang', { params: { lang }, quiet: true, background: true, session: true });
}

export const commonKeys = {
  setting: (keyword: string) => ['common', 'getSetting', { keyword }] as const,
};

export const settingQuery = (keyword: string) =>
  queryOptions({ queryKey: commonKeys.setting(keyword), queryFn: () => getSetting(keyword), staleTime: 5 * 60_000 });
