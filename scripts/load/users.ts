/**
 * The load test's users, written into the server's data folder before it starts (registration asks for an e-mail
 * code, and codes are limited to 10 an hour per client address, so 200 sign-ups over the API are not possible).
 * Through the engine itself, on the database the server then opens: the demo seed first (so the server sees it
 * done), then each account with `createAccount`, a pay password, and starting balances credited through the
 * ledger (`seed` entries, as the demo user's), all in one transaction. One PBKDF2 hash at the production cost
 * serves every account (same password): the server still checks each sign-in and withdrawal at that cost.
 */
import { join } from 'node:path';
import { createEngine, hashPassword, seededRng } from '../../mocks/engine';
import { DEMO_PASSWORD, DEMO_PAY_PASSWORD } from '../../mocks/fixtures/auth';
import { seedEngine } from '../../mocks/seed';
import { createSqliteStore } from '../../mocks/server/sqliteStore';

export interface LoadUser {
  index: number;
  id: number;
  email: string;
}

export const LOAD_PASSWORD = DEMO_PASSWORD;
export const LOAD_PAY_PASSWORD = DEMO_PAY_PASSWORD;

const USDT = 3;
const ETH = 2;

/** What each load user starts with, per account and currency. */
const STARTING: { account: 'change' | 'legal' | 'lever' | 'micro'; currency: number; amount: string }[] = [
  { account: 'change', currency: USDT, amount: '20000' },
  { account: 'change', currency: ETH, amount: '5' },
  { account: 'legal', currency: USDT, amount: '2000' },
  { account: 'lever', currency: USDT, amount: '20000' },
  { account: 'micro', currency: USDT, amount: '5000' },
];

export const loadEmail = (index: number) => `load-${index}@example.com`;

/** Creates `count` users in `<dataDir>/demo.sqlite` (closed again before the server opens it). */
export async function createLoadUsers(dataDir: string, count: number, seed: number): Promise<LoadUser[]> {
  const store = createSqliteStore(join(dataDir, 'demo.sqlite'));
  try {
    const engine = createEngine({ store, clock: () => Date.now(), rng: seededRng(seed) });
    await seedEngine(engine);
    const passwordHash = await hashPassword(LOAD_PASSWORD, engine.ctx.rng);
    const payHash = await hashPassword(LOAD_PAY_PASSWORD, engine.ctx.rng);
    return store.transaction(() =>
      Array.from({ length: count }, (_, index) => {
        const email = loadEmail(index);
        const user = engine.user.createAccount({
          type: 'email',
          email,
          password_hash: passwordHash,
          nickname: `Load ${index}`,
        });
        engine.user.setPayPasswordHash(user.id, payHash);
        for (const { account, currency, amount } of STARTING)
          engine.ledger.credit({
            user: user.id,
            account,
            currency,
            amount,
            reason: 'seed',
            reference: 'seed:load',
          });
        return { index, id: user.id, email };
      }),
    );
  } finally {
    store.close();
  }
}
