/**
 * The kept candles on disk (issue 37): `$DATA_DIR/candles.sqlite`, one table per kept period (`candles_60min` …
 * `candles_1mon`: pair, bucket start in ms, o/h/l/c in ticks, v in amount units, q in cents — the integers the
 * series makes) and `kept_pairs` (each pair's span and series fingerprint, mocks/engine/market/history.ts). Written
 * and read by the chart workers only, each its own pairs, each with a connection of its own (WAL: readers never
 * wait for a writer). Derived data, recomputed from the seed when lost: `synchronous = NORMAL` (a power cut may
 * drop the last chunks, never corrupt the file); a chunk's rows and its span commit together.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { KEPT, type CandleTables, type KeptPeriod, type RawCandle } from '../engine/market';

type Row = [t: number, o: number, h: number, l: number, c: number, v: number, q: number];
const candleOf = ([t, o, h, l, c, v, q]: Row): RawCandle => ({ t, o, h, l, c, v, q });

export function openCandleTables(file: string): CandleTables & { close(): void } {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file, { timeout: 5000 }); // busy timeout: the workers open it at once
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(`
    CREATE TABLE IF NOT EXISTS kept_pairs (
      id          INTEGER PRIMARY KEY,
      symbol      TEXT NOT NULL UNIQUE,
      fingerprint TEXT NOT NULL,
      kept_from   INTEGER NOT NULL,
      kept_to     INTEGER NOT NULL
    );
    ${KEPT.map(
      (p) => `CREATE TABLE IF NOT EXISTS candles_${p} (
      pair INTEGER NOT NULL, t INTEGER NOT NULL,
      o INTEGER NOT NULL, h INTEGER NOT NULL, l INTEGER NOT NULL, c INTEGER NOT NULL,
      v INTEGER NOT NULL, q INTEGER NOT NULL,
      PRIMARY KEY (pair, t DESC)
    ) WITHOUT ROWID;`,
    ).join('\n')}
  `);

  const spanStmt = db.prepare<[string], { fingerprint: string; kept_from: number; kept_to: number }>(
    'SELECT fingerprint, kept_from, kept_to FROM kept_pairs WHERE symbol = ?',
  );
  const idStmt = db.prepare<[string, string, number, number], { id: number }>(
    `INSERT INTO kept_pairs (symbol, fingerprint, kept_from, kept_to) VALUES (?, ?, ?, ?)
     ON CONFLICT (symbol) DO UPDATE SET fingerprint = excluded.fingerprint, kept_from = excluded.kept_from,
       kept_to = excluded.kept_to
     RETURNING id`,
  );
  const pairIdStmt = db.prepare<[string], { id: number }>('SELECT id FROM kept_pairs WHERE symbol = ?');
  const forgetStmt = db.prepare<[string]>('DELETE FROM kept_pairs WHERE symbol = ?');
  const per = <T>(make: (period: KeptPeriod) => T) =>
    Object.fromEntries(KEPT.map((p) => [p, make(p)])) as Record<KeptPeriod, T>;
  const rowsStmt = per((p) =>
    db
      .prepare<[number, number, number], Row>(
        `SELECT t, o, h, l, c, v, q FROM candles_${p} WHERE pair = ? AND t >= ? AND t < ? ORDER BY t`,
      )
      .raw(),
  );
  const putStmt = per((p) =>
    db.prepare<[number, ...Row]>(`INSERT OR REPLACE INTO candles_${p} VALUES (?, ?, ?, ?, ?, ?, ?, ?)`),
  );
  const clearStmt = per((p) => db.prepare<[number]>(`DELETE FROM candles_${p} WHERE pair = ?`));

  const ids = new Map<string, number>();
  const idOf = (symbol: string) => {
    let id = ids.get(symbol);
    if (id === undefined) {
      id = pairIdStmt.get(symbol)?.id;
      if (id !== undefined) ids.set(symbol, id);
    }
    return id;
  };

  const save = db.transaction((symbol: string, span: Parameters<CandleTables['save']>[1], rows) => {
    const id = idStmt.get(symbol, span.fingerprint, span.from, span.to)!.id;
    ids.set(symbol, id);
    for (const { period, candle: c } of rows as Parameters<CandleTables['save']>[2])
      putStmt[period].run(id, c.t, c.o, c.h, c.l, c.c, c.v, c.q);
  });
  const clear = db.transaction((symbol: string) => {
    const id = idOf(symbol);
    if (id !== undefined) for (const p of KEPT) clearStmt[p].run(id);
    forgetStmt.run(symbol);
    ids.delete(symbol);
  });

  return {
    span(symbol) {
      const row = spanStmt.get(symbol);
      return row && { from: row.kept_from, to: row.kept_to, fingerprint: row.fingerprint };
    },
    rows(period, symbol, from, to) {
      const id = idOf(symbol);
      return id === undefined ? [] : rowsStmt[period].all(id, from, to).map(candleOf);
    },
    save: (symbol, span, rows) => save(symbol, span, rows),
    clear: (symbol) => clear(symbol),
    close() {
      if (db.open) db.close();
    },
  };
}
