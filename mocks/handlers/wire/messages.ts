/**
 * Station messages on the wire (wire-facts §14, T's `NewsController@getmessage`): rows of the user's messages
 * `{id, uid, title, content, mark, readtime, created_at, updated_at}`, `mark` 1 unread / 0 read, `readtime` the
 * time it was read (null while unread), times Laravel's `Y-m-d H:i:s`. The engine stores each message as a
 * template and its values; the row is rendered here in the request's language. `content` is HTML in the family
 * (the app sanitizes it): the rendered text is escaped, so it reads as the same text.
 */
import type { MessageVars, ServerKey } from '../../engine';
import { templateKey, type MessageDoc } from '../../engine/messages';
import { laravelTime } from './content';

type Translate = (key: ServerKey, vars?: MessageVars) => string;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function messageRowWire(m: MessageDoc, t: Translate) {
  const vars: MessageVars = Object.fromEntries(
    Object.entries(m.vars).map(([name, value]) => [name, typeof value === 'object' ? t(value.key) : value]),
  );
  return {
    id: m.id,
    uid: m.uid,
    title: t(templateKey(m.template, 'title'), vars),
    content: escapeHtml(t(templateKey(m.template, 'content'), vars)),
    mark: m.mark,
    readtime: m.readtime === null ? null : laravelTime(m.readtime),
    created_at: laravelTime(m.created_at),
    updated_at: laravelTime(m.updated_at),
  };
}
