/**
 * Shared set-up of the trade area's tests: a fresh memory store, a manual clock, the real pairs and a price
 * feed the test can pin (a fixed price, or a function of time) so figures are exact, users with funds and a
 * session, and the ledger audit.
 */
import { createCodes, createUserArea } from '../auth';
import { createContext, createMemoryStore, DUMMY_PASSWORD_HASH, seededRng } from '../core';
import { createManualClock } from '../core/testing';
import { auditLedger, createLedger, type AccountName } from '../ledger';
import { createMarketArea } from '../market';
import { createTradeArea } from '.';

export const USDT = 3;
export const BTC = 1;
export const BTC_PAIR = { currency_id: '1', legal_id: '3' };

interface Funds {
  account: AccountName;
  currency: number;
  amount: string;
}

export function tradeHarness() {
  const clock = createManualClock();
  const store = createMemoryStore();
  const logged: string[] = [];
  const ctx = createContext({ store, clock, rng: seededRng(7), log: (line) => logged.push(line) });
  const user = createUserArea(ctx, { codes: createCodes(ctx) });
  const market = createMarketArea(ctx, { user });
  const pinned = new Map<string, (at: number) => string>();
  const feed = {
    ...market,
    livePrice: (symbol: string, at?: number) => {
      const pin = pinned.get(market.market(symbol).symbol);
      return pin ? pin(at ?? clock()) : market.livePrice(symbol, at);
    },
  };
  const ledger = createLedger(ctx);
  const trade = createTradeArea(ctx, { user, market: feed, ledger });
  let next = 0;

  return {
    clock,
    store,
    ledger,
    trade,
    market,
    logged,
    /** Pins a pair's feed: one price at every instant, or a function of the instant. */
    price(symbol: string, price: string | ((at: number) => string)) {
      pinned.set(symbol, typeof price === 'string' ? () => price : price);
    },
    /** A user with these starting balances (credited with reason `deposit`) and a session token. */
    newUser(funds: Funds[] = []) {
      next += 1;
      const doc = user.createAccount({
        type: 'email',
        email: `trader${next}@example.test`,
        password_hash: DUMMY_PASSWORD_HASH,
      });
      for (const f of funds) ledger.credit({ user: doc.id, ...f, reason: 'deposit' });
      return { id: doc.id, token: user.openSession(doc.id) };
    },
    balance: (uid: number, account: AccountName, currency = USDT) => ledger.balance(uid, account, currency),
    problems: () => auditLedger(store).problems,
    user,
  };
}

export type TradeHarness = ReturnType<typeof tradeHarness>;
