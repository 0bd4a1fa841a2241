/** Purges expired sessions, codes, inbox entries, throttle rows and intents (24 h) now and every `intervalMs`. */
import type { Engine } from '../engine';

export function startHousekeeping(engine: Engine, intervalMs: number, log: (line: string) => void) {
  const run = () => {
    try {
      const removed = { ...engine.user.purgeExpired(), intents: engine.ledger.intents.purge() };
      const total = Object.values(removed).reduce((a, b) => a + b, 0);
      if (total) log(`[housekeeping] purged ${JSON.stringify(removed)}`);
    } catch (error) {
      log(`[housekeeping] failed: ${String(error)}`);
    }
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
