import { act, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRealtimeTransport } from './connection';
import { RealtimeBridge } from './RealtimeBridge';
import { fixtureTransport } from './socket';
import { isStaleAtom, socketStatusAtom } from './state';

function mount(transport: ReturnType<typeof fixtureTransport>) {
  setRealtimeTransport(transport);
  const store = createStore();
  render(
    <Provider store={store}>
      <RealtimeBridge />
    </Provider>,
  );
  return store;
}

afterEach(() => vi.useRealTimers());

describe('RealtimeBridge and the stale mark', () => {
  it('does not mark the figures stale while the first connection is being made', () => {
    vi.useFakeTimers();
    const transport = fixtureTransport('connecting');
    transport.connect = () => {}; // nothing heard yet
    const store = mount(transport);
    expect(store.get(socketStatusAtom)).toBe('starting');
    expect(store.get(isStaleAtom)).toBe(false);
    act(() => transport.setStatus('connected'));
    expect(store.get(isStaleAtom)).toBe(false);
    act(() => vi.advanceTimersByTime(10_000));
    expect(store.get(socketStatusAtom)).toBe('connected');
  });

  it('marks them stale when the first connection fails, drops, or takes longer than the grace period', () => {
    vi.useFakeTimers();
    const failing = fixtureTransport('disconnected');
    expect(mount(failing).get(isStaleAtom)).toBe(true);

    const slow = fixtureTransport();
    slow.connect = () => {};
    const store = mount(slow);
    act(() => vi.advanceTimersByTime(4_000));
    expect(store.get(isStaleAtom)).toBe(false);
    act(() => vi.advanceTimersByTime(1_500));
    expect(store.get(isStaleAtom)).toBe(true);
    act(() => slow.setStatus('connected'));
    expect(store.get(isStaleAtom)).toBe(false);
    act(() => slow.setStatus('disconnected'));
    expect(store.get(isStaleAtom)).toBe(true);
    act(() => slow.setStatus('connecting'));
    expect(store.get(isStaleAtom)).toBe(true);
  });
});
