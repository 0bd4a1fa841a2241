/**
 * Ledger durability (`npm run test:durability`): against the real server (`mocks/server/index.ts`, SQLite
 * in a temporary DATA_DIR), sends ledger writes (`POST /api/wallet/change`, 8 in flight) until 500 are
 * acknowledged, killing the server with SIGKILL half-way through and restarting it on the same data. Then
 * checks, on the database, that every acknowledged write is in the journal and that the ledger balances
 * (auditLedger: journal replays to the balances, entries sum to zero, nothing negative, value conserved).
 * Prints the figures; exits 1 on any failure. The helpers below also serve the HTTP concurrency test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { auditLedger, JOURNAL, type JournalDoc } from '../mocks/engine/ledger';
import { createSqliteStore } from '../mocks/server/sqliteStore';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningServer {
  base: string;
  process: ChildProcess;
  /** SIGTERM, and wait for the exit. */
  stop(): Promise<void>;
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((done, failed) => {
    const probe = createServer();
    probe.once('error', failed);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/**
 * Starts `mocks/server/index.ts` as one Node process (`node --import tsx`, so SIGKILL hits the server itself,
 * not a wrapper) and resolves once it listens; `env` adds to or overrides its settings.
 */
export function startServer(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/server/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let output = '';
  return new Promise((done, failed) => {
    const timer = setTimeout(() => failed(new Error(`server did not start in 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Demo exchange ready')) {
        clearTimeout(timer);
        done({
          base: `http://127.0.0.1:${port}/api`,
          process: child,
          stop: async () => {
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
            await exited;
          },
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      failed(new Error(`server exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
}

export interface Envelope {
  type: string;
  // The assertions of each caller state the shapes.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  message: any;
}

/** One API call as the app sends it (form-encoded, raw token). */
export async function call(
  base: string,
  path: string,
  body: Record<string, string>,
  token?: string,
): Promise<Envelope> {
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' };
  if (token) headers.Authorization = token;
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(body).toString(),
  });
  return (await response.json()) as Envelope;
}

/** Signs in as the seeded demo user; returns the token. */
export async function loginDemo(base: string): Promise<string> {
  const { type, message } = await call(base, '/user/login', {
    user_string: 'demo@example.com',
    password: 'demo1234',
  });
  if (type !== 'ok') throw new Error(`login failed: ${String(message)}`);
  return message as string;
}

// --- the durability run ----------------------------------------------------------------------------------

const WRITES = 500;
const KILL_AFTER = 250;
const IN_FLIGHT = 8;
const USDT = '3';

/** Write i moves (i + 1) × 10^-8 USDT, alternately change → legal and legal → change: each one recognisable. */
const writeOf = (i: number) => {
  const from = i % 2 === 0 ? 'change' : 'legal';
  return { from, to: from === 'change' ? 'legal' : 'change', amount: `0.${String(i + 1).padStart(8, '0')}` };
};

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ledger-durability-'));
  const port = await freePort();
  const started = Date.now();
  const acked = new Set<number>();
  const lost = new Set<number>(); // sent to the server that was killed, never answered
  let next = 0;
  let pending = 0;
  let server = await startServer(dataDir, port);
  let token = await loginDemo(server.base);
  let killed: RunningServer | undefined;
  let killedAt = 0;
  // throughput of the first server, from the first write sent to the kill (restarts excluded)
  let firstSentAt = 0;
  let writesPerSecond = 0;
  let restarting: Promise<void> | undefined;

  const worker = async () => {
    for (;;) {
      if (restarting) await restarting;
      if (acked.size + pending >= WRITES) return;
      const generation = server;
      const i = next++;
      if (!firstSentAt) firstSentAt = Date.now();
      const { from, to, amount } = writeOf(i);
      pending++;
      try {
        const answer = await call(
          generation.base,
          '/wallet/change',
          { currency_id: USDT, number: amount, from_field: from, to_field: to },
          token,
        );
        if (answer.type !== 'ok')
          throw new Error(`write ${i} refused: ${answer.type} ${String(answer.message)}`);
        acked.add(i);
        if (!killed && acked.size >= KILL_AFTER) {
          // Mid-run: the rest of this generation's requests are still in flight.
          killed = generation;
          killedAt = acked.size;
          writesPerSecond = Math.round((killedAt / (Date.now() - firstSentAt)) * 10_000) / 10;
          const exited = new Promise((done) => generation.process.once('exit', done));
          generation.process.kill('SIGKILL');
          restarting = (async () => {
            await exited;
            server = await startServer(dataDir, port);
            token = await loginDemo(server.base);
          })();
        }
      } catch (error) {
        if (generation !== killed) throw error;
        lost.add(i);
      } finally {
        pending--;
      }
    }
  };

  try {
    // Lost writes free their slot without an acknowledgement: go round until 500 are acknowledged.
    while (acked.size < WRITES) await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  } finally {
    if (restarting) await restarting.catch(() => {});
    await server.stop();
  }

  const store = createSqliteStore(join(dataDir, 'demo.sqlite'));
  const legs = store.list<JournalDoc>(JOURNAL, (leg) => leg.op === 'transfer');
  const report = auditLedger(store);
  store.close();
  const present = new Set(
    legs.filter((l) => l.available.startsWith('-')).map((l) => `${l.account}:${l.available.slice(1)}`),
  );
  const isThere = (i: number) => present.has(`${writeOf(i).from}:${writeOf(i).amount}`);
  const missing = [...acked].filter((i) => !isThere(i));
  const lostButCommitted = [...lost].filter(isThere).length;
  const usdt = report.currencies[3];

  const figures = {
    acknowledged: acked.size,
    killedAfterAcknowledged: killedAt,
    inFlightAtKill: lost.size,
    inFlightCommittedAnyway: lostButCommitted,
    transferEntriesInJournal: legs.length / 2,
    acknowledgedMissing: missing.length,
    journalEntries: report.entries,
    journalLegs: report.legs,
    balances: report.balances,
    usdtHeld: usdt?.held,
    usdtCredited: usdt?.credited,
    ledgerProblems: report.problems.length,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    writesPerSecond,
  };
  console.log('Ledger durability:', JSON.stringify(figures, null, 2));
  for (const problem of report.problems.slice(0, 20)) console.error('  problem:', problem);

  const ok =
    killedAt > 0 &&
    missing.length === 0 &&
    report.problems.length === 0 &&
    legs.length / 2 === acked.size + lostButCommitted &&
    usdt?.held === usdt?.credited;
  if (!ok) {
    console.error(
      `FAILED: an acknowledged write is missing or the ledger does not balance (data kept in ${dataDir})`,
    );
    process.exit(1);
  }
  rmSync(dataDir, { recursive: true, force: true });
  console.log('OK: every acknowledged write survived SIGKILL, and the ledger balances.');
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
