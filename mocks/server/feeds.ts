/**
 * Realtime feeds over socket.io (docs/architecture.md, "Realtime"): the client emits `sub` / `unsub`
 * with a channel string; the server emits `push` with `{ channel, data }`.
 *
 * An area plugs in with `registerFeed(prefix, start)`: `start(channel, emit)` is called when the first
 * socket subscribes to a channel (`prefix` itself or `prefix:<anything>`, e.g. `market_depth:btcusdt`)
 * and must return `stop`, called when the last one leaves. One running feed serves all its subscribers,
 * and its latest value is replayed to each newcomer so nobody waits for the next tick to see a snapshot.
 */
import type { Server, Socket } from 'socket.io';

export type Emit = (data: unknown) => void;
export type FeedStart = (channel: string, emit: Emit) => () => void;

const registry = new Map<string, FeedStart>();

export function registerFeed(channelPrefix: string, start: FeedStart): void {
  if (registry.has(channelPrefix)) throw new Error(`Feed "${channelPrefix}" is already registered`);
  registry.set(channelPrefix, start);
}

function feedFor(channel: string): FeedStart | undefined {
  const colon = channel.indexOf(':');
  return registry.get(colon < 0 ? channel : channel.slice(0, colon));
}

interface Running {
  stop: () => void;
  subscribers: Set<string>;
  last?: { data: unknown };
}

type Ack = (reply: { ok: boolean; message?: string }) => void;

/** Wires `sub` / `unsub` on every connection of `io`. Returns `close()`, which stops every running feed. */
export function attachFeeds(io: Server, log: (line: string) => void = () => {}) {
  const running = new Map<string, Running>();

  function leave(socket: Socket, channel: string) {
    const feed = running.get(channel);
    void socket.leave(channel);
    if (!feed || !feed.subscribers.delete(socket.id) || feed.subscribers.size > 0) return;
    running.delete(channel);
    try {
      feed.stop();
    } catch (error) {
      log(`[realtime] stopping ${channel} failed: ${String(error)}`);
    }
  }

  function join(socket: Socket, channel: string): string | undefined {
    const start = feedFor(channel);
    if (!start) return `unknown channel ${channel}`;
    void socket.join(channel);
    const existing = running.get(channel);
    if (existing) {
      existing.subscribers.add(socket.id);
      if (existing.last) socket.emit('push', { channel, data: existing.last.data });
      return undefined;
    }
    const feed: Running = { stop: () => {}, subscribers: new Set([socket.id]) };
    running.set(channel, feed);
    try {
      feed.stop = start(channel, (data) => {
        feed.last = { data };
        io.to(channel).emit('push', { channel, data });
      });
    } catch (error) {
      running.delete(channel);
      void socket.leave(channel);
      log(`[realtime] starting ${channel} failed: ${String(error)}`);
      return `cannot start ${channel}`;
    }
    return undefined;
  }

  // The contract sends a bare channel string; `{ channel }` is accepted too.
  const channelOf = (payload: unknown): string | undefined => {
    const value =
      typeof payload === 'object' && payload !== null ? (payload as { channel?: unknown }).channel : payload;
    return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;
  };

  // Only a real acknowledgement callback is called: a client can put anything in that position.
  const ackOf = (value: unknown): Ack | undefined =>
    typeof value === 'function' ? (value as Ack) : undefined;

  io.on('connection', (socket) => {
    const channels = new Set<string>();

    socket.on('sub', (payload: unknown, maybeAck?: unknown) => {
      const ack = ackOf(maybeAck);
      const channel = channelOf(payload);
      if (!channel) return ack?.({ ok: false, message: 'channel required' });
      if (channels.has(channel)) return ack?.({ ok: true }); // the client counts; a repeat is harmless
      const problem = join(socket, channel);
      if (problem) {
        log(`[realtime] ${socket.id}: ${problem}`);
        return ack?.({ ok: false, message: problem });
      }
      channels.add(channel);
      ack?.({ ok: true });
    });

    socket.on('unsub', (payload: unknown, maybeAck?: unknown) => {
      const ack = ackOf(maybeAck);
      const channel = channelOf(payload);
      if (channel && channels.delete(channel)) leave(socket, channel);
      ack?.({ ok: true });
    });

    socket.on('disconnect', () => {
      for (const channel of channels) leave(socket, channel);
      channels.clear();
    });
  });

  return {
    close() {
      for (const [channel, feed] of running) {
        running.delete(channel);
        feed.stop();
      }
    },
  };
}
