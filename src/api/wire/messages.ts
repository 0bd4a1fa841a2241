/**
 * The messages area's adapter: the family's station-message rows (wire-facts §14, T's `NewsController@getmessage`)
 * → the app's `StationMessage`.
 *
 *   POST /faqs   [row]  newest first                 → StationMessage[]
 *   POST /faqsq  boolean (true once marked read)     → boolean
 *
 * A row: `{id, uid, title?, content, mark (1 unread, 0 read), readtime, created_at, …}`; times are "Y-m-d H:i:s"
 * (read as UTC) or epoch numbers, `readtime` null or 0 while unread. A row that does not read (no id) is left out,
 * not the whole list.
 */
import * as z from 'zod/mini';
import type { StationMessage } from '../messages';
import { anyList, epochMs, flag, id, readEach, text } from '../schemas/primitives';

const rowSchema = z.pipe(
  z.looseObject({ id, title: text, content: text, mark: flag, readtime: epochMs, created_at: epochMs }),
  z.transform(
    (r): StationMessage => ({
      id: r.id,
      title: r.title.trim(),
      content: r.content,
      unread: r.mark,
      createdAt: r.created_at,
      readAt: r.readtime,
    }),
  ),
);

export const messagesSchema = z.pipe(
  anyList,
  z.transform((rows) => readEach(rowSchema, rows)),
);

export const markReadSchema = flag;
