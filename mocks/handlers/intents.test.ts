// @vitest-environment node
/**
 * One booking per Idempotency-Key, for every call that moves money (./intents.fixture.ts), over MSW with the memory
 * store and with the SQLite store (the server's); the HTTP run against the real server is ./intents.server.test.ts.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect } from 'vitest';
import { createEngine, seededRng, type Engine } from '../engine';
import { auditLedger, JOURNAL } from '../engine/ledger';
import {
  createManualClock,
  installTestEngine,
  seedEngine,
  server,
  setEngine,
  type ManualClock,
} from '../node';
import { createSqliteStore } from '../server/sqliteStore';
import { sender, uploader } from './intents.fixture';
import { moneySuite, payPasswordBurstSuite } from './intents.suite.fixture';
import { signInDemoUser } from './testing';

const API = 'http://localhost/api';
let engine: Engine;
let clock: ManualClock;
let token: string;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
const audited = () => expect(auditLedger(engine.ctx.store).problems).toEqual([]);
afterAll(() => server.close());

const env = () => ({
  send: sender(API, () => token),
  upload: uploader(API, () => token),
  bookings: () =>
    ['wallet_deposits', 'wallet_withdrawals', JOURNAL].reduce(
      (n, c) => n + engine.ctx.store.list(c).length,
      0,
    ),
  pause: async () => clock.advance(1_100),
});

describe('memory store', () => {
  beforeEach(async () => {
    ({ engine, clock } = await installTestEngine());
    token = await signInDemoUser();
  });
  afterEach(audited);
  moneySuite(env);
  payPasswordBurstSuite(env);
});

describe('SQLite store', () => {
  beforeEach(async () => {
    clock = createManualClock();
    engine = await seedEngine(
      createEngine({ store: createSqliteStore(':memory:'), clock, rng: seededRng(1) }),
    );
    setEngine(engine);
    token = await signInDemoUser();
  });
  afterEach(() => {
    audited();
    engine.ctx.store.close();
  });
  moneySuite(env);
});
