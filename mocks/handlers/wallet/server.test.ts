// @vitest-environment node
/**
 * 200 concurrent transfers through HTTP against the real server (SQLite, a temporary DATA_DIR): every
 * answer is either ok or "Insufficient wallet balance", value is conserved per currency, nothing is negative,
 * the journal holds exactly the acknowledged transfers and replays to the balances.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, freePort, loginDemo, startServer, type RunningServer } from '../../../scripts/ledger-durability';
import { auditLedger, JOURNAL, WALLET_ACCOUNTS, type JournalDoc } from '../../engine/ledger';
import { seededRng } from '../../engine';
import { createSqliteStore } from '../../server/sqliteStore';

const TRANSFERS = 200;
let dataDir: string;
let server: RunningServer;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'wallet-concurrency-'));
  server = await startServer(dataDir, await freePort());
}, 90_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

type Totals = Map<number, Decimal>;

/** Per currency: the sum over the four wallet accounts of available + frozen; fails on a negative figure. */
async function totals(token: string): Promise<Totals> {
  const { type, message } = await call(server.base, '/wallet/list', {}, token);
  expect(type).toBe('ok');
  const sums: Totals = new Map();
  for (const account of WALLET_ACCOUNTS)
    for (const row of message[`${account}_wallet`].balance as Array<Record<string, string | number>>) {
      const available = new Decimal(row[`${account}_balance`] as string);
      const frozen = new Decimal(row[`lock_${account}_balance`] as string);
      expect(available.isNegative() || frozen.isNegative(), `${account} ${row.currency}`).toBe(false);
      const currency = row.currency as number;
      sums.set(currency, (sums.get(currency) ?? new Decimal(0)).plus(available).plus(frozen));
    }
  return sums;
}

it(`${TRANSFERS} concurrent transfers through HTTP conserve value`, { timeout: 90_000 }, async () => {
  const token = await loginDemo(server.base);
  const before = await totals(token);
  expect(before.get(3)!.toFixed(8)).toBe('38000.00000000');

  // Random (seeded) pairs of accounts and amounts, large enough that the micro and legal accounts run dry.
  const rng = seededRng(9);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rng() * items.length)]!;
  const requests = Array.from({ length: TRANSFERS }, () => {
    const from = pick(WALLET_ACCOUNTS);
    const to = pick(WALLET_ACCOUNTS.filter((a) => a !== from));
    const btc = rng() < 0.2;
    const amount = btc
      ? new Decimal(Math.floor(rng() * 30_000_000)).div(1e8).plus('0.00000001').toFixed()
      : new Decimal(Math.floor(rng() * 400_000_000_000)).div(1e8).plus('0.00000001').toFixed();
    return { currency_id: btc ? '1' : '3', number: amount, from_field: from, to_field: to };
  });
  const started = performance.now();
  const answers = await Promise.all(requests.map((body) => call(server.base, '/wallet/change', body, token)));
  const elapsed = performance.now() - started;

  const ok = answers.filter((a) => a.type === 'ok').length;
  const refused = answers.filter(
    (a) => a.type === 'error' && a.message === 'Insufficient wallet balance',
  ).length;
  console.log(
    `[wallet concurrency] ${TRANSFERS} transfers in ${Math.round(elapsed)} ms: ${ok} ok, ${refused} insufficient`,
  );
  expect(ok + refused).toBe(TRANSFERS);
  expect(ok).toBeGreaterThan(50);
  expect(refused).toBeGreaterThan(0);

  const after = await totals(token);
  for (const [currency, sum] of before)
    expect(after.get(currency)!.toFixed(8), `currency ${currency}`).toBe(sum.toFixed(8));

  // The database the server writes (WAL: a reader alongside the running server).
  const store = createSqliteStore(join(dataDir, 'demo.sqlite'));
  try {
    const report = auditLedger(store);
    expect(report.problems).toEqual([]);
    expect(store.list<JournalDoc>(JOURNAL, (leg) => leg.op === 'transfer').length).toBe(ok * 2);
    // The seeded users hold 38000 (demo) + 1000 (totp) USDT, all credited at seeding; transfers move, never create.
    expect(report.currencies[3]).toMatchObject({
      held: '39000.00000000',
      credited: '39000.00000000',
      debited: '0.00000000',
    });
  } finally {
    store.close();
  }
});
