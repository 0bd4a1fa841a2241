/**
 * The demo exchange: plain TypeScript, no MSW and no Node-only API, so one engine runs in Storybook
 * (memory store), in vitest (memory store) and in the Node server (SQLite store). This file is its door:
 * code outside `mocks/engine/` imports from here.
 *
 *   core/      context and typed failure, document store, clocks, random sources, crypto, message keys
 *   common/    site settings, the user's language            content/   quick links, notices, articles
 *   auth/      accounts, codes and inbox, sessions, limits   market/    pairs, prices, candles, book, favourites
 *              and the account's settings (`engine.user`)
 *   ledger/    every balance and its journal (shared: the areas call it)
 *   wallet/    balances by account, transfers, records, deposits, withdrawals, exchange, payees
 *   trade/     spot, contract (perpetual) and seconds orders, demo twins, the sweep over live orders
 *   identity/  KYC levels 1 and 2, the timed review              invite/    share info, rebates, coupons
 *   uploads/   images sent to `/upload` (vouchers, identity photos, avatars); bytes in `ctx.files`
 *   messages/  station messages: what the demo tells a user (areas write them with `messages/events.ts`)
 *
 * Adding an area (trade, earn…):
 *   1. `mocks/engine/<area>/index.ts` exporting `create<Area>Area(ctx, deps)`, its rules in files beside it;
 *      throw `EngineError`/`fail(key)` for expected failures, authenticate with `deps.user.requireUser(token)`;
 *   2. one line below;
 *   3. its seed data in `mocks/fixtures/<area>.ts` and one entry in `mocks/seed.ts`;
 *   4. `mocks/handlers/<area>.ts` and one line in `mocks/handlers/index.ts`;
 *   5. its message keys in `locales/<code>/server-<area>.json` (all ten locales) and in `core/messages.ts`;
 *   6. realtime feeds, if any: `registerFeed` in `mocks/server/index.ts`.
 */
import { createCommonArea } from './common';
import { createContentArea } from './content';
import { createContext, type EngineOptions } from './core';
import { createIdentityArea } from './identity';
import { createInviteArea } from './invite';
import { createLedger } from './ledger';
import { createMarketArea } from './market';
import { createMessagesArea } from './messages';
import { createTradeArea } from './trade';
import { createUploadArea } from './uploads';
import { createCodes, createUserArea } from './auth';
import { createWalletArea } from './wallet';

export function createEngine(options: EngineOptions) {
  const ctx = createContext(options);
  const codes = createCodes(ctx);
  const user = createUserArea(ctx, { codes });
  const common = createCommonArea(ctx, { user });
  const market = createMarketArea(ctx, { user });
  const content = createContentArea(ctx);
  const ledger = createLedger(ctx);
  const identity = createIdentityArea(ctx, { user });
  // withdrawal limits follow the verified level
  const wallet = createWalletArea(ctx, { user, market, ledger, verifiedLevel: identity.verifiedLevel });
  const trade = createTradeArea(ctx, { user, market, ledger });
  const uploads = createUploadArea(ctx, { user });
  const invite = createInviteArea(ctx, { user, ledger, identity });
  const messages = createMessagesArea(ctx, { user });
  return { ctx, codes, user, common, market, content, ledger, wallet, trade, uploads, identity, invite, messages };
}

export type Engine = ReturnType<typeof createEngine>;

export { EngineError, isLangCode } from './core';
export type { EngineOptions, LangCode, MessageVars, ServerKey } from './core';
export { createMemoryStore, matches, type FileStore } from './core';
export type { Store, Doc, Filter, MemoryStore, MemorySnapshot } from './core';
export { createRunningClock, DEMO_CLOCK_START, type ManualClock } from './core';
export { seededRng, cryptoRng } from './core';
export { hashPassword, totp } from './core';
export { CODE_TTL_MS } from './auth';
