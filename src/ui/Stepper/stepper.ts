import type Decimal from 'decimal.js';
import { Dec, toDec } from '@/lib/decimal';

export interface StepBounds {
  min?: string;
  max?: string;
  step: string;
  /** Fraction digits kept (rounded down). */
  decimals: number;
}

const text = (d: Decimal, decimals: number) => d.toFixed(decimals, Dec.ROUND_DOWN);

/** Clamps a value into [min, max]; `null` for something that is not a number. Decimal maths only. */
export function clampStep(value: string, { min, max, decimals }: StepBounds): string | null {
  let d = toDec(value);
  if (d === null) return null;
  const lo = toDec(min);
  const hi = toDec(max);
  if (lo && d.lt(lo)) d = lo;
  if (hi && d.gt(hi)) d = hi;
  return text(d, decimals);
}

/** One step up (+1) or down (−1), clamped. An empty/invalid value steps from `min` (or 0). */
export function stepBy(value: string, direction: 1 | -1, bounds: StepBounds): string {
  const s = toDec(bounds.step) ?? new Dec(1);
  const base = toDec(value) ?? toDec(bounds.min) ?? new Dec(0);
  return clampStep(base.plus(s.times(direction)).toFixed(), bounds)!;
}

/** Whether stepping in `direction` would change the value (for disabling − / +). */
export function canStep(value: string, direction: 1 | -1, { min, max }: Pick<StepBounds, 'min' | 'max'>): boolean {
  const d = toDec(value);
  if (d === null) return true;
  const limit = toDec(direction > 0 ? max : min);
  return limit === null || (direction > 0 ? d.lt(limit) : d.gt(limit));
}
