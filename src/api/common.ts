import * as z from 'zod/mini';
import type { LocaleCode } from '@/lib/locale';
import { request } from './client';
import { settingsSchema } from './schemas/user';

export type Settings = Record<string, string>;

// A keyword lookup may answer the bare value instead of an object.
const settingAnswer = z.union([settingsSchema, z.string(), z.number()]);

/** GET /getSetting: customer-service and site settings; with a keyword, just that entry. */
export async function getSetting(keyword?: string): Promise<Settings> {
  const answer = await request('getSetting', { method: 'GET', params: { keyword }, schema: settingAnswer, background: true });
  if (typeof answer === 'object') return answer;
  return { [keyword ?? 'value']: String(answer) };
}

/**
 * POST /set/lang: tells the server the user's language (server texts, mails). The client stamps
 * every call with the current UI language (it overrides `lang` here), so set `localeAtom` first.
 */
export async function setLang(lang: LocaleCode): Promise<void> {
  await request('set/lang', { params: { lang }, quiet: true, background: true });
}
