/**
 * The demo exchange for vitest: MSW's `setupServer` answers `fetch('http://localhost/api/...')` with the
 * same handlers as Storybook and the Node server.
 *
 *   const { engine, clock } = await installTestEngine();      // fresh seeded engine, manual clock
 *   server.listen({ onUnhandledRequest: 'error' });  …  server.close();
 */
import { setupServer } from 'msw/node';
import { createEngine, seededRng, type Engine } from './engine';
import { createManualClock } from './engine/core/testing';
import { handlers, setEngine } from './handlers';
import { seedEngine } from './seed';
import { seededMemoryStore } from './testing';

export const server = setupServer(...handlers);

/**
 * Installs a fresh seeded engine for the handlers (memory store, manual clock, seeded RNG) and returns it
 * with its clock. Cheap: the seed data is copied from a cache, so call it in every `beforeEach`.
 */
export async function installTestEngine(
  options: { seed?: number; start?: number; log?: (line: string) => void } = {},
) {
  const clock = createManualClock(options.start);
  const seed = options.seed ?? 1;
  const engine: Engine = await seedEngine(
    createEngine({
      store: await seededMemoryStore(clock(), seed),
      clock,
      rng: seededRng(seed),
      log: options.log,
    }),
  );
  setEngine(engine);
  return { engine, clock };
}

export { handlers, setEngine } from './handlers';
export { type ManualClock } from './engine';
export { createManualClock } from './engine/core/testing';
export { seedEngine } from './seed';
