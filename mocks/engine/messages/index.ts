/**
 * Station messages (wire-facts §14; issue 30): what the demo tells one user — a deposit or withdrawal decided, a
 * position liquidated, a seconds contract settled — and whether they have read it.
 *
 *   POST /faqs   {id?}  this user's messages, newest first (with `id`: that one message)
 *   POST /faqsq  {id}   marks one of them read (`mark` 0, `readtime` set); true
 *   POST /faqsqa        the newest unread message, or null
 *
 *   write.ts   storing a message (template + values, rendered in the reader's language by the handlers)
 *   events.ts  the messages other areas write, one call from where each event happens
 *
 * Refused: a missing or malformed id (`error.param`), an id no message has (`messages.error.notFound`), someone
 * else's message (`messages.error.notYours`). Reading or marking never changes another user's messages.
 */
import { fail, type EngineContext } from '../core';
import type { UserArea } from '../auth';
import { MESSAGES, writeMessage, type MessageDoc, type MessageTemplate, type TemplateVars } from './write';

export { depositMessage, liquidationMessage, secondsMessage, withdrawalMessage } from './events';
export { templateKey, type MessageDoc } from './write';

type Input<K extends string> = Partial<Record<K, string>>;

const newestFirst = (a: MessageDoc, b: MessageDoc) => b.created_at - a.created_at || b.id - a.id;

export function createMessagesArea(ctx: EngineContext, deps: { user: UserArea }) {
  const { store, clock } = ctx;
  const { user: users } = deps;

  /** The message `raw` names, which must be `uid`'s. */
  function own(uid: number, raw: string | undefined): MessageDoc {
    const text = (raw ?? '').trim();
    if (!/^\d{1,9}$/.test(text)) return fail('error.param');
    const doc = store.get<MessageDoc>(MESSAGES, String(Number(text)));
    if (!doc) return fail('messages.error.notFound');
    if (doc.uid !== uid) return fail('messages.error.notYours');
    return doc;
  }

  return {
    /** `POST /faqs {id?}`: the user's messages, newest first; with `id`, that one (refused when not theirs). */
    list(token: string | undefined, input: Input<'id'>): MessageDoc[] {
      const user = users.requireUser(token);
      if ((input.id ?? '').trim()) return [own(user.id, input.id)];
      return store.list<MessageDoc>(MESSAGES, { uid: user.id }).sort(newestFirst);
    },

    /** `POST /faqsq {id}`: marks the user's message read (once: reading it again keeps the first `readtime`). */
    markRead(token: string | undefined, input: Input<'id'>): true {
      const user = users.requireUser(token);
      store.transaction(() => {
        const doc = own(user.id, input.id);
        if (doc.mark === 0) return;
        const now = clock();
        store.put(MESSAGES, String(doc.id), { ...doc, mark: 0, readtime: now, updated_at: now } satisfies MessageDoc);
      });
      return true;
    },

    /** `POST /faqsqa`: the newest unread message, or null. */
    firstUnread(token: string | undefined): MessageDoc | null {
      const user = users.requireUser(token);
      return store.list<MessageDoc>(MESSAGES, { uid: user.id, mark: 1 }).sort(newestFirst)[0] ?? null;
    },

    /** Writes a message to a user (seeding, stories; areas call `writeMessage` / the `events.ts` functions). */
    write: (uid: number, template: MessageTemplate, vars?: TemplateVars) => writeMessage(ctx, uid, template, vars),
  };
}

export type MessagesArea = ReturnType<typeof createMessagesArea>;
