import { describe, expect, it, vi } from 'vitest';
import { SocketManager, fixtureTransport } from './socket';

describe('SocketManager', () => {
  it('delivers pushes to the channel listeners only', () => {
    const t = fixtureTransport();
    const m = new SocketManager(t);
    m.connect();
    const a = vi.fn();
    const b = vi.fn();
    m.subscribe('daymarket', a);
    m.subscribe('kline:BTCUSDT:1min', b);
    t.push('daymarket', { p: '1' });
    expect(a).toHaveBeenCalledWith({ p: '1' });
    expect(b).not.toHaveBeenCalled();
  });

  it('counts subscriptions: one sub on the wire, unsub when the last listener leaves', () => {
    const t = fixtureTransport();
    const m = new SocketManager(t);
    m.connect();
    const off1 = m.subscribe('daymarket', () => {});
    const off2 = m.subscribe('daymarket', () => {});
    expect(t.sent).toEqual([{ event: 'sub', channel: 'daymarket' }]);
    off1();
    off1(); // calling twice is harmless
    expect(m.listenerCount('daymarket')).toBe(1);
    off2();
    expect(t.sent).toEqual([
      { event: 'sub', channel: 'daymarket' },
      { event: 'unsub', channel: 'daymarket' },
    ]);
  });

  it('replays subscriptions after a reconnect and reports status changes', () => {
    const t = fixtureTransport();
    const m = new SocketManager(t);
    const statuses: string[] = [];
    m.onStatus((s) => statuses.push(s));
    m.subscribe('market_depth:BTCUSDT', () => {}); // before connect: nothing sent yet
    expect(t.sent).toEqual([]);
    m.connect();
    t.setStatus('disconnected');
    t.setStatus('connecting');
    t.setStatus('connected');
    expect(t.sent.filter((s) => s.event === 'sub').map((s) => s.channel)).toEqual(['market_depth:BTCUSDT', 'market_depth:BTCUSDT']);
    expect(statuses).toEqual(['connected', 'disconnected', 'connecting', 'connected']);
  });
});
