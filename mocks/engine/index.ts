/**
 * The demo exchange: plain TypeScript, no MSW and no Node-only API, so one engine runs in Storybook
 * (memory store), in vitest (memory store) and in the Node server (SQLite store).
 *
 * Adding an area (market, wallet, trade…):
 *   1. `mocks/engine/<area>.ts` exporting `create<Area>Area(ctx, deps)`; throw `EngineError`/`fail(key)`
 *      for expected failures, authenticate with `deps.user.requireUser(token)`;
 *   2. one line below;
 *   3. its seed data in `mocks/fixtures/<area>.ts` and one entry in `mocks/seed.ts`;
 *   4. `mocks/handlers/<area>.ts` and one line in `mocks/handlers/index.ts`;
 *   5. its message keys in `locales/<code>/server.json` (all ten locales);
 *   6. realtime feeds, if any: `registerFeed` in `mocks/server/index.ts`.
 */
import { createCodes } from './codes';
import { createCommonArea } from './common';
import { createContentArea } from './content';
import { createContext, type EngineOptions } from './context';
import { createLedger, createWalletArea } from './ledger';
import { createMarketArea } from './market';
import { createUserArea } from './user';

export function createEngine(options: EngineOptions) {
  const ctx = createContext(options);
  const codes = createCodes(ctx);
  const user = createUserArea(ctx, { codes });
  const common = createCommonArea(ctx, { user });
  const market = createMarketArea(ctx, { user });
  const content = createContentArea(ctx);
  const ledger = createLedger(ctx);
  const wallet = createWalletArea(ctx, { user, market, ledger });
  return { ctx, codes, user, common, market, content, ledger, wallet };
}

export type Engine = ReturnType<typeof createEngine>;

export { EngineError, fail, LANG_CODES, isLangCode } from './context';
export type { EngineContext, EngineOptions, FailureKind, LangCode, ServerKey } from './context';
export { createMemoryStore } from './store';
export type { Store, Doc, Filter } from './store';
export { seededRng, cryptoRng } from './random';
export { totp } from './crypto';
