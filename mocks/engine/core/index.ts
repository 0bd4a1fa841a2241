/**
 * What every area of the demo exchange builds on, with no business rules of its own: the context (store,
 * clock, random source, log) and the typed failure (`context.ts`), the document store (`store.ts`), clocks
 * (`clock.ts`), random sources (`random.ts`) and Web Crypto hashing and TOTP (`crypto.ts`). The message
 * catalogues (`messages.ts`) are imported from their file by the handlers, so the engine does not load them.
 */
export { createRunningClock, DEMO_CLOCK_START, type ManualClock } from './clock';
export { createContext, EngineError, fail, isLangCode } from './context';
export type { EngineContext, EngineOptions, LangCode, MessageVars, ServerKey } from './context';
export {
  DUMMY_PASSWORD_HASH,
  generateTotpSecret,
  hashPassword,
  matchTotp,
  otpauthUrl,
  passwordNeedsRehash,
  totp,
  verifyPassword,
} from './crypto';
export type { FileStore } from './files';
export { cryptoRng, randomDigits, randomFrom, randomHex, seededRng } from './random';
export { createScope } from './scope';
export { createMemoryStore, matches } from './store';
export type { Doc, Filter, MemorySnapshot, MemoryStore, Store } from './store';
