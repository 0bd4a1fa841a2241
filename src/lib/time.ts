import { EMPTY_VALUE } from './format';
import { resolveLocale } from './locale';

const SECOND = 1000;

/**
 * Milliseconds since the epoch from a server timestamp. Spec §9: more than 10 digits means milliseconds,
 * otherwise seconds. `NaN` for anything that is not a non-negative number.
 */
export function toMillis(ts: number | string): number {
  const n = typeof ts === 'string' ? (/^\d+(?:\.\d+)?$/.test(ts) ? Number(ts) : NaN) : ts;
  if (!Number.isFinite(n) || n < 0) return NaN;
  return n >= 1e10 ? n : n * SECOND;
}

/** Date and time (medium styles) in the locale; the device's time zone unless one is given. */
export function formatDateTime(ts: number | string, locale?: string, timeZone?: string): string {
  const time = toMillis(ts);
  if (Number.isNaN(time)) return EMPTY_VALUE;
  return new Intl.DateTimeFormat(resolveLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone,
  }).format(time);
}

/**
 * "hh:mm:ss" for a countdown. Rounds up, so "00:00:00" appears only when the time is really over;
 * never negative. Hours grow past 99 rather than wrap.
 */
export function formatCountdown(msLeft: number): string {
  const total = Number.isFinite(msLeft) ? Math.max(0, Math.ceil(msLeft / SECOND)) : 0;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

let clock: () => number = () => Date.now();

/**
 * The app's "now" in ms for requests that name a time range ("the latest candles": `to` = now). The device clock,
 * except where a host sets another source: Storybook sets the demo exchange's (frozen) clock, so a story asks for
 * the candles its own demo exchange has.
 */
export function now(): number {
  return clock();
}

export function setClock(source: () => number): void {
  clock = source;
}
