/**
 * Writing a station message (wire-facts §14). A message is stored language-neutral: the name of its template and
 * the values to fill in. The handlers render it in the request's `lang` from `locales/<code>/server-messages.json`
 * (`messages.<template>.title` / `.content`), so the same message reads well in every language. A value may itself
 * be a server text (`{ key }`, e.g. a review's reason), translated with the rest.
 *
 * Areas call `writeMessage` inside the transaction of the change it reports (a deposit decided, a position
 * liquidated…), so the message and the change are stored together or not at all.
 *
 * Collection: `messages` / `<id>` → MessageDoc.
 */
import type { EngineContext, ServerKey } from '../core';

export const MESSAGES = 'messages';

/** The newest messages a user keeps; older ones are dropped as new ones arrive (a busy seconds trader writes many). */
export const MESSAGES_KEPT = 200;

/** Every message the demo writes, by template (`messages.<template>.title` / `.content` in server-messages.json). */
export type MessageTemplate =
  | 'welcome'
  | 'deposit.done'
  | 'deposit.refused'
  | 'withdraw.done'
  | 'withdraw.refused'
  | 'contract.liquidated'
  | 'seconds.won'
  | 'seconds.lost'
  | 'seconds.flat';

// Each template has a title and a content text: a template without them is a compile error here.
type TemplateKey = `messages.${MessageTemplate}.${'title' | 'content'}`;
export const templateKey = (template: MessageTemplate, part: 'title' | 'content') =>
  `messages.${template}.${part}` as const satisfies TemplateKey & ServerKey;

/** A value filled into a template: as is, or a server text translated in the reader's language. */
export type TemplateValue = string | number | { key: ServerKey };
export type TemplateVars = Record<string, TemplateValue>;

export interface MessageDoc {
  id: number;
  uid: number;
  template: MessageTemplate;
  vars: TemplateVars;
  /** 1 unread, 0 read (the family's `mark`). */
  mark: 0 | 1;
  /** When it was read (ms), null while unread. */
  readtime: number | null;
  created_at: number;
  updated_at: number;
}

/** Stores a new unread message for `uid`; keeps the user's newest `MESSAGES_KEPT`. */
export function writeMessage(
  ctx: EngineContext,
  uid: number,
  template: MessageTemplate,
  vars: TemplateVars = {},
): MessageDoc {
  const { store, clock } = ctx;
  const now = clock();
  return store.transaction(() => {
    const id = store.nextId(MESSAGES);
    const doc: MessageDoc = { id, uid, template, vars, mark: 1, readtime: null, created_at: now, updated_at: now };
    store.put(MESSAGES, String(id), doc);
    const mine = store.list<MessageDoc>(MESSAGES, { uid });
    for (const old of mine.slice(0, Math.max(0, mine.length - MESSAGES_KEPT))) store.delete(MESSAGES, String(old.id));
    return doc;
  });
}
