import { getEngine } from '@mocks/browser';
import type { Engine } from '@mocks/engine';
import { openFundSession } from './session';

/**
 * A story's `beforeEach`: the preview has just installed a fresh seeded demo exchange; sign the fund session in
 * and let the story move money first (`prepare`), through the engine's own calls.
 */
export function withDemoSession(prepare?: (engine: Engine) => void | Promise<void>) {
  return async () => {
    const engine = await getEngine();
    openFundSession(engine);
    await prepare?.(engine);
  };
}
