import { getEngine } from '@mocks/browser';
import type { Engine } from '@mocks/engine';
import { openMemberSession } from './member';

/**
 * A story's `beforeEach`: the preview has just installed a fresh seeded demo exchange (frozen clock); let the
 * story set the world up through the engine's own calls (`prepare`, which may answer the id of the user to sign
 * in as), then open the member session for that user (the demo user by default).
 */
export function signedIn(prepare?: (engine: Engine) => number | void | Promise<number | void>) {
  return async () => {
    const engine = await getEngine();
    const userId = await prepare?.(engine);
    openMemberSession(engine, userId ?? undefined);
  };
}
