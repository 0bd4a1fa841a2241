/**
 * The demo exchange's store on disk (Node only): better-sqlite3, WAL journal with `synchronous = FULL`, one `docs`
 * table holding every collection plus a `counters` table for `nextId`. Same contract as `createMemoryStore()`.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { matches, type Doc, type Filter, type Store } from '../engine';

type Bindable = string | number | null;

function toBindable(value: unknown): Bindable {
  // json_extract() yields 1/0 for JSON true/false, and better-sqlite3 cannot bind booleans.
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value === null || typeof value === 'string' || typeof value === 'number') return value;
  throw new TypeError(`Store filter values must be JSON scalars, got ${typeof value}`);
}

export function createSqliteStore(file: string): Store {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // FULL: this database holds the ledger, so a commit is on disk before its answer leaves (WAL with NORMAL could lose
  // the last acknowledged commits to a power cut). The cost is one fsync of the WAL per commit (docs/testing.md).
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  // A rowid table (not WITHOUT ROWID): `list` orders by rowid = first-insertion order, and an upsert keeps it.
  db.exec(`
    CREATE TABLE IF NOT EXISTS docs (
      collection TEXT NOT NULL,
      id         TEXT NOT NULL,
      json       TEXT NOT NULL,
      PRIMARY KEY (collection, id)
    );
    CREATE TABLE IF NOT EXISTS counters (
      collection TEXT PRIMARY KEY,
      value      INTEGER NOT NULL
    );
  `);

  const getStmt = db.prepare<[string, string], { json: string }>(
    'SELECT json FROM docs WHERE collection = ? AND id = ?',
  );
  const putStmt = db.prepare<[string, string, string]>(
    'INSERT INTO docs (collection, id, json) VALUES (?, ?, ?) ON CONFLICT (collection, id) DO UPDATE SET json = excluded.json',
  );
  const deleteStmt = db.prepare<[string, string]>('DELETE FROM docs WHERE collection = ? AND id = ?');
  const listStmt = db.prepare<[string], { json: string }>(
    'SELECT json FROM docs WHERE collection = ? ORDER BY rowid',
  );
  const nextIdStmt = db.prepare<[string], { value: number }>(
    'INSERT INTO counters (collection, value) VALUES (?, 1) ON CONFLICT (collection) DO UPDATE SET value = value + 1 RETURNING value',
  );

  // Object filters become `json_extract(...) IS ?` clauses; one prepared statement per number of keys.
  const filterStmts = new Map<number, Database.Statement<Bindable[], { json: string }>>();
  const filterStmt = (keys: number) => {
    let stmt = filterStmts.get(keys);
    if (!stmt) {
      const where = Array.from({ length: keys }, () => 'json_extract(json, ?) IS ?').join(' AND ');
      stmt = db.prepare<Bindable[], { json: string }>(
        `SELECT json FROM docs WHERE collection = ? AND ${where} ORDER BY rowid`,
      );
      filterStmts.set(keys, stmt);
    }
    return stmt;
  };

  return {
    get<T extends Doc>(collection: string, id: string) {
      const row = getStmt.get(collection, id);
      return row ? (JSON.parse(row.json) as T) : undefined;
    },
    put(collection, id, doc) {
      putStmt.run(collection, id, JSON.stringify(doc));
    },
    delete(collection, id) {
      return deleteStmt.run(collection, id).changes > 0;
    },
    list<T extends Doc>(collection: string, filter?: Filter<T>) {
      let rows: { json: string }[];
      if (filter && typeof filter === 'object' && Object.keys(filter).length > 0) {
        const args: Bindable[] = [collection];
        for (const [key, value] of Object.entries(filter))
          args.push(`$.${JSON.stringify(key)}`, toBindable(value));
        rows = filterStmt(Object.keys(filter).length).all(...args);
        // SQLite did the filtering; `matches` below is then a no-op check kept for exact JS semantics.
      } else {
        rows = listStmt.all(collection);
      }
      const out: T[] = [];
      for (const row of rows) {
        const doc = JSON.parse(row.json) as T;
        if (matches(doc, filter)) out.push(doc);
      }
      return out;
    },
    nextId(collection) {
      return nextIdStmt.get(collection)!.value;
    },
    transaction<R>(fn: () => R): R {
      // better-sqlite3 turns nested calls into savepoints and rejects a callback returning a promise.
      return db.transaction(fn)();
    },
    close() {
      if (db.open) db.close();
    },
  };
}
