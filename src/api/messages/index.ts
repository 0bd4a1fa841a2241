/**
 * Station messages (wire-facts §14; issue 30): what the platform tells the signed-in user (a deposit or withdrawal
 * decided, a position liquidated, a seconds contract settled…). Calls, query keys (`['messages', call, params]`) and
 * `queryOptions`; no React — the messages feature owns its hooks.
 *
 *   getMessages(): StationMessage[]     POST /faqs    this user's messages, newest first (the whole list: not paged)
 *   markMessageRead(id): boolean        POST /faqsq   marks one read (`mark` 0, `readtime` set)
 *
 * `POST /faqsqa` (the newest unread, which the family's client shows as a pop-up on home) is not called: the home
 * bell's unread count says the same without a second pop-up beside the notice (docs/decisions.md).
 * `content` is server HTML: sanitize it before rendering. Wire shapes and adapter: `../wire/messages.ts`.
 */
import { queryOptions } from '@tanstack/react-query';
import { request } from '../client';

/** The area's wire schemas, loaded beside the first answer (zod stays out of the home screen's entry). */
const wire = () => import('../wire/messages');

/** One station message. */
export interface StationMessage {
  id: number;
  /** Plain text ('' when the platform sends none). */
  title: string;
  /** Server HTML: sanitize before rendering. */
  content: string;
  unread: boolean;
  /** Epoch ms, or null when the platform sends no time. */
  createdAt: number | null;
  readAt: number | null;
}

export function getMessages(): Promise<StationMessage[]> {
  // failures are shown in place (the page's error state; the bell stays as it was)
  return request('faqs', { schema: () => wire().then((m) => m.messagesSchema), quiet: true, background: true });
}

export function markMessageRead(id: number): Promise<boolean> {
  return request('faqsq', { params: { id }, schema: () => wire().then((m) => m.markReadSchema), background: true });
}

export const messagesKeys = {
  all: ['messages'] as const,
  /** `lang` only keys the cache: the rows come rendered in the request's language (the client sends it). */
  list: (lang: string) => ['messages', 'faqs', { lang }] as const,
};

export const messagesQuery = (lang: string) =>
  queryOptions({ queryKey: messagesKeys.list(lang), queryFn: getMessages, staleTime: 30_000 });
