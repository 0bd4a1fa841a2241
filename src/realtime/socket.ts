import type { Socket } from 'socket.io-client';

/**
 * The one realtime connection. Pages call `subscribe(channel, cb)` and get an `unsubscribe`;
 * subscriptions are counted per channel (the server hears `sub` once and `unsub` when the last
 * listener leaves) and replayed after every reconnect. The wire sits behind `SocketTransport`, so
 * stories and tests push fixtures without a server.
 */
export type SocketStatus = 'connecting' | 'connected' | 'disconnected';

export interface PushMessage {
  channel: string;
  data: unknown;
}

export interface SocketTransport {
  connect(): void;
  disconnect(): void;
  send(event: 'sub' | 'unsub', channel: string): void;
  onPush(cb: (msg: PushMessage) => void): void;
  onStatus(cb: (status: SocketStatus) => void): void;
}

type Listener = (data: unknown) => void;

export class SocketManager {
  private listeners = new Map<string, Set<Listener>>();
  private statusListeners = new Set<(s: SocketStatus) => void>();
  private current: SocketStatus = 'connecting';

  constructor(private readonly transport: SocketTransport) {
    transport.onPush(({ channel, data }) => {
      this.listeners.get(channel)?.forEach((cb) => cb(data));
    });
    transport.onStatus((status) => {
      const reconnected = status === 'connected' && this.current !== 'connected';
      this.current = status;
      if (reconnected) for (const channel of this.listeners.keys()) transport.send('sub', channel);
      this.statusListeners.forEach((cb) => cb(status));
    });
  }

  get status(): SocketStatus {
    return this.current;
  }

  connect() {
    this.transport.connect();
  }

  disconnect() {
    this.transport.disconnect();
  }

  subscribe(channel: string, cb: Listener): () => void {
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      if (this.current === 'connected') this.transport.send('sub', channel);
    }
    set.add(cb);
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      set.delete(cb);
      if (set.size === 0 && this.listeners.get(channel) === set) {
        this.listeners.delete(channel);
        if (this.current === 'connected') this.transport.send('unsub', channel);
      }
    };
  }

  /** Number of listeners on a channel (for tests and diagnostics). */
  listenerCount(channel: string): number {
    return this.listeners.get(channel)?.size ?? 0;
  }

  onStatus(cb: (s: SocketStatus) => void): () => void {
    this.statusListeners.add(cb);
    return () => this.statusListeners.delete(cb);
  }
}

/** Spec §7 connection parameters. */
export const SOCKET_OPTIONS = {
  path: '/socket.io',
  transports: ['polling', 'websocket'],
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20000,
} as const;

/** socket.io-client transport; the client library is loaded on first connect (kept off the first paint). */
export function socketIoTransport(url: string): SocketTransport {
  let push: (msg: PushMessage) => void = () => {};
  let status: (s: SocketStatus) => void = () => {};
  let socket: Socket | null = null;
  let wanted = false;
  return {
    connect() {
      wanted = true;
      if (socket) return void socket.connect();
      void import('socket.io-client').then(({ io }) => {
        if (!wanted || socket) return;
        socket = io(url, { ...SOCKET_OPTIONS, transports: [...SOCKET_OPTIONS.transports] });
        socket.on('connect', () => status('connected'));
        socket.on('disconnect', () => status('disconnected'));
        socket.on('connect_error', () => status('disconnected'));
        socket.io.on('reconnect_attempt', () => status('connecting'));
        socket.on('push', (msg: PushMessage) => push(msg));
      });
    },
    disconnect() {
      wanted = false;
      socket?.disconnect();
      status('disconnected');
    },
    send(event, channel) {
      socket?.emit(event, channel);
    },
    onPush(cb) {
      push = cb;
    },
    onStatus(cb) {
      status = cb;
    },
  };
}

/** In-memory transport for stories and tests: `push()` delivers data, `setStatus()` simulates outages. */
export function fixtureTransport(initial: SocketStatus = 'connected') {
  let push: (msg: PushMessage) => void = () => {};
  let status: (s: SocketStatus) => void = () => {};
  const sent: { event: 'sub' | 'unsub'; channel: string }[] = [];
  const transport: SocketTransport & {
    push(channel: string, data: unknown): void;
    setStatus(s: SocketStatus): void;
    sent: typeof sent;
  } = {
    sent,
    connect: () => status(initial),
    disconnect: () => status('disconnected'),
    send: (event, channel) => void sent.push({ event, channel }),
    onPush: (cb) => void (push = cb),
    onStatus: (cb) => void (status = cb),
    push: (channel, data) => push({ channel, data }),
    setStatus: (s) => status(s),
  };
  return transport;
}
