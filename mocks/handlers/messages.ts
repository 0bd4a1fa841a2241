/**
 * Station messages (wire-facts §14): `POST /faqs`, `POST /faqsq`, `POST /faqsqa`; rows in ./wire/messages.ts.
 */
import { ok, pick, route } from './_util';
import { messageRowWire } from './wire/messages';

export const messagesHandlers = [
  // {id?} → { type: 'ok', message: [{ id, uid, title, content, mark, readtime, created_at, updated_at }] } newest first
  route('post', '/faqs', ({ engine, params, token, t }) =>
    ok(engine.messages.list(token, pick(params, ['id'])).map((m) => messageRowWire(m, t))),
  ),

  // {id} → { type: 'ok', message: true } (mark 0, readtime set) | an error: unknown id, someone else's message
  route('post', '/faqsq', ({ engine, params, token }) => ok(engine.messages.markRead(token, pick(params, ['id'])))),

  // → { type: 'ok', message: the newest unread row | null }
  route('post', '/faqsqa', ({ engine, token, t }) => {
    const row = engine.messages.firstUnread(token);
    return ok(row && messageRowWire(row, t));
  }),
];
