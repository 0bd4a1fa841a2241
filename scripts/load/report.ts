/** The load test's printout: the calls table, errors by kind, the socket figures, the replay and the audit. */
import type { AuditReport } from '../../mocks/engine/ledger/audit';
import { DEPTH_MS, LATE_MS, type FeedWatch } from './feed';
import type { Recorder } from './http';
import { MIX, SHARES, THINK_MS } from './mix';
import type { Book, IntentLog, ReplayReport } from './replay';
import { ms, summarize, table } from './stats';

/** The mix as configured (./mix.ts). */
export function mixLine(): string {
  const actions = Object.entries(MIX).map(([action, weight]) => `${action} ${weight}`);
  const sends = Object.entries(SHARES).map(([how, share]) => `${how} ${share}`);
  return `mix: ${actions.join(', ')}; ${sends.join(', ')}; think ${THINK_MS.min}–${THINK_MS.max} ms`;
}

const pct = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)}%` : '-');

/** Per call: count, outcomes and latency percentiles (answered requests only), busiest first. */
export function callsTable(recorder: Recorder): string {
  const rows = [...recorder.calls].sort((a, b) => b[1].ok + b[1].refused - (a[1].ok + a[1].refused));
  return table([
    ['call', 'n', 'ok', 'refused', 'lost', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
    ...rows.map(([call, f]) => {
      const s = summarize(f.ms);
      return [
        call,
        String(f.ok + f.refused + f.lost),
        String(f.ok),
        String(f.refused),
        String(f.lost),
        ms(s.p50),
        ms(s.p95),
        ms(s.p99),
        ms(s.max),
      ];
    }),
  ]);
}

export function errorsTable(recorder: Recorder): string {
  const rows = recorder.errors.entries();
  if (rows.length === 0 && recorder.abandoned === 0) return '  none';
  return table([
    ['kind', 'n'],
    ...rows.map(([kind, n]) => [kind.length > 90 ? `${kind.slice(0, 87)}...` : kind, String(n)]),
    ...(recorder.abandoned
      ? [['(abandoned on purpose: retry after a lost answer)', String(recorder.abandoned)]]
      : []),
  ]);
}

export function feedLines(feed: FeedWatch, sockets: number): string[] {
  /** A row: `values` summarised, `late` of them late. */
  const row = (name: string, values: readonly number[], late: number) => {
    const s = summarize(values);
    return [name, String(s.n), `${late} (${pct(late, s.n)})`, ms(s.p50), ms(s.p95), ms(s.p99), ms(s.max)];
  };
  const over = (values: readonly number[], limit: number) => values.filter((v) => v > limit).length;
  return [
    `sockets: ${feed.connected}/${sockets} connected, ${feed.connectErrors} failed to connect, ${feed.loginsRefused} logins refused, ${feed.disconnects} disconnects during the run`,
    table([
      ['event (ms)', 'n', `late > ${LATE_MS} ms`, 'p50', 'p95', 'p99', 'max'],
      row('market_depth: receipt − its `ts`', feed.depthLateness, over(feed.depthLateness, LATE_MS)),
      row(
        `market_depth: wait since the last (due ${DEPTH_MS})`,
        feed.depthGaps,
        over(feed.depthGaps, DEPTH_MS + LATE_MS),
      ),
      row('closed_microorder: receipt − bet expiry', feed.settleLateness, over(feed.settleLateness, LATE_MS)),
    ]),
    `daymarket pushes ${feed.tickers}; lever_trade events ${feed.leverTrade}`,
  ];
}

/** Intents by kind of booking and how they were sent. */
export function intentsTable(intents: readonly IntentLog[]): string {
  const books: Book[] = ['spot', 'cancel', 'contract', 'close', 'seconds', 'transfer', 'withdraw'];
  return table([
    ['booking', 'intents', 'keyed', 'requests', 'answered ok', 'refused', 'lost'],
    ...books.map((book) => {
      const mine = intents.filter((i) => i.book === book);
      const outcomes = mine.flatMap((i) => i.outcomes);
      const count = (o: string) => String(outcomes.filter((x) => x === o).length);
      return [
        book,
        String(mine.length),
        String(mine.filter((i) => i.keyed).length),
        String(outcomes.length),
        count('ok'),
        count('refused'),
        count('lost'),
      ];
    }),
  ]);
}

export function replayLines(replay: ReplayReport, repeats: string[], audit: AuditReport): string[] {
  const lines = [
    `intents ${replay.intents}; acknowledged bookings ${replay.acknowledged}; bookings found ${replay.booked}; booked for a lost answer ${replay.withoutAnswer}`,
    `problems: ${replay.problems.length} (missing ${count(replay, 'missing')}, doubled ${count(replay, 'doubled')}, unacknowledged ${count(replay, 'unacknowledged')}, unexpected ${count(replay, 'unexpected')}, answers ${count(replay, 'answer')})`,
    `journal: an operation booked twice for one reference: ${repeats.length}`,
    `auditLedger: ${audit.entries} entries, ${audit.legs} legs, ${audit.balances} balances, ${audit.problems.length} problems`,
  ];
  for (const p of replay.problems.slice(0, 20))
    lines.push(`  ${p.kind}: user ${p.user} ${p.book} ${p.tag}: ${p.detail}`);
  for (const r of repeats.slice(0, 10)) lines.push(`  twice: ${r}`);
  for (const p of audit.problems.slice(0, 10)) lines.push(`  audit: ${p}`);
  return lines;
}

const count = (replay: ReplayReport, kind: string) => replay.problems.filter((p) => p.kind === kind).length;
