/**
 * Realtime feeds over socket.io (docs/architecture.md, "Realtime"). One server speaks two models:
 *
 * The family's (what a platform's phpsocket.io push server does; wire-facts §4):
 *   - every socket is in the broadcast room: the market events `daymarket` (every pair), `kline`,
 *     `market_depth`, `match_trade`, the event name equal to the payload's `type` (`options.broadcast`);
 *   - `login` joins the user's room, where user events (`lever_trade`, `closed_microorder`: `toUser`) go.
 *     Unlike the family's, ours asks for proof: `login(uid, token)` (or `login({uid, token})`, or the token in
 *     the handshake's `auth`) joins only when the token is a live session of that user (`options.userOf`,
 *     the engine's session lookup), and every delivery checks the session again (decision 57).
 *
 * Ours, an optimisation the app uses: the client emits `sub` / `unsub` with a channel string; the server
 * emits `push` with `{ channel, data }`, only for what the socket subscribed to. A socket that subscribes
 * within `broadcastAfterMs` of connecting (or says `feeds=channels` in its handshake query) never joins the
 * broadcast room, so it never starts the broadcast; one that subscribes later leaves it. An area plugs in with
 * `registerFeed(prefix, start)`: `start(channel, emit)` is called when the first socket subscribes to a channel
 * (`prefix` itself or `prefix:<anything>`, e.g. `market_depth:btcusdt`) and must return `stop`, called when
 * the last one leaves. One running feed serves all its subscribers, and its latest value is replayed to each
 * newcomer so nobody waits for the next tick to see a snapshot.
 */
import type { Server, Socket } from 'socket.io';

export type Emit = (data: unknown) => void;
export type FeedStart = (channel: string, emit: Emit) => () => void;

/** A server event of the family's model: the payload carries `type` = the event name. */
export type EventPayload = Record<string, unknown>;
export type BroadcastEmit = (event: string, payload: EventPayload) => void;

/** The family's broadcast: runs while at least one socket is in the broadcast room. */
export interface Broadcast {
  start(emit: BroadcastEmit): () => void;
  /** What a socket joining a running broadcast gets at once (the latest `daymarket` of every pair). */
  snapshot(): [string, EventPayload][];
}

export interface FeedOptions {
  log?: (line: string) => void;
  broadcast?: Broadcast;
  /** The user id of a live session token, or undefined (the engine's session lookup). */
  userOf?: (token: string) => number | undefined;
  /** A socket joins the broadcast this long after connecting, unless it subscribed meanwhile (default 500 ms). */
  broadcastAfterMs?: number;
}

export const BROADCAST_AFTER_MS = 500;

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

/** Rooms no channel can be named after (a channel needs a registered prefix). */
const BROADCAST_ROOM = '#broadcast';
const userRoom = (uid: number) => `#user:${uid}`;

