import { describe, expect, it } from 'vitest';
import { migrateStorage } from './storage';

function memory(init: Record<string, string>) {
  const m = new Map(Object.entries(init));
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k), m };
}

describe('migrateStorage (spec §9 storage-version flag)', () => {
  it('drops an old session once when the version is missing or below 1', () => {
    const s = memory({ token: '"t"', user: '{}' });
    migrateStorage(s);
    expect(s.m.has('token')).toBe(false);
    expect(s.m.get('storage_version')).toBe('1');
    s.setItem('token', '"new"');
    migrateStorage(s);
    expect(s.m.get('token')).toBe('"new"');
  });
  it('keeps the session when the version is current', () => {
    const s = memory({ token: '"t"', storage_version: '1' });
    migrateStorage(s);
    expect(s.m.get('token')).toBe('"t"');
  });
});
