import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SocketManager,
  codecSubscribe,
  fixtureTransport,
  preloadFamilyFeeds,
  registerCodec,
  type ChannelCodec,
} from './socket';

/** A codec of a test family: our `push` data is a number string, the family's `tick` event carries `{at, n}`. */
const testCodec: ChannelCodec<number> = {
  prefix: 'test',
  decode: (data) => (typeof data === 'string' && /^\d+$/.test(data) ? Number(data) : undefined),
  events: {
    tick: (payload) => {
      const { at, n } = (payload ?? {}) as { at?: string; n?: number };
      return at && typeof n === 'number' ? [{ channel: `test:${at}`, data: n }] : [];
    },
  },
};
registerCodec(testCodec);

function connected() {
  const t = fixtureTransport();
  const m = new SocketManager(t);
  m.connect();
  return { t, m };
}

// first in the file: the mappers (src/api/feeds.ts) are not loaded yet
describe('before the mappers have loaded', () => {
  it("holds our pushes and the family's events, then reads them in order", async () => {
    const { t, m } = connected();
    const x = vi.fn();
    codecSubscribe(m, testCodec)('test:x', x);
    t.event('tick', { at: 'x', n: 1 });
    t.push('test:x', '2');
    t.event('tick', { at: 'x', n: 3 });
    expect(x).not.toHaveBeenCalled();
    await preloadFamilyFeeds();
    expect(x.mock.calls).toEqual([[1], [2], [3]]);
    t.push('test:x', '4'); // loaded: at once
    t.event('tick', { at: 'x', n: 5 });
    expect(x.mock.calls).toEqual([[1], [2], [3], [4], [5]]);
  });
});

describe('SocketManager', () => {
  beforeAll(() => preloadFamilyFeeds());

  it('delivers pushes to the channel listeners only', () => {
    const { t, m } = connected();
    const a = vi.fn();
    const b = vi.fn();
    m.subscribe('daymarket', a);
    m.subscribe('kline:BTCUSDT:1min', b);
    t.push('daymarket', { p: '1' });
    expect(a).toHaveBeenCalledWith({ p: '1' });
    expect(b).not.toHaveBeenCalled();
  });

  it('counts subscriptions: one sub on the wire, unsub when the last listener leaves', () => {
    const { t, m } = connected();
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
    expect(t.sent.filter((s) => s.event === 'sub').map((s) => s.channel)).toEqual([
      'market_depth:BTCUSDT',
      'market_depth:BTCUSDT',
    ]);
    expect(statuses).toEqual(['connected', 'disconnected', 'connecting', 'connected']);
  });
});

describe('channel codecs', () => {
  beforeAll(() => preloadFamilyFeeds());

  it('decodes our push data once per push; undecodable data reaches nobody', () => {
    const { t, m } = connected();
    const a = vi.fn();
    const b = vi.fn();
    codecSubscribe(m, testCodec)('test:x', a);
    codecSubscribe(m, testCodec)('test:x', b);
    t.push('test:x', '42');
    t.push('test:x', 'not a number');
    expect(a.mock.calls).toEqual([[42]]);
    expect(b.mock.calls).toEqual([[42]]);
  });

  it("routes the family's events to the channels listened to", () => {
    const { t, m } = connected();
    const x = vi.fn();
    codecSubscribe(m, testCodec)('test:x', x);
    t.event('tick', { at: 'x', n: 1 });
    t.event('tick', { at: 'y', n: 2 }); // a channel nobody holds
    t.event('tick', 'garbage');
    expect(x.mock.calls).toEqual([[1]]);
    // the family's events need no `sub`, but our server gets one (it filters by it)
    expect(t.sent).toEqual([{ event: 'sub', channel: 'test:x' }]);
  });

  it('refuses a channel of another family and a codec that is not registered', () => {
    const { m } = connected();
    expect(() => codecSubscribe(m, testCodec)('daymarket', () => {})).toThrow(/not a "test" channel/);
    expect(() => codecSubscribe(m, { ...testCodec })).toThrow(/not registered/);
    expect(() => registerCodec({ ...testCodec })).toThrow(/already registered/);
  });
});

describe('login', () => {
  const session = { uid: 7, token: 'a'.repeat(32) };
  const logins = (t: ReturnType<typeof fixtureTransport>) => t.sent.filter((s) => s.event === 'login');

  it('sends the user id and the token on connect and on every reconnect', () => {
    const t = fixtureTransport();
    const m = new SocketManager(t);
    m.setSession(session); // before connect: kept for it
    expect(logins(t)).toEqual([]);
    m.connect();
    t.setStatus('disconnected');
    t.setStatus('connected');
    expect(logins(t)).toEqual([
      { event: 'login', args: [7, session.token] },
      { event: 'login', args: [7, session.token] },
    ]);
  });

  it('logs in at once when signed in while connected; a new token for the same user logs in again', () => {
    const { t, m } = connected();
    m.setSession(session);
    m.setSession({ ...session }); // the same session: nothing
    m.setSession({ uid: 7, token: 'b'.repeat(32) });
    expect(logins(t).map((l) => l.args)).toEqual([
      [7, session.token],
      [7, 'b'.repeat(32)],
    ]);
  });

  it("opens a fresh connection on sign-out or another user, so the old user's room is left", () => {
    const { t, m } = connected();
    const statuses: string[] = [];
    m.onStatus((s) => statuses.push(s));
    m.subscribe('daymarket', () => {});
    m.setSession(session);
    m.setSession(null);
    expect(statuses).toEqual(['disconnected', 'connected']);
    expect(logins(t)).toHaveLength(1); // nobody to log in after sign-out
    m.setSession({ uid: 8, token: 'c'.repeat(32) });
    m.setSession({ uid: 9, token: 'd'.repeat(32) });
    expect(statuses).toEqual(['disconnected', 'connected', 'disconnected', 'connected']);
    expect(logins(t).map((l) => l.args)).toEqual([
      [7, session.token],
      [8, 'c'.repeat(32)],
      [9, 'd'.repeat(32)],
    ]);
    // the channels were replayed on the new connections
    expect(t.sent.filter((s) => s.event === 'sub')).toHaveLength(3);
  });
});