/** A user id as the family sends it: a positive integer, or its decimal string. */
function uidOf(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

const tokenOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;

/**
 * Wires both models on every connection of `io`. Returns `close()`, which stops every running feed and the
 * broadcast, and `toUser(uid, event, payload)`, which sends a user event to that user's proven sockets and
 * answers how many got it.
 */
export function attachFeeds(io: Server, options: FeedOptions = {}) {
  const log = options.log ?? (() => {});
  const running = new Map<string, Running>();
  const listeners = new Set<string>();
  const sessions = new Map<string, { uid: number; token: string }>();
  let stopBroadcast: (() => void) | null = null;

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

  function joinBroadcast(socket: Socket) {
    const { broadcast } = options;
    if (!broadcast) return;
    void socket.join(BROADCAST_ROOM);
    listeners.add(socket.id);
    if (stopBroadcast) {
      for (const [event, payload] of broadcast.snapshot()) socket.emit(event, payload);
      return;
    }
    try {
      stopBroadcast = broadcast.start((event, payload) => io.to(BROADCAST_ROOM).emit(event, payload));
    } catch (error) {
      log(`[realtime] starting the broadcast failed: ${String(error)}`);
    }
  }

  function leaveBroadcast(socket: Socket) {
    void socket.leave(BROADCAST_ROOM);
    if (!listeners.delete(socket.id) || listeners.size > 0 || !stopBroadcast) return;
    const stop = stopBroadcast;
    stopBroadcast = null;
    try {
      stop();
    } catch (error) {
      log(`[realtime] stopping the broadcast failed: ${String(error)}`);
    }
  }

  /** The socket's proven session, if it is still live. */
  function proven(socketId: string, uid: number): boolean {
    const session = sessions.get(socketId);
    return session?.uid === uid && options.userOf?.(session.token) === uid;
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
    // The family's clients never subscribe; ours do at once (the fault suite's and the app's).
    let pending: ReturnType<typeof setTimeout> | null =
      socket.handshake.query.feeds === 'channels'
        ? null
        : setTimeout(() => {
            pending = null;
            if (socket.connected) joinBroadcast(socket);
          }, options.broadcastAfterMs ?? BROADCAST_AFTER_MS);
    const noBroadcast = () => {
      if (pending !== null) clearTimeout(pending);
      pending = null;
      leaveBroadcast(socket);
    };

    socket.on('sub', (payload: unknown, maybeAck?: unknown) => {
      const ack = ackOf(maybeAck);
      const channel = channelOf(payload);
      if (!channel) return ack?.({ ok: false, message: 'channel required' });
      noBroadcast(); // a subscriber gets what it subscribed to, nothing else
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

    // login(uid, token, ack?) | login({ uid, token }, ack?) | login(uid) with the token in the handshake's auth
    socket.on('login', (...args: unknown[]) => {
      const ack = ackOf(args.at(-1));
      if (ack) args.pop();
      const [first, second] = args;
      const claim =
        typeof first === 'object' && first !== null
          ? (first as { uid?: unknown; token?: unknown })
          : { uid: first, token: second };
      const uid = uidOf(claim.uid);
      const token = tokenOf(claim.token) ?? tokenOf((socket.handshake.auth as { token?: unknown }).token);
      const before = sessions.get(socket.id);
      if (before) void socket.leave(userRoom(before.uid));
      sessions.delete(socket.id);
      if (uid === undefined || token === undefined || options.userOf?.(token) !== uid) {
        // the market broadcast does not depend on it; only the user's events do
        log(
          `[realtime] ${socket.id}: login refused (${uid === undefined ? 'no user id' : token ? 'no such session' : 'no token'})`,
        );
        return ack?.({ ok: false, message: 'login refused' });
      }
      sessions.set(socket.id, { uid, token });
      void socket.join(userRoom(uid));
      ack?.({ ok: true });
    });

    socket.on('disconnect', () => {
      for (const channel of channels) leave(socket, channel);
      channels.clear();
      noBroadcast();
      sessions.delete(socket.id);
    });
  });

  return {
    close() {
      for (const [channel, feed] of running) {
        running.delete(channel);
        feed.stop();
      }
      listeners.clear();
      stopBroadcast?.();
      stopBroadcast = null;
    },

    /** A user event (`lever_trade`, `closed_microorder`…) to the user's sockets that proved a live session. */
    toUser(uid: number, event: string, payload: EventPayload): number {
      const room = userRoom(uid);
      let delivered = 0;
      for (const id of [...(io.sockets.adapter.rooms.get(room) ?? [])]) {
        const socket = io.sockets.sockets.get(id);
        if (!socket) continue;
        if (!proven(id, uid)) {
          // the session ended (sign-out, expiry) since `login`: out of the room
          void socket.leave(room);
          sessions.delete(id);
          continue;
        }
        socket.emit(event, { ...payload, type: event, to: uid });
        delivered++;
      }
      return delivered;
    },
  };
}
