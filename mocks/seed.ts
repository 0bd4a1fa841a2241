/**
 * The demo data every engine starts with (Storybook, vitest and the Node server call `seedEngine`).
 *
 * Each area seeds once per store: a `meta` document `seed:<area>` records it, so a server restarted on
 * an existing database keeps its state, and an area added in a later slice still gets seeded there.
 * A seed prepares asynchronously (password hashing), then writes synchronously in one transaction.
 */
import {
  createEngine,
  createMemoryStore,
  createRunningClock,
  DEMO_CLOCK_START,
  hashPassword,
  seededRng,
  type Engine,
  type EngineOptions,
  type MemorySnapshot,
  type MemoryStore,
} from './engine';
import type { UserDoc } from './engine/auth';
import { seedIdentity } from './fixtures/identity';
import { seedInvite } from './fixtures/invite';
import { seedFavorites } from './fixtures/market';
import { seedMessages } from './fixtures/messages';
import { seedUsers } from './fixtures/auth';
import { seedBalances } from './fixtures/wallet';

interface AreaSeed {
  area: string;
  /** Does the async work, returns the synchronous writer. */
  prepare(engine: Engine): Promise<() => void>;
}

const seeds: AreaSeed[] = [
  {
    area: 'user',
    async prepare(engine) {
      const hashes = await Promise.all(seedUsers.map((u) => hashPassword(u.password, engine.ctx.rng)));
      return () =>
        seedUsers.forEach((u, i) =>
          engine.user.createAccount({
            type: u.type,
            email: u.type === 'email' ? u.user_string : null,
            phone: u.type === 'mobile' ? u.user_string : null,
            area_code: u.area_code ?? null,
            country_code: u.country_code ?? null,
            password_hash: hashes[i]!,
            nickname: u.nickname,
            extension_code: u.extension_code,
            real_name_status: u.real_name_status,
            credit_score: u.credit_score,
            google_secret: u.google_secret ?? null,
          }),
        );
    },
  },
  {
    // Its own area, so a database seeded before pay passwords existed gets the demo user's too.
    area: 'pay_password',
    async prepare(engine) {
      const owners = seedUsers.filter((u) => u.pay_password);
      const hashes = await Promise.all(owners.map((u) => hashPassword(u.pay_password!, engine.ctx.rng)));
      return () =>
        owners.forEach((u, i) => {
          const [user] = engine.ctx.store.list<UserDoc>('users', { email: u.user_string });
          if (user && !engine.user.hasPayPassword(user.id)) engine.user.setPayPasswordHash(user.id, hashes[i]!);
        });
    },
  },
  {
    // Prices need no seeding (a pure function of seed and time); only the seeded users' favourites do.
    area: 'market',
    async prepare(engine) {
      return () => {
        for (const [email, ids] of Object.entries(seedFavorites)) {
          const [user] = engine.ctx.store.list<UserDoc>('users', { email });
          if (user) engine.market.seedFavorites(user.id, ids);
        }
      };
    },
  },
  {
    // Starting balances are external credits through the ledger: each one journalled like any deposit.
    area: 'wallet',
    async prepare(engine) {
      return () => {
        for (const [email, balances] of Object.entries(seedBalances)) {
          const [user] = engine.ctx.store.list<UserDoc>('users', { email });
          if (!user) continue;
          for (const { account, currency, amount } of balances)
            engine.ledger.credit({
              user: user.id,
              account,
              currency,
              amount,
              reason: 'seed',
              reference: 'seed:wallet',
            });
        }
      };
    },
  },
  { area: 'identity', prepare: async (engine) => () => seedIdentity(engine) },
  { area: 'invite', prepare: async (engine) => () => seedInvite(engine) },
  { area: 'messages', prepare: async (engine) => () => seedMessages(engine) },
  // Later areas: { area: '…', async prepare(engine) { return () => { … }; } },
];

export async function seedEngine(engine: Engine): Promise<Engine> {
  const { store, clock } = engine.ctx;
  for (const seed of seeds) {
    const marker = `seed:${seed.area}`;
    if (store.get('meta', marker)) continue;
    const write = await seed.prepare(engine);
    store.transaction(() => {
      if (store.get('meta', marker)) return; // seeded meanwhile by a concurrent call
      write();
      store.put('meta', marker, { at: clock() });
    });
  }
  return engine;
}

/**
 * A seeded engine; by default on a fresh memory store, with the demo clock (2026-11-01 08:00 UTC, running)
 * and a seeded RNG. Storybook and tests build on this.
 */
export function createDemoEngine(options: Partial<EngineOptions> = {}): Promise<Engine> {
  return seedEngine(
    createEngine({
      store: options.store ?? createMemoryStore(),
      clock: options.clock ?? createRunningClock(),
      rng: options.rng ?? seededRng(2026),
      log: options.log,
    }),
  );
}

// Seeding hashes passwords (PBKDF2: tens of ms each, more in a browser). Stories and tests want a fresh
// seeded state each, so seed once per (clock start, RNG seed) and hand out copies.
const snapshots = new Map<string, Promise<MemorySnapshot>>();

/** A new memory store already holding the seed data, as seeded at `start` with `seededRng(seed)`. */
export async function seededMemoryStore(start = DEMO_CLOCK_START, seed = 2026): Promise<MemoryStore> {
  const key = `${start}:${seed}`;
  let snapshot = snapshots.get(key);
  if (!snapshot) {
    snapshot = (async () => {
      const store = createMemoryStore();
      await seedEngine(createEngine({ store, clock: () => start, rng: seededRng(seed) }));
      return store.snapshot();
    })();
    snapshots.set(key, snapshot);
    snapshot.catch(() => snapshots.delete(key));
  }
  return createMemoryStore(await snapshot);
}
