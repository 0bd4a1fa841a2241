/**
 * The Node server's settings: environment variables and the limits of the transport. One place, documented
 * in README.md ("Hardening") and docs/architecture.md.
 *
 *   PORT (8080) · HOST (127.0.0.1) · DATA_DIR (<repo>/.data) · DIST_DIR (<repo>/dist)
 *   SEED_RNG (integer: reproducible codes/tokens; default unpredictable) · CLOCK_OFFSET (ms added to now)
 *   DEMO_INBOX (on unless `0`; always off when HOST is not a loopback address)
 *   REVIEW_DELAY_MS (60000: how long the demo takes to decide a deposit, a withdrawal or an identity
 *     verification; 0 = at the next call)
 *   REVIEW (auto: deposits and withdrawals approved after REVIEW_DELAY_MS when valid; manual: each waits for
 *     `POST /api/demo/review`, loopback only and off with the inbox — decision 91)
 *   REVIEW_WITHDRAW_OVER_USDT (10000: a withdrawal worth more, in USDT at live prices, waits for a reviewer even
 *     in auto) · REVIEW_NEW_ADDRESS_MS (3600000: so does one to an address first used less than this ago; 0 = off)
 *   PASSWORD_COST (PBKDF2 rounds of new hashes; loopback servers only, for the test suites — default 600000)
 *   CHART_WORKERS (one per core, 1–4: the threads that keep the candles' history, mocks/server/chartWorker.ts)
 */
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number, got "${raw}"`);
  return value;
}

/** Whether `host` (a listen address) accepts connections from loopback only. */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

export const PORT = envNumber('PORT', 8080);
export const HOST = process.env.HOST || '127.0.0.1';
export const DATA_DIR = resolve(process.env.DATA_DIR || join(ROOT, '.data'));
export const DIST_DIR = resolve(process.env.DIST_DIR || join(ROOT, 'dist'));
export const CLOCK_OFFSET = envNumber('CLOCK_OFFSET', 0);
export const SEED_RNG = process.env.SEED_RNG ? envNumber('SEED_RNG', 0) : undefined;
/** The demo inbox hands out every verification code: loopback servers only, and never with DEMO_INBOX=0. */
export const DEMO_INBOX = process.env.DEMO_INBOX !== '0' && isLoopbackHost(HOST);
/** The demo's reviews: deposits and withdrawals (decisions 81, 82), identity verifications (decision 73). */
export const REVIEW_DELAY_MS = envNumber('REVIEW_DELAY_MS', 60_000);

function envChoice<T extends string>(name: string, choices: readonly T[], fallback: T): T {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = choices.find((c) => c === raw.trim().toLowerCase());
  if (!value) throw new Error(`${name} must be one of ${choices.join(', ')}, got "${raw}"`);
  return value;
}

function envAmount(name: string, fallback: string): string {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,12}(?:\.\d{1,8})?$/.test(raw.trim()))
    throw new Error(`${name} must be an amount, got "${raw}"`);
  return raw.trim();
}

/** Deposits and withdrawals (decision 91): `auto` approves valid ones after the delay, `manual` waits for a reviewer. */
export const REVIEW = envChoice('REVIEW', ['auto', 'manual'] as const, 'auto');
/** Withdrawals worth more than this (USDT at live prices) wait for a reviewer even in `auto`. */
export const REVIEW_WITHDRAW_OVER_USDT = envAmount('REVIEW_WITHDRAW_OVER_USDT', '10000');
/** So do withdrawals to an address the user first used less than this long ago (ms; 0 = never). */
export const REVIEW_NEW_ADDRESS_MS = envNumber('REVIEW_NEW_ADDRESS_MS', 60 * 60_000);

/**
 * PASSWORD_COST: the PBKDF2 rounds new password hashes are made at, for the browser suites' servers (e2e signs up and
 * in dozens of times). Honoured on a loopback server only: anywhere else the production 600 000 stands.
 */
export const PASSWORD_COST =
  process.env.PASSWORD_COST && isLoopbackHost(HOST) ? envNumber('PASSWORD_COST', 0) : undefined;

// --- transport limits ----------------------------------------------------------------------------------------

/** Form and JSON bodies. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Multipart bodies (payment vouchers, ID photos). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Request line + headers (Node's default, stated): beyond it, 431 with an error envelope. */
export const MAX_HEADER_BYTES = 16 * 1024;
/** Headers must arrive within this (slow-loris), the whole request within `REQUEST_TIMEOUT_MS`. */
export const HEADERS_TIMEOUT_MS = 20_000;
export const REQUEST_TIMEOUT_MS = 120_000;
/** API answers at least this large are compressed (brotli or gzip, as the client accepts). */
export const COMPRESS_MIN_BYTES = 1024;
/** How often expired sessions, codes, inbox entries and throttle rows are purged. */
export const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;
/** How often the trade area sweeps its live orders (mocks/server/trading.ts); `lever_trade` goes out every second. */
export const TRADING_INTERVAL_MS = 500;
/** Chart requests waiting for the candle workers; beyond this, 503 with an error envelope. */
export const MAX_CHART_QUEUE = 200;
/**
 * Candle keeper threads (beside the one that answers chart calls): one per core, at most 4 by default. They run at
 * the lowest CPU priority, so the event loop and the answers keep their cores; more of them keep the history sooner.
 */
export const CHART_WORKERS = Math.min(
  16,
  Math.max(1, Math.round(envNumber('CHART_WORKERS', Math.min(4, availableParallelism())))),
);
