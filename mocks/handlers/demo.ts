/**
 * Demo-only calls, not part of a real platform's API. `GET /api/demo/inbox?to=<email or phone>` lists
 * the verification codes "sent" to a recipient, newest first (e2e tests and reviewers read codes here).
 *
 * The inbox hands out every code, password-reset codes included, so it is a development convenience and
 * never a public door: it answers only loopback callers, and the Node server switches it off when it
 * listens beyond loopback or runs with `DEMO_INBOX=0` (`configureDemoInbox`). Switched off or asked from
 * elsewhere, it answers like a call that does not exist (404).
 */
import { ok, route, str, fail, isLoopback } from './_util';
import { CODE_TTL_MS, EngineError } from '../engine';
import { settingsFixture } from '../fixtures/common';

let inboxEnabled = true;

/** Turns the demo inbox on or off for this process (the Node server decides at start-up). */
export function configureDemoInbox(options: { enabled: boolean }): void {
  inboxEnabled = options.enabled;
}

export const demoHandlers = [
  // → { type: 'ok', message: [{ id, to, channel, scene, code, created_at, expires_at, text }] }
  route('get', '/demo/inbox', ({ engine, params, client, t }) => {
    // `client` is undefined for the in-process caller (Storybook, vitest): local by definition.
    if (!inboxEnabled || (client !== undefined && !isLoopback(client))) return fail(t('error.notFound'), 404);
    const to = str(params, 'to')?.trim();
    if (!to) throw new EngineError('error.param');
    return ok(
      engine.codes.inbox(to).map(({ number: _number, ...entry }) => ({
        ...entry,
        text: t('inbox.message', {
          site: settingsFixture.site_name,
          code: entry.code,
          minutes: CODE_TTL_MS / 60_000,
        }),
      })),
    );
  }),
];
