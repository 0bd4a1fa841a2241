// @vitest-environment node
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachFeeds, registerFeed } from './feeds';

const http = createServer();
const io = new Server(http, { path: '/socket.io' });
const feeds = attachFeeds(io);
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

function client() {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], forceNew: true });
  const pushes: { channel: string; data: unknown }[] = [];
  socket.on('push', (message: { channel: string; data: unknown }) => pushes.push(message));
  return { socket, pushes };
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
});
