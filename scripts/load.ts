/**
 * `npm run test:load` (issue 29, item 6): simulated users against the real server (`DemoServer`: `npm start`'s
 * server on a free port with a temporary DATA_DIR, reviews deciding at the next call) for a bounded time.
 *
 *   USERS (200)    simulated users, created in the data folder before the server starts (./load/users.ts)
 *   SECONDS (60)   length of the mixed run, after every user has signed in
 *   SEED (1)       the mix's seed (./load/mix.ts): the same seed sends the same sequence of steps
 *   SOCKETS (= USERS)  how many users also watch the socket (one socket each)
 *
 * Phases: sign-in (each user: `/user/login`, `/user/info`, its socket: `daymarket`, its pair's book, `login`), then
 * the run (each user: steps of the seeded mix with think time — reads, spot and contract orders, cancels, closes,
 * seconds bets, transfers and withdrawals, sent once, twice at once, retried after an abandoned request or replayed
 * after the answer, mostly with an `Idempotency-Key`), then the server stops and its database is opened read-only for
 * the per-user replay (./load/replay.ts), the journal check and `auditLedger`.
 *
 * Prints requests per second, p50/p95/p99 per call, errors by kind, socket events delivered late; exits 1 on any
 * 5xx, any missing, doubled or unasked booking, an operation journalled twice, or an audit problem. Bounded: the
 * sign-in stops after 3 min, and after SECONDS no user starts a step (a request gives up after the app's 60 s).
 * Figures and what they showed: docs/testing.md, "Load test".
 */
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { rmSync } from 'node:fs';
import { seededRng } from '../mocks/engine';
import { auditLedger, JOURNAL, type JournalDoc } from '../mocks/engine/ledger';
import { DemoServer } from '../tests/e2e/server';
import { bookingsOf, readOnlyStore } from './load/db';
import { FeedWatch } from './load/feed';
import { Api, Recorder } from './load/http';
import { callsTable, errorsTable, feedLines, intentsTable, mixLine, replayLines } from './load/report';
import { compareBookings, repeatedEntries, type IntentLog } from './load/replay';
import { ms } from './load/stats';
import { SimUser, type Prices } from './load/user';
import { createLoadUsers, LOAD_PASSWORD, type LoadUser } from './load/users';

