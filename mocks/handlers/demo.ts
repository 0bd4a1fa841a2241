/**
 * Demo-only calls, not part of a real platform's API. `GET /api/demo/inbox?to=<email or phone>` lists
 * the verification codes "sent" to a recipient, newest first (e2e tests and reviewers read codes here).
 */
import { ok, route, str } from './_util';
import { EngineError } from '../engine';
import { CODE_TTL_MS } from '../engine/codes';
import { settingsFixture } from '../fixtures/common';

export const demoHandlers = [
  // → { type: 'ok', message: [{ id, to, channel, scene, code, created_at, expires_at, text }] }
  route('get', '/demo/inbox', ({ engine, params, t }) => {
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
