/** A manual clock for stories and tests: time moves only when told to. */
export const FROZEN_NOW = Date.UTC(2025, 0, 15, 8, 0, 0);

export interface ManualClock {
  now: () => number;
  advance: (ms: number) => void;
  set: (ms: number) => void;
}

export function createClock(start = FROZEN_NOW): ManualClock {
  let t = start;
  return {
    now: () => t,
    advance: (ms) => {
      t += ms;
    },
    set: (ms) => {
      t = ms;
    },
  };
}
