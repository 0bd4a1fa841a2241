/**
 * For the user area's tests: a fresh engine on a copy of the cached seed data (seeding hashes passwords,
 * so it is done once per run), a manual clock, a seeded RNG and a captured log.
 */
import { createEngine, seededRng, type Engine } from '..';
import { seedEngine } from '../../seed';
import { seededMemoryStore } from '../../testing';
import type { ManualClock, Store } from '../core';
import { createManualClock } from '../core/testing';

export interface TestEngine {
  engine: Engine;
  clock: ManualClock;
  store: Store;
  logged: string[];
  /** The newest code delivered to `to` (e-mail, or a phone number in any spelling). */
  latestCode(to: string): string | undefined;
}

export async function testEngine(seed = 42): Promise<TestEngine> {
  const clock = createManualClock();
  const store = await seededMemoryStore(clock(), seed);
  const logged: string[] = [];
  const engine = await seedEngine(
    createEngine({ store, clock, rng: seededRng(seed), log: (line) => logged.push(line) }),
  );
  return { engine, clock, store, logged, latestCode: (to) => engine.codes.inbox(to)[0]?.code };
}
