/**
 * Demo-only calls, not part of a real platform's API. `GET /api/demo/inbox?to=<email or phone>` lists
 * the verification codes "sent" to a recipient, newest first (e2e tests and reviewers read codes here).
 * `POST /api/demo/review {kind: deposit | withdrawal, id, approve: 1 | 0, reason}` is the back office's decision on
 * a deposit or withdrawal under review (decision 91; `REVIEW=manual` waits for it): it answers the decided row as
 * `/recharge/log` or `/user/withdraw/list` shows it.
 *
 * The inbox hands out every code, password-reset codes included, so it is a development convenience and
 * never a public door: it answers only loopback callers, and the Node server switches it off when it
 * listens beyond loopback or runs with `DEMO_INBOX=0` (`configureDemoInbox`). Switched off or asked from
 * elsewhere, it answers like a call that does not exist (404). The review desk is behind the same door: it moves
money, so it is never more open than the inbox.
 */
import { ok, pick, route, str, fail, isLoopback } from './_util';
import { CODE_TTL_MS, EngineError } from '../engine';
import { settingsFixture } from '../fixtures/common';
import { rechargeRowWire, withdrawRowWire } from './wire/wallet';

let inboxEnabled = true;

/** Turns the demo inbox on or off for this process (the Node server decides at start-up). */
export function configureDemoInbox(options: { enabled: boolean }): void {
  inboxEnabled = options.enabled;
}

/** Whether the demo's own calls answer this caller: `client` is undefined for the in-process caller (local). */
const demoOpenTo = (client: string | undefined) => inboxEnabled && (client === undefined || isLoopback(client));

export const demoHandlers = [
  // → { type: 'ok', message: [{ id, to, channel, scene, code, created_at, expires_at, text }] }
  route('get', '/demo/inbox', ({ engine, params, client, t }) => {
    if (!demoOpenTo(client)) return fail(t('error.notFound'), 404);
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

  // {kind: deposit | withdrawal, id, approve: 1 | 0, reason (to refuse)} → the decided row, as the user's lists show it
  route('post', '/demo/review', ({ engine, params, client, t }) => {
    if (!demoOpenTo(client)) return fail(t('error.notFound'), 404);
    const decided = engine.wallet.decideReview(pick(params, ['kind', 'id', 'approve', 'reason']));
    return ok(decided.kind === 'deposit' ? rechargeRowWire(decided.doc, t) : withdrawRowWire(decided.doc, t));
  }),
];
