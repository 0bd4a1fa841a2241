import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MICRO_SETTLED, onMicroOrderClosed } from './seconds';
import { fixtureTransport, preloadFamilyFeeds, SocketManager } from './socket';

const row = (id: number, profit_result: number) => ({
  id,
  match_id: 1,
  currency_id: 3,
  type: 1,
  seconds: 60,
  number: '100',
  open_price: '95000',
  end_price: '95020',
  profit_ratio: '85',
  fact_profits: profit_result === 1 ? '85' : '-100',
  status: 3,
  profit_result,
  created_at: '2025-11-23 08:00:00',
  complete_at: '2025-11-23 08:01:01',
  symbol_name: 'BTC/USDT',
  currency_name: 'USDT',
});

function setup() {
  const transport = fixtureTransport('connected');
  const manager = new SocketManager(transport);
  manager.setSession({ uid: 7, token: 'tok' });
  manager.connect();
  return { transport, manager };
}

beforeEach(() => preloadFamilyFeeds());

describe('onMicroOrderClosed', () => {
  it('calls the listener with every settlement, none merged: the order, or only its id', () => {
    const { transport, manager } = setup();
    const listener = vi.fn();
    onMicroOrderClosed(listener, manager);
    transport.event('closed_microorder', { type: 'closed_microorder', to: 7, data: row(12, 1) });
    transport.event('closed_microorder', { type: 'closed_microorder', to: 7, data: row(13, -1) });
    transport.event('closed_microorder', { type: 'closed_microorder', to: 7, data: { id: 14 } });
    expect(listener.mock.calls.map(([s]) => [s.id, s.order?.result ?? null])).toEqual([
      [12, 'win'],
      [13, 'loss'],
      [14, null],
    ]);
    expect(listener.mock.calls[0]![0].order).toMatchObject({
      status: 'closed',
      profit: '85',
      symbol: 'BTC/USDT',
    });
  });

  it('reads our push of the same payload and drops what has no id', () => {
    const { transport, manager } = setup();
    const listener = vi.fn();
    onMicroOrderClosed(listener, manager);
    transport.push(MICRO_SETTLED, { data: row(20, 0) });
    transport.push(MICRO_SETTLED, { data: {} });
    transport.event('closed_microorder', 'garbage');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0]![0]).toMatchObject({ id: 20, order: { result: 'flat' } });
  });

  it('holds the feed while listened; stops calling after unsubscribing', () => {
    const { transport, manager } = setup();
    const listener = vi.fn();
    const off = onMicroOrderClosed(listener, manager);
    expect(manager.listenerCount(MICRO_SETTLED)).toBe(1);
    off();
    expect(manager.listenerCount(MICRO_SETTLED)).toBe(0);
    transport.event('closed_microorder', { data: row(12, 1) });
    expect(listener).not.toHaveBeenCalled();
  });
});
