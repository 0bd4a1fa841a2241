// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRealtimeTransport } from './connection';
import { POSITIONS, PositionsStore, useLeverPushLive, useLeverPushStale } from './positions';
import { fixtureTransport, preloadFamilyFeeds, SocketManager } from './socket';

/** `lever_trade` as the family's push server sends it; `profits` moves the position's P&L. */
const leverTrade = (profits: string, over: Record<string, unknown> = {}) => ({
  type: 'lever_trade',
  to: 7,
  hazard_rate: '180',
  caution_money_all: '19',
  profits_all: profits,
  trades_all: JSON.stringify([{ id: 1, type: 1, status: 1, symbol: 'BTC/USDT', profits }]),
  trades_entrust: '[]',
  ...over,
});

function setup(uid = 7) {
  const transport = fixtureTransport('connected');
  const manager = new SocketManager(transport);
  manager.setSession({ uid, token: 'tok' });
  manager.connect();
  return { transport, manager, store: new PositionsStore(manager, 150) };
}

beforeEach(async () => {
  await preloadFamilyFeeds();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('PositionsStore', () => {
  it('publishes the first lever_trade at once, then at most every throttle with the latest', () => {
    const { transport, store } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.get()).toBeUndefined();
    transport.event('lever_trade', leverTrade('0.5'));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toMatchObject({
      riskRate: '180',
      pnlTotal: '0.5',
      positions: [{ id: 1, pnl: '0.5' }],
    });
    transport.event('lever_trade', leverTrade('0.6'));
    transport.event('lever_trade', leverTrade('0.7'));
    expect(store.get()?.pnlTotal).toBe('0.5');
    vi.advanceTimersByTime(150);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.get()?.pnlTotal).toBe('0.7');
  });

  it('reads our push of the same payload, and drops what it cannot read', () => {
    const { transport, store } = setup();
    store.subscribe(() => {});
    transport.push(POSITIONS, leverTrade('1'));
    expect(store.get()?.pnlTotal).toBe('1');
    transport.event('lever_trade', leverTrade('2', { trades_all: '{broken' }));
    transport.event('lever_trade', 'garbage');
    transport.push(POSITIONS, { hazard_rate: '1' });
    vi.advanceTimersByTime(1000);
    expect(store.get()?.pnlTotal).toBe('1');
  });

  it('holds the feed while listened and forgets the push after the last listener', () => {
    const { transport, manager, store } = setup();
    const off = store.subscribe(() => {});
    expect(manager.listenerCount(POSITIONS)).toBe(1);
    expect(transport.sent).toContainEqual({ event: 'sub', channel: POSITIONS });
    transport.event('lever_trade', leverTrade('1'));
    off();
    expect(manager.listenerCount(POSITIONS)).toBe(0);
    expect(store.get()).toBeUndefined();
    // nobody listens: nothing is kept
    transport.event('lever_trade', leverTrade('2'));
    store.subscribe(() => {});
    expect(store.get()).toBeUndefined();
  });

  it('is stale while disconnected, keeps the last push and tells its listeners', () => {
    const { transport, store } = setup();
    const listener = vi.fn();
    const onStatus = vi.fn();
    store.subscribe(listener);
    store.subscribeStatus(onStatus);
    transport.event('lever_trade', leverTrade('1'));
    expect(store.stale).toBe(false);
    transport.setStatus('disconnected');
    expect(store.stale).toBe(true);
    expect(onStatus).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.get()?.pnlTotal).toBe('1');
    transport.setStatus('connected');
    expect(store.stale).toBe(false);
  });

  it('answers no push of another user: after a sign-out or an account switch, until the next one', () => {
    const { transport, manager, store } = setup(7);
    const listener = vi.fn();
    store.subscribe(listener);
    transport.event('lever_trade', leverTrade('1'));
    // the demo account: a new connection for user 1007
    manager.setSession({ uid: 1007, token: 'demo' });
    expect(listener).toHaveBeenCalledTimes(3); // the push, then disconnected and connected again
    expect(store.get()).toBeUndefined();
    transport.event('lever_trade', leverTrade('-3', { to: 1007 }));
    vi.advanceTimersByTime(150);
    expect(store.get()?.pnlTotal).toBe('-3');
    manager.setSession(null);
    expect(store.get()).toBeUndefined();
  });
});

describe('the hooks', () => {
  it('useLeverPushLive gives the app store’s push; useLeverPushStale follows the connection', () => {
    const transport = fixtureTransport('connected');
    const manager = setRealtimeTransport(transport);
    manager.setSession({ uid: 7, token: 'tok' });
    manager.connect();
    const { result } = renderHook(() => ({ live: useLeverPushLive(), stale: useLeverPushStale() }));
    const seen = vi.fn();
    const off = result.current.live.subscribe(() => seen(result.current.live.get()?.pnlTotal));
    act(() => transport.event('lever_trade', leverTrade('4')));
    expect(seen).toHaveBeenLastCalledWith('4');
    expect(result.current.stale).toBe(false);
    act(() => transport.setStatus('disconnected'));
    expect(result.current.stale).toBe(true);
    off();
  });
});
