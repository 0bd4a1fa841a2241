import { nextTask } from '@/lib/timing';
import type { SocketConfig, SocketProtocol } from './config';
import { preloadFamilyFeeds, type SocketStatus, type SocketTransport } from './socket';

/** Spec §7 connection parameters (both clients). */
const SOCKET_OPTIONS = {
  path: '/socket.io',
  transports: ['polling', 'websocket'],
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20000,
} as const;

/**
 * Sent in the handshake: this client subscribes to channels (`sub`), so our demo exchange does not put it in
 * the family's broadcast room first. A family server ignores it.
 */
const CHANNELS_QUERY = { feeds: 'channels' } as const;

/** What the app uses of a socket.io client socket; v2 and v4 sockets both fit. */
interface ClientSocket {
  on(event: string, cb: (payload: never) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
  io: { on(event: 'reconnect_attempt', cb: () => void): unknown };
}

type OpenSocket = (url: string, options: ClientOptions) => ClientSocket;
interface ClientOptions {
  path: string;
  transports: string[];
  reconnection: boolean;
  reconnectionAttempts: number;
  reconnectionDelay: number;
  reconnectionDelayMax: number;
  randomizationFactor: number;
  timeout: number;
  forceNew: boolean;
  query: Record<string, string>;
}

/** The client library, loaded on first connect (kept off the first paint); only the configured one is fetched. */
async function loadClient(protocol: SocketProtocol): Promise<OpenSocket> {
  // every message is read with the mappers: they come with the client
  void preloadFamilyFeeds().catch(() => {});
  if (protocol === 'v2') {
    const { default: io } = await import('socket.io-client-v2');
    return (url, options) => io(url, options);
  }
  const { io } = await import('socket.io-client');
  return (url, options) => io(url, options);
}

/** The socket.io transport: the configured client (decision 56), `push` and every event a codec asked for. */
export function socketIoTransport(config: SocketConfig): SocketTransport {
  let message: (event: string, payload: unknown) => void = () => {};
  let status: (s: SocketStatus) => void = () => {};
  let socket: ClientSocket | null = null;
  let wanted = false;
  const events = new Set<string>(['push']);
  const bind = (s: ClientSocket, event: string) => s.on(event, (payload: unknown) => message(event, payload));
  return {
    connect() {
      wanted = true;
      if (socket) return void socket.connect();
      // the client's evaluation and the connection's start in two tasks, not one long one
      void loadClient(config.protocol).then(async (open) => {
        await nextTask();
        if (!wanted || socket) return;
        const s = open(config.url, {
          ...SOCKET_OPTIONS,
          path: config.path,
          transports: [...SOCKET_OPTIONS.transports],
          forceNew: true,
          query: { ...CHANNELS_QUERY },
        });
        socket = s;
        s.on('connect', () => status('connected'));
        s.on('disconnect', () => status('disconnected'));
        s.on('connect_error', () => status('disconnected'));
        s.io.on('reconnect_attempt', () => status('connecting'));
        for (const event of events) bind(s, event);
      });
    },
    disconnect() {
      wanted = false;
      socket?.disconnect();
      status('disconnected');
    },
    send(event, ...args) {
      socket?.emit(event, ...args);
    },
    listen(event) {
      if (events.has(event)) return;
      events.add(event);
      if (socket) bind(socket, event);
    },
    onMessage(cb) {
      message = cb;
    },
    onStatus(cb) {
      status = cb;
    },
  };
}
