// @vitest-environment node
/**
 * One booking per Idempotency-Key over HTTP against the real server (SQLite in a temporary DATA_DIR, the production
 * password cost): every money call of ./intents.fixture.ts and the pay-password burst; bookings are counted in the
 * server's database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, loginDemo, startServer, type RunningServer } from '../../scripts/ledger-durability';
import { auditLedger } from '../engine/ledger';
import { createSqliteStore } from '../server/sqliteStore';
import { sender, uploader } from './intents.fixture';
import { moneySuite, payPasswordBurstSuite } from './intents.suite.fixture';

let dataDir: string;
let server: RunningServer;
let token: string;
let db: Database.Database;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'intents-server-'));
  server = await startServer(dataDir, await freePort());
  token = await loginDemo(server.base);
  db = new Database(join(dataDir, 'demo.sqlite'), { readonly: true, fileMustExist: true });
}, 90_000);

afterAll(async () => {
  db?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Requests' bookings: the server's sweep settling the seconds orders (after 30 s) is not counted. */
const count = () =>
  (
    db
      .prepare(
        `SELECT count(*) AS n FROM docs WHERE collection IN ('ledger_journal', 'wallet_deposits', 'wallet_withdrawals')
           AND coalesce(json_extract(json, '$.reason'), '') NOT IN ('micro.loss', 'micro.settle', 'micro.win')`,
      )
      .get() as { n: number }
  ).n;

describe('over HTTP, the real server', { timeout: 60_000 }, () => {
  const env = () => ({
    send: sender(server.base, () => token),
    upload: uploader(server.base, () => token),
    bookings: count,
    pause: () => new Promise<void>((done) => setTimeout(done, 1_100)),
  });
  moneySuite(env);
  payPasswordBurstSuite(env);

  it('leaves a ledger that audits clean', async () => {
    await server.stop();
    const store = createSqliteStore(join(dataDir, 'demo.sqlite'));
    try {
      expect(auditLedger(store).problems).toEqual([]);
    } finally {
      store.close();
    }
  });
});
