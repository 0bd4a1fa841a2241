/**
 * One booking per intent (docs/architecture.md, "Idempotency-Key"): `once(resolve)` wraps every call that moves
 * money. A request may carry `Idempotency-Key` (8–64 visible ASCII characters; anything else is a parameter
 * error). Without it the call runs as always. With it:
 *
 *   - requests of one user with one key run one at a time (an in-process lock), then
 *   - a stored intent with the same body hash answers its first answer again, and books nothing;
 *   - a stored intent with another body is refused (`error.idempotencyKeyReused`);
 *   - otherwise the call runs inside `ledger.intents.run(intent, …)`: its booking stores the intent in the same
 *     store transaction (mocks/engine/ledger/intents.ts), and the answer is added once the call has answered.
 *
 * A refusal that booked nothing is not remembered (the same key may try again); a success that booked nothing is,
 * with its answer. The body hash covers every parameter but `lang` (a retry after switching language is the same
 * intent). In the browser (Storybook) keyed calls run one at a time, since the engine's scope is not isolated.
 */
import { HttpResponse, type JsonBodyType } from 'msw';
import { EngineError } from '../engine';
import type { Intent } from '../engine/ledger';
import { errorResponse, ok, type Params, type RouteContext } from './_util';

const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_RE = /^[\x21-\x7e]{8,64}$/;

type Resolve = (ctx: RouteContext) => Response | Promise<Response>;

/** The tail of each lock's queue, by `<user>:<key>` (or `*` where scopes are not isolated). */
const queues = new Map<string, Promise<unknown>>();

function serially<T>(lock: string, fn: () => Promise<T>): Promise<T> {
  const before = queues.get(lock) ?? Promise.resolve();
  const run = before.then(fn, fn);
  const tail = run.catch(() => undefined);
  queues.set(lock, tail);
  void tail.then(() => {
    if (queues.get(lock) === tail) queues.delete(lock);
  });
  return run;
}

const HEX = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** SHA-256 of the parameters but `lang`, in key order (files by size and type). */
async function bodyHash(params: Params): Promise<string> {
  const fields = Object.keys(params)
    .filter((k) => k !== 'lang')
    .sort()
    .map((k) => {
      const v = params[k];
      return [k, v instanceof Blob ? `blob:${v.type}:${v.size}` : v];
    });
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(fields)));
  return HEX(digest);
}

async function envelopeOf(response: Response): Promise<unknown> {
  try {
    return await response.clone().json();
  } catch {
    return null;
  }
}

/** Makes a money call answer once per `Idempotency-Key`. */
export function once(resolve: Resolve): Resolve {
  return async (ctx) => {
    const key = ctx.request.headers.get(IDEMPOTENCY_HEADER);
    if (key === null) return resolve(ctx);
    if (!KEY_RE.test(key)) throw new EngineError('error.idempotencyKeyInvalid');
    const { engine } = ctx;
    const user = engine.user.requireUser(ctx.token);
    const intents = engine.ledger.intents;
    const intent: Intent = { user: user.id, call: ctx.call, key, hash: await bodyHash(ctx.params) };

    return serially(intents.isolated ? `${user.id}:${key}` : '*', async () => {
      const seen = intents.find(user.id, ctx.call, key);
      if (seen) {
        if (seen.hash !== intent.hash) throw new EngineError('error.idempotencyKeyReused');
        // no answer: the process stopped between the booking's commit and its answer
        if (!seen.answer) return ok(ctx.t('ok.intentDone'));
        return HttpResponse.json(seen.answer.body as JsonBodyType, { status: seen.answer.status });
      }
      let response: Response;
      try {
        response = await intents.run(intent, async () => resolve(ctx));
      } catch (error) {
        if (!intents.booked(intent)) throw error;
        response = errorResponse(error, ctx.lang, ctx.call);
      }
      const body = await envelopeOf(response);
      const success = response.status === 200 && (body as { type?: unknown } | null)?.type === 'ok';
      if (success || intents.booked(intent)) intents.answer(intent, { status: response.status, body });
      return response;
    });
  };
}
