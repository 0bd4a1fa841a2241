// @vitest-environment node
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachFeeds, registerFeed, type Broadcast, type BroadcastEmit } from './feeds';

/** A broadcast that records its life and emits by hand. */
const life: string[] = [];
let emitAll: BroadcastEmit | null = null;
const broadcast: Broadcast = {
  start(emit) {
    life.push('start');
    emitAll = emit;
    emit('daymarket', { type: 'daymarket', symbol: 'A/USDT' });
    return () => {
      life.push('stop');
      emitAll = null;
    };
  },
  snapshot: () => [['daymarket', { type: 'daymarket', symbol: 'A/USDT', snapshot: true }]],
};

const http = createServer();
const io = new Server(http, { path: '/socket.io' });
const feeds = attachFeeds(io, { broadcast, broadcastAfterMs: 100 });
let url = '';
const starts: string[] = [];
const stops: string[] = [];
const emitters = new Map<string, (data: unknown) => void>();

registerFeed('test', (channel, emit) => {
  starts.push(channel);
  emitters.set(channel, emit);
  emit({ snapshot: channel });
  return () => stops.push(channel);
});

beforeAll(async () => {
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(async () => {
  feeds.close();
  await new Promise<void>((resolve) => io.close(() => resolve()));
});

function client(query: Record<string, string> = { feeds: 'channels' }) {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], forceNew: true, query });
  const pushes: { channel: string; data: unknown }[] = [];
  const events: unknown[] = [];
  socket.on('push', (message: { channel: string; data: unknown }) => pushes.push(message));
  socket.on('daymarket', (payload: unknown) => events.push(payload));
  return { socket, pushes, events };
}
const ack = (socket: Socket, event: 'sub' | 'unsub', channel: string) =>
  socket.emitWithAck(event, channel) as Promise<{ ok: boolean; message?: string }>;
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

describe('realtime feeds', () => {
  it('runs one feed per channel, replays its last value to newcomers, and stops it after the last leaves', async () => {
    const a = client();
    const b = client();
    expect(await ack(a.socket, 'sub', 'test:btcusdt')).toEqual({ ok: true });
    await until(() => a.pushes.length === 1);
    expect(a.pushes[0]).toEqual({ channel: 'test:btcusdt', data: { snapshot: 'test:btcusdt' } });

    expect(await ack(b.socket, 'sub', 'test:btcusdt')).toEqual({ ok: true });
    await until(() => b.pushes.length === 1); // replayed snapshot, no second start
    expect(starts).toEqual(['test:btcusdt']);

    emitters.get('test:btcusdt')!({ price: '1' });
    await until(() => a.pushes.length === 2 && b.pushes.length === 2);
    expect(b.pushes[1]).toEqual({ channel: 'test:btcusdt', data: { price: '1' } });

    await ack(a.socket, 'unsub', 'test:btcusdt');
    expect(stops).toEqual([]);
    b.socket.disconnect(); // leaving by disconnect counts too
    await until(() => stops.length === 1);
    expect(stops).toEqual(['test:btcusdt']);
    a.socket.disconnect();
  });

  it('refuses an unknown channel', async () => {
    const c = client();
    expect(await ack(c.socket, 'sub', 'nope:x')).toEqual({ ok: false, message: 'unknown channel nope:x' });
    c.socket.disconnect();
  });

  it("the family's broadcast: every socket that does not subscribe, from the first to the last", async () => {
    const quiet = client(); // our handshake: never in the broadcast
    const a = client({});
    await until(() => a.events.length === 1);
    expect(life).toEqual(['start']);
    expect(a.events[0]).toEqual({ type: 'daymarket', symbol: 'A/USDT' });

    const b = client({});
    await until(() => b.events.length === 1); // a newcomer gets the snapshot at once
    expect(b.events[0]).toMatchObject({ snapshot: true });
    emitAll!('daymarket', { type: 'daymarket', symbol: 'B/USDT' });
    await until(() => a.events.length === 2 && b.events.length === 2);

    // subscribing leaves the broadcast; the last one leaving stops it
    expect(await ack(a.socket, 'sub', 'test:x')).toEqual({ ok: true });
    emitAll!('daymarket', { type: 'daymarket', symbol: 'C/USDT' });
    await until(() => b.events.length === 3);
    expect(a.events).toHaveLength(2);
    expect(life).toEqual(['start']);
    b.socket.disconnect();
    await until(() => life.length === 2);
    expect(life).toEqual(['start', 'stop']);

    // a socket that subscribes at once (within `broadcastAfterMs`) never starts it
    const c = client({});
    expect(await ack(c.socket, 'sub', 'test:y')).toEqual({ ok: true });
    await new Promise((r) => setTimeout(r, 200));
    expect(life).toEqual(['start', 'stop']);
    expect(quiet.events).toEqual([]);
    for (const s of [quiet, a, c]) s.socket.disconnect();
  });
});
