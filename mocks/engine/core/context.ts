/**
 * What every area of the demo exchange shares: the store, the injected clock and random source, the log,
 * and the typed error areas throw to produce a failure envelope.
 */
import { createMemoryFileStore, type FileStore } from './files';
import type { MessageVars, ServerKey } from './messages';
import type { Store } from './store';

export type { MessageVars, ServerKey } from './messages';

/** Envelope types other than `ok` (docs/architecture.md, wire contract). */
export type FailureKind = 'error' | '999' | '998' | 'google_code';

/**
 * Thrown by engine functions for an expected failure. Carries a message *key*, not text: the handler
 * translates it into the request's language, so the engine knows nothing about languages.
 */
export class EngineError extends Error {
  constructor(
    readonly key: ServerKey,
    readonly vars: MessageVars = {},
    readonly kind: FailureKind = 'error',
  ) {
    super(key);
    this.name = 'EngineError';
  }
}

/** Throws an `error` envelope. A function declaration, so TypeScript narrows after `if (…) fail(…)`. */
export function fail(key: ServerKey, vars?: MessageVars): never {
  throw new EngineError(key, vars);
}

/** The wire language codes (architecture.md, i18n); unknown codes fall back to `en`. */
export const LANG_CODES = ['en', 'hk', 'zh', 'jp', 'th', 'kor', 'spa', 'ida', 'vi', 'tur'] as const;
export type LangCode = (typeof LANG_CODES)[number];
export const isLangCode = (value: unknown): value is LangCode => LANG_CODES.includes(value as LangCode);

export interface EngineOptions {
  store: Store;
  /** Milliseconds since the epoch. Every timestamp, expiry and TOTP step comes from here. */
  clock: () => number;
  /** Uniform in [0, 1). Every code, token, salt and secret comes from here (seed it for reproducible runs). */
  rng: () => number;
  log?: (line: string) => void;
  /** Uploaded files' bytes (default: in memory). */
  files?: FileStore;
}

export interface EngineContext {
  readonly store: Store;
  readonly clock: () => number;
  readonly rng: () => number;
  readonly log: (line: string) => void;
  readonly files: FileStore;
}

export function createContext(options: EngineOptions): EngineContext {
  return {
    store: options.store,
    clock: options.clock,
    rng: options.rng,
    log: options.log ?? (() => {}),
    files: options.files ?? createMemoryFileStore(),
  };
}
