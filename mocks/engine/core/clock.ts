/** Clocks to inject into the engine. */

/** A clock tests move by hand. */
export interface ManualClock {
  (): number;
  advance(ms: number): void;
  set(ms: number): void;
}

/** 2026-11-01 08:00 UTC: where demo clocks start, so stories and tests show stable dates. */
export const DEMO_CLOCK_START = Date.UTC(2026, 10, 1, 8);

export function createManualClock(start = DEMO_CLOCK_START): ManualClock {
  let now = start;
  const clock = (() => now) as ManualClock;
  clock.advance = (ms) => {
    now += ms;
  };
  clock.set = (ms) => {
    now = ms;
  };
  return clock;
}

/** Starts at `start` and runs with real time from the moment it is created. */
export function createRunningClock(start = DEMO_CLOCK_START): () => number {
  const realStart = Date.now();
  return () => start + (Date.now() - realStart);
}
