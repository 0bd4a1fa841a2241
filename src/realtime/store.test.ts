import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KeyedStore } from './store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('KeyedStore', () => {
  it('publishes a snapshot at once and later writes once per throttle window, last write winning', () => {
    const store = new KeyedStore<string>({ throttleMs: 100 });
    const onA = vi.fn();
    const onAny = vi.fn();
    store.subscribeKey('a', onA);
    store.subscribeAll(onAny);
    store.writeNow([['a', '1']]);
    expect(store.get('a')).toBe('1');
    expect(onA).toHaveBeenCalledTimes(1);
    const version = store.version;

    store.write('a', '2');
    store.write('b', 'x');
    store.write('a', '3');
    expect(store.get('a')).toBe('1');
    vi.advanceTimersByTime(100);
    expect(store.get('a')).toBe('3');
    expect(store.get('b')).toBe('x');
    expect(store.version).toBe(version + 1);
    expect(onA).toHaveBeenCalledTimes(2);
    expect(onAny).toHaveBeenCalledTimes(2);
  });

  it('tells only the listeners of the keys that changed', () => {
    const store = new KeyedStore<number>({ throttleMs: 50 });
    const onA = vi.fn();
    const onB = vi.fn();
    store.subscribeKey('a', onA);
    store.subscribeKey('b', onB);
    store.write('b', 1);
    vi.advanceTimersByTime(50);
    expect(onB).toHaveBeenCalledTimes(1);
    expect(onA).not.toHaveBeenCalled();
  });

  it('holds its source from the first listener to the last', () => {
    const release = vi.fn();
    const hold = vi.fn(() => release);
    const store = new KeyedStore<number>({ hold });
    const offs = [
      store.subscribeKey('a', () => {}),
      store.subscribeKey('b', () => {}),
      store.subscribeAll(() => {}),
    ];
    expect(hold).toHaveBeenCalledTimes(1);
    offs[0]!();
    offs[0]!(); // twice is harmless
    offs[1]!();
    expect(release).not.toHaveBeenCalled();
    offs[2]!();
    expect(release).toHaveBeenCalledTimes(1);
    expect(store.listenerCount('a')).toBe(0);
    store.subscribeKey('a', () => {});
    expect(hold).toHaveBeenCalledTimes(2);
  });
});