function envInt(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be an integer ≥ ${min}, got "${raw}"`);
  return value;
}

const USERS = envInt('USERS', 200, 1);
const SECONDS = envInt('SECONDS', 60, 1);
const SEED = envInt('SEED', 1, 0);
const SOCKETS = Math.min(USERS, envInt('SOCKETS', USERS, 0));
/** Sign-ins in flight at once (each costs a PBKDF2 check on the server's thread pool). */
const SIGN_IN_CONCURRENCY = 8;
/** Users not signed in by then sit the run out (the sign-in line shows how many did). */
const SIGN_IN_LIMIT_MS = 180_000;
const SYMBOL = 'BTC/USDT';

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
const heading = (text: string) => console.log(`\n== ${text}`);

/** Runs `work` over `items`, `limit` at a time. */
async function pool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

async function readPrices(api: Api): Promise<Prices> {
  const answer = await api.send('GET', '/currency/quotation_new', {});
  type Row = { currency_name: string; legal_name: string; now_price: string };
  const rows =
    answer.outcome === 'ok' ? (answer.message as { quotation: Row[] }[]).flatMap((g) => g.quotation) : [];
  const price = (base: string) => {
    const row = rows.find((r) => r.currency_name === base && r.legal_name === 'USDT');
    if (!row) throw new Error(`no ${base}/USDT price in /currency/quotation_new (${answer.status})`);
    return row.now_price;
  };
  return { eth: price('ETH'), btc: price('BTC') };
}

interface SignedIn {
  user: LoadUser;
  token: string;
}

async function signIn(api: Api, feed: FeedWatch, users: LoadUser[]): Promise<SignedIn[]> {
  const ready: SignedIn[] = [];
  const sockets: Promise<void>[] = [];
  const until = Date.now() + SIGN_IN_LIMIT_MS;
  await pool(users, SIGN_IN_CONCURRENCY, async (user) => {
    if (Date.now() > until) return;
    // each sign-in is a PBKDF2 check on the server's thread pool: they queue there
    const fields = { user_string: user.email, password: LOAD_PASSWORD };
    const login = await api.send('POST', '/user/login', fields, { timeoutMs: 120_000 });
    if (login.outcome !== 'ok') return;
    const token = login.message as string;
    const info = await api.send('GET', '/user/info', {}, { token });
    if (info.outcome !== 'ok' || (info.message as { id: number }).id !== user.id) return;
    ready.push({ user, token });
    if (user.index < SOCKETS) sockets.push(feed.open(user.id, token, SYMBOL));
  });
  await Promise.all(sockets);
  return ready;
}

async function main() {
  const began = Date.now();
  console.log(`Load test: ${USERS} users, ${SECONDS} s, seed ${SEED}, ${SOCKETS} sockets`);
  console.log(
    `machine: ${cpus().length} × ${cpus()[0]?.model.trim() ?? '?'}; load average ${load()}; ${new Date().toISOString()}`,
  );
  console.log(mixLine());

  const server = new DemoServer();
  const users = await createLoadUsers(server.dataDir, USERS, SEED);
  await server.start();
  const signInRecorder = new Recorder();
  const runRecorder = new Recorder();
  const signInApi = new Api(server.url, signInRecorder);
  const api = new Api(server.url, runRecorder);
  const feed = new FeedWatch(server.url);
  const intents: IntentLog[] = [];
  let runSeconds = 0;
  let tailSeconds = 0;
  let signInSeconds = 0;
  const loop = monitorEventLoopDelay({ resolution: 10 });
  try {
    const prices = await readPrices(signInApi);
    const signInStart = Date.now();
    const ready = await signIn(signInApi, feed, users);
    signInSeconds = (Date.now() - signInStart) / 1000;
    heading(
      `sign-in: ${ready.length}/${USERS} users in ${signInSeconds.toFixed(1)} s (${SIGN_IN_CONCURRENCY} at a time)`,
    );
    console.log(callsTable(signInRecorder));

    feed.start();
    loop.enable();
    const started = Date.now();
    const deadline = started + SECONDS * 1000;
    await Promise.all(
      ready.map(({ user, token }) =>
        new SimUser(api, user.id, token, seededRng(SEED * 100_003 + user.index), SEED, prices, intents).run(
          deadline,
        ),
      ),
    );
    runSeconds = (Date.now() - started) / 1000;
    tailSeconds = (Date.now() - deadline) / 1000;
    loop.disable();
    feed.stop();
  } finally {
    feed.close();
    signInApi.close();
    api.close();
    await server.stop({ keepData: true }); // read below, then removed
  }
  const loadAfterRun = load();

  heading(
    `run: ${runRecorder.requests} requests in ${runSeconds.toFixed(1)} s = ${(runRecorder.requests / runSeconds).toFixed(1)} requests/s (the last answer ${tailSeconds.toFixed(1)} s after the ${SECONDS} s; load average after: ${loadAfterRun})`,
  );
  console.log(callsTable(runRecorder));
  heading('errors by kind (refusals are answers: the demo said no, e.g. a balance too low)');
  console.log(errorsTable(runRecorder));
  for (const line of runRecorder.serverErrors) console.log(`  5xx: ${line}`);
  heading('socket');
  for (const line of feedLines(feed, SOCKETS)) console.log(line);
  const lag = (n: number) => ms(n / 1e6);
  console.log(
    `(this client's own event-loop delay: p50 ${lag(loop.percentile(50))} ms, p99 ${lag(loop.percentile(99))} ms, max ${lag(loop.max)} ms)`,
  );

  heading('intents');
  console.log(intentsTable(intents));

  const fivexx = signInRecorder.serverErrorCount + runRecorder.serverErrorCount;
  for (const line of signInRecorder.serverErrors) console.log(`  5xx at sign-in: ${line}`);
  const store = readOnlyStore(join(server.dataDir, 'demo.sqlite'));
  let failed: string[];
  try {
    const ids = users.map((u) => u.id);
    const replay = compareBookings(intents, bookingsOf(store, ids));
    const repeats = repeatedEntries(store.list<JournalDoc>(JOURNAL));
    const audit = auditLedger(store);
    heading('after the run: per-user replay, journal, auditLedger');
    for (const line of replayLines(replay, repeats, audit)) console.log(line);
    failed = [
      ...(fivexx ? [`${fivexx} answers 5xx`] : []),
      ...(replay.problems.length ? [`${replay.problems.length} booking problems`] : []),
      ...(repeats.length ? [`${repeats.length} operations journalled twice`] : []),
      ...(audit.problems.length ? [`${audit.problems.length} ledger problems`] : []),
    ];
  } finally {
    store.close();
  }

  console.log(`\n(total ${((Date.now() - began) / 1000).toFixed(0)} s)`);
  if (failed.length) {
    console.error(`FAILED: ${failed.join(', ')} (data kept in ${server.dataDir})`);
    process.exit(1);
  }
  rmSync(server.dataDir, { recursive: true, force: true });
  console.log('OK: no 5xx, every acknowledged booking booked once, the ledger balances.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
