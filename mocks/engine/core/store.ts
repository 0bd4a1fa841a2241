/**
 * The demo exchange's persistence: a tiny synchronous document store.
 *
 * Collections of JSON documents addressed by a string id. Two implementations share this contract:
 * `createMemoryStore()` below (browser: Storybook; unit tests) and `mocks/server/sqliteStore.ts`
 * (Node server, better-sqlite3). Both store documents *serialised*, so a document read back is always a
 * fresh copy: mutating it does nothing until it is `put` again, in either implementation.
 *
 * Synchronous on purpose: better-sqlite3 is synchronous, and a synchronous `transaction(fn)` cannot be
 * interleaved with other requests, which is what makes check-then-write sequences safe. Do async work
 * (password hashing…) before opening a transaction; a transaction callback must not return a promise.
 */

/** Any JSON-serialisable document. */
export type Doc = object;

/**
 * Equality filter on top-level fields (`{ user_id: 3, used: false }`), or a predicate.
 * Object filters compare with `===` on JSON values; `null` also matches a missing field.
 * Object filters run inside SQLite; prefer them over predicates for large collections.
 */
export type Filter<T> =
  Partial<Record<keyof T & string, string | number | boolean | null>> | ((doc: T) => boolean);

export interface Store {
  get<T extends Doc>(collection: string, id: string): T | undefined;
  /** Insert or replace. A replaced document keeps its position in `list` order. */
  put<T extends Doc>(collection: string, id: string, doc: T): void;
  /** Returns whether a document was removed. */
  delete(collection: string, id: string): boolean;
  /** Documents in first-insertion order. */
  list<T extends Doc>(collection: string, filter?: Filter<T>): T[];
  /** 1, 2, 3… per collection; never reused, rolled back with a failed transaction. */
  nextId(collection: string): number;
  /** Runs `fn` atomically: if it throws, every write made inside is undone. Nests. */
  transaction<R>(fn: () => R): R;
  close(): void;
}

/** Applies an object filter or predicate to a parsed document (shared with the SQLite store). */
export function matches<T extends Doc>(doc: T, filter: Filter<T> | undefined): boolean {
  if (!filter) return true;
  if (typeof filter === 'function') return filter(doc);
  const record = doc as Record<string, unknown>;
  for (const [key, want] of Object.entries(filter)) {
    const have = record[key];
    if (want === null ? have !== null && have !== undefined : have !== want) return false;
  }
  return true;
}

function assertNotPromise(value: unknown): void {
  if (value && typeof (value as { then?: unknown }).then === 'function') {
    throw new TypeError('Store.transaction: the callback must be synchronous (it returned a promise)');
  }
}

/** A frozen copy of a memory store's content (see `MemoryStore.snapshot`). */
export interface MemorySnapshot {
  readonly collections: ReadonlyMap<string, ReadonlyMap<string, string>>;
  readonly counters: ReadonlyMap<string, number>;
}

export interface MemoryStore extends Store {
  /** Copies the content, so many fresh stores can start from one seeded state (one per story). */
  snapshot(): MemorySnapshot;
}

const copyCollections = (from: ReadonlyMap<string, ReadonlyMap<string, string>>) =>
  new Map([...from].map(([name, bucket]) => [name, new Map(bucket)]));

export function createMemoryStore(initial?: MemorySnapshot): MemoryStore {
  // collection → id → serialised JSON. Map keeps insertion order; `set` on an existing key keeps it too.
  let collections = initial ? copyCollections(initial.collections) : new Map<string, Map<string, string>>();
  let counters = new Map(initial?.counters ?? []);
  let closed = false;

  const check = () => {
    if (closed) throw new Error('Store is closed');
  };
  const bucket = (collection: string, create: boolean) => {
    let b = collections.get(collection);
    if (!b && create) collections.set(collection, (b = new Map()));
    return b;
  };

  return {
    get<T extends Doc>(collection: string, id: string) {
      check();
      const json = bucket(collection, false)?.get(id);
      return json === undefined ? undefined : (JSON.parse(json) as T);
    },
    put(collection, id, doc) {
      check();
      bucket(collection, true)!.set(id, JSON.stringify(doc));
    },
    delete(collection, id) {
      check();
      return bucket(collection, false)?.delete(id) ?? false;
    },
    list<T extends Doc>(collection: string, filter?: Filter<T>) {
      check();
      const out: T[] = [];
      for (const json of bucket(collection, false)?.values() ?? []) {
        const doc = JSON.parse(json) as T;
        if (matches(doc, filter)) out.push(doc);
      }
      return out;
    },
    nextId(collection) {
      check();
      const next = (counters.get(collection) ?? 0) + 1;
      counters.set(collection, next);
      return next;
    },
    transaction<R>(fn: () => R): R {
      check();
      // Undo log = copy of the two-level map; values are immutable strings, so this is cheap enough.
      const savedCollections = copyCollections(collections);
      const savedCounters = new Map(counters);
      try {
        const result = fn();
        assertNotPromise(result);
        return result;
      } catch (error) {
        collections = savedCollections;
        counters = savedCounters;
        throw error;
      }
    },
    close() {
      closed = true;
    },
    snapshot() {
      check();
      return { collections: copyCollections(collections), counters: new Map(counters) };
    },
  };
}
