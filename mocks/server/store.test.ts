// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryStore, type Store } from '../engine';
import { createSqliteStore } from './sqliteStore';

const dir = mkdtempSync(join(tmpdir(), 'demo-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;

interface Item {
  id: string;
  owner: number;
  done: boolean;
  note: string | null;
  tags?: string[];
}

// The same contract for both implementations: the engine must not be able to tell them apart.
describe.each([
  ['memory', () => createMemoryStore()],
  ['sqlite', () => createSqliteStore(join(dir, `contract-${++n}.sqlite`))],
] as [string, () => Store][])('%s store', (_name, make) => {
  it('gets, puts, replaces and deletes copies of documents', () => {
    const store = make();
    expect(store.get('items', 'a')).toBeUndefined();
    const doc: Item = { id: 'a', owner: 1, done: false, note: null, tags: ['x'] };
    store.put('items', 'a', doc);
    doc.owner = 99; // the store holds a copy
    expect(store.get<Item>('items', 'a')).toEqual({
      id: 'a',
      owner: 1,
      done: false,
      note: null,
      tags: ['x'],
    });
    store.get<Item>('items', 'a')!.tags!.push('y');
    expect(store.get<Item>('items', 'a')!.tags).toEqual(['x']);
    store.put('items', 'a', { ...doc, owner: 2 });
    expect(store.get<Item>('items', 'a')!.owner).toBe(2);
    expect(store.get('other', 'a')).toBeUndefined();
    expect(store.delete('items', 'a')).toBe(true);
    expect(store.delete('items', 'a')).toBe(false);
    store.close();
  });

  it('lists in first-insertion order, filtered by fields or a predicate', () => {
    const store = make();
    const items: Item[] = [
      { id: '10', owner: 1, done: true, note: 'x' },
      { id: '2', owner: 2, done: false, note: null },
      { id: '1', owner: 1, done: false, note: 'y' },
    ];
    for (const item of items) store.put('items', item.id, item);
    store.put('items', '10', { ...items[0]!, note: 'changed' }); // a replace keeps its place
    expect(store.list<Item>('items').map((i) => i.id)).toEqual(['10', '2', '1']);
    expect(store.list<Item>('items', { owner: 1 }).map((i) => i.id)).toEqual(['10', '1']);
    expect(store.list<Item>('items', { owner: 1, done: false }).map((i) => i.id)).toEqual(['1']);
    expect(store.list<Item>('items', { note: null }).map((i) => i.id)).toEqual(['2']);
    expect(store.list<Item>('items', { note: 'changed' }).map((i) => i.id)).toEqual(['10']);
    expect(store.list<Item>('items', { owner: '1' as unknown as number })).toEqual([]); // no type coercion
    expect(store.list<Item>('items', (i) => i.id.length === 1).map((i) => i.id)).toEqual(['2', '1']);
    expect(store.list('empty')).toEqual([]);
    store.close();
  });

  it('counts ids per collection', () => {
    const store = make();
    expect([store.nextId('a'), store.nextId('a'), store.nextId('b'), store.nextId('a')]).toEqual([
      1, 2, 1, 3,
    ]);
    store.close();
  });

  it('rolls back every write and counter of a failed transaction, nested ones included', () => {
    const store = make();
    store.put('items', 'keep', { v: 1 });
    expect(() =>
      store.transaction(() => {
        store.put('items', 'keep', { v: 2 });
        store.put('items', 'new', { v: 3 });
        store.nextId('items');
        store.transaction(() => store.delete('items', 'keep'));
        throw new Error('abort');
      }),
    ).toThrow('abort');
    expect(store.get('items', 'keep')).toEqual({ v: 1 });
    expect(store.get('items', 'new')).toBeUndefined();
    expect(store.nextId('items')).toBe(1);

    expect(store.transaction(() => (store.put('items', 'new', { v: 4 }), 'done'))).toBe('done');
    expect(store.get('items', 'new')).toEqual({ v: 4 });
    store.close();
  });

  it('refuses an async transaction callback', () => {
    const store = make();
    expect(() =>
      store.transaction((async () => store.put('items', 'x', { v: 1 })) as unknown as () => void),
    ).toThrow(TypeError);
    store.close();
  });
});

describe('memory snapshots', () => {
  it('copies content and counters into independent stores', () => {
    const original = createMemoryStore();
    original.put('items', 'a', { v: 1 });
    original.nextId('items');
    const snapshot = original.snapshot();
    original.put('items', 'a', { v: 2 });

    const copy = createMemoryStore(snapshot);
    const other = createMemoryStore(snapshot);
    expect(copy.get('items', 'a')).toEqual({ v: 1 });
    expect(copy.nextId('items')).toBe(2);
    copy.put('items', 'b', { v: 3 });
    expect(other.get('items', 'b')).toBeUndefined();
    expect(other.nextId('items')).toBe(2);
  });
});

describe('sqlite persistence', () => {
  it('keeps documents and counters across a restart', () => {
    const file = join(dir, 'nested', 'persist.sqlite'); // the directory is created on first run
    const first = createSqliteStore(file);
    first.put('users', '1', { name: 'Ada' });
    expect(first.nextId('users')).toBe(1);
    expect(first.nextId('users')).toBe(2);
    first.close();

    const second = createSqliteStore(file);
    expect(second.get('users', '1')).toEqual({ name: 'Ada' });
    expect(second.nextId('users')).toBe(3);
    second.close();
  });
});

describe('engine on sqlite', () => {
  it('seeds once and keeps accounts and sessions across a restart', async () => {
    const { createDemoEngine } = await import('../testing');
    const { seededRng } = await import('../engine');
    const { createManualClock } = await import('../engine/core/testing');
    const file = join(dir, 'engine.sqlite');
    const clock = createManualClock();

    const first = await createDemoEngine({ store: createSqliteStore(file), clock, rng: seededRng(1) });
    const token = await first.user.login({ user_string: 'demo@example.com', password: 'demo1234' });
    first.ctx.store.close();

    const second = await createDemoEngine({ store: createSqliteStore(file), clock, rng: seededRng(1) });
    expect(second.ctx.store.list('users')).toHaveLength(2);
    expect(second.user.info(token).account).toBe('demo@example.com');
    await expect(
      second.user.login({ user_string: 'demo@example.com', password: 'demo1234' }),
    ).resolves.toMatch(/^[0-9a-f]{32}$/);
    second.ctx.store.close();
  });
});
