/**
 * Verification codes and the demo inbox.
 *
 * A code is 6 random digits for one (scene, recipient), valid 10 minutes, single use, and dies after
 * 5 wrong tries. A recipient can be sent one code per minute (across scenes: it is their mailbox being
 * protected). Nothing is really mailed: each code lands in the demo inbox (`GET /api/demo/inbox`) and in
 * the log. There is no master code.
 *
 * Recipients are canonical strings: a lower-cased e-mail address, or a phone number in E.164
 * (`+<area code><national significant number>`, see user/phone.ts). Sending limits beyond the one-a-minute
 * spacing (per client address, per recipient per day) are the user area's (user/limits.ts).
 * `purge` (housekeeping) deletes used or expired codes, inbox entries past their code's life and spent
 * throttle records.
 */
import { EngineError, fail, randomDigits, type EngineContext } from '../core';

export const CODE_SCENES = ['register', 'forget', 'bind'] as const;
export type CodeScene = (typeof CODE_SCENES)[number];
export const isCodeScene = (value: unknown): value is CodeScene => CODE_SCENES.includes(value as CodeScene);

export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60_000;
export const RESEND_INTERVAL_MS = 60_000;
export const MAX_CODE_ATTEMPTS = 5;

export type Channel = 'email' | 'sms';

interface CodeDoc {
  scene: CodeScene;
  to: string;
  code: string;
  created_at: number;
  expires_at: number;
  attempts: number;
  used: boolean;
}

export interface InboxEntry {
  id: number;
  to: string;
  /** For a phone recipient, the national number alone (so the inbox can be searched either way). */
  number: string | null;
  channel: Channel;
  scene: CodeScene;
  code: string;
  created_at: number;
  expires_at: number;
}

const codeId = (scene: CodeScene, to: string) => `${scene}:${to}`;
const digitsOf = (value: string) => value.replace(/\D/g, '');

export function createCodes(ctx: EngineContext) {
  const { store, clock, rng, log } = ctx;

  /** Validates `code` for (scene, to) and returns the stored document; wrong tries are counted. */
  function verify(scene: CodeScene, to: string, code: string | undefined): CodeDoc {
    if (!code) fail('error.codeRequired');
    if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) fail('error.codeFormat', { length: CODE_LENGTH });
    const doc = store.get<CodeDoc>('codes', codeId(scene, to));
    if (!doc || doc.used) return fail('error.codeInvalid');
    if (doc.expires_at <= clock()) return fail('error.codeExpired');
    if (doc.code !== code) {
      doc.attempts += 1;
      // Burn the code after too many wrong tries so six digits cannot be brute-forced.
      if (doc.attempts >= MAX_CODE_ATTEMPTS) doc.used = true;
      store.put('codes', codeId(scene, to), doc);
      return fail(doc.used ? 'error.codeAttempts' : 'error.codeInvalid');
    }
    return doc;
  }

  return {
    /** Issues a new code (replacing any earlier one for the same scene and recipient). */
    send(input: { to: string; number?: string; channel: Channel; scene: CodeScene }) {
      const now = clock();
      const throttle = store.get<{ last_sent_at: number }>('code_throttle', input.to);
      if (throttle && now - throttle.last_sent_at < RESEND_INTERVAL_MS) {
        const seconds = Math.ceil((RESEND_INTERVAL_MS - (now - throttle.last_sent_at)) / 1000);
        throw new EngineError('error.codeTooSoon', { seconds });
      }
      const code = randomDigits(rng, CODE_LENGTH);
      const expires_at = now + CODE_TTL_MS;
      store.transaction(() => {
        store.put<CodeDoc>('codes', codeId(input.scene, input.to), {
          scene: input.scene,
          to: input.to,
          code,
          created_at: now,
          expires_at,
          attempts: 0,
          used: false,
        });
        store.put('code_throttle', input.to, { to: input.to, last_sent_at: now });
        const id = store.nextId('inbox');
        store.put<InboxEntry>('inbox', String(id), {
          id,
          to: input.to,
          number: input.number ?? null,
          channel: input.channel,
          scene: input.scene,
          code,
          created_at: now,
          expires_at,
        });
      });
      log(
        `[demo inbox] ${input.channel} to ${input.to}: ${input.scene} code ${code} (valid ${CODE_TTL_MS / 60_000} min)`,
      );
      return { to: input.to, expires_at };
    },

    /** Checks a code without using it up (`/user/check_email`). */
    check(scene: CodeScene, to: string, code: string | undefined): void {
      verify(scene, to, code);
    },

    /** Checks and uses up a code. Call inside the transaction that performs the guarded action. */
    consume(scene: CodeScene, to: string, code: string | undefined): void {
      const doc = verify(scene, to, code);
      doc.used = true;
      store.put('codes', codeId(scene, to), doc);
    },

    /** Deletes what can no longer be used or shown; returns how many of each. */
    purge(now = clock()): { codes: number; inbox: number; code_throttle: number } {
      let codesRemoved = 0;
      let inboxRemoved = 0;
      let throttleRemoved = 0;
      for (const doc of store.list<CodeDoc>('codes', (d) => d.used || d.expires_at <= now))
        if (store.delete('codes', codeId(doc.scene, doc.to))) codesRemoved++;
      for (const entry of store.list<InboxEntry>('inbox', (e) => e.expires_at <= now))
        if (store.delete('inbox', String(entry.id))) inboxRemoved++;
      for (const [to] of store
        .list<{ to?: string; last_sent_at: number }>(
          'code_throttle',
          (t) => t.last_sent_at + RESEND_INTERVAL_MS <= now,
        )
        .map((t) => [t.to] as const))
        if (to !== undefined && store.delete('code_throttle', to)) throttleRemoved++;
      return { codes: codesRemoved, inbox: inboxRemoved, code_throttle: throttleRemoved };
    },

    /**
     * Delivered codes for a recipient, newest first. `query` is an e-mail address, or a phone number
     * with or without its area code (`+8613800138000`, `8613800138000` or `13800138000`).
     */
    inbox(query: string, limit = 50): InboxEntry[] {
      const q = query.trim();
      let entries: InboxEntry[];
      if (q.includes('@')) {
        entries = store.list<InboxEntry>('inbox', { to: q.toLowerCase() });
      } else {
        const digits = digitsOf(q);
        if (!digits) return [];
        entries = store.list<InboxEntry>(
          'inbox',
          (e) => e.number !== null && (digitsOf(e.to) === digits || e.number === digits),
        );
      }
      return entries.sort((a, b) => b.created_at - a.created_at || b.id - a.id).slice(0, limit);
    },
  };
}

export type Codes = ReturnType<typeof createCodes>;
