/**
 * The one realtime connection (docs/architecture.md, "Realtime"; ./README.md).
 *
 * Pages call `subscribe(channel, cb)` and get an `unsubscribe`; subscriptions are counted per channel (the
 * server hears `sub` once and `unsub` when the last listener leaves) and replayed after every reconnect,
 * together with `login` when a session is set. Values reach listeners already decoded: each channel family
 * registers a `ChannelCodec` (./codecs.ts) that reads both wires —
 *   - ours: `push {channel, data}` after `sub` (the demo exchange);
 *   - the family's push server: one event per figure (`daymarket`, `kline`, …) broadcast to every client,
 *     user events to the room `login` joined; a codec turns such an event into pushes on its channels.
 * Both are read with src/api/feeds.ts (schemas and zod), loaded with the socket client after the first
 * screen; a message that comes before it is in waits for it.
 * A channel no codec claims passes its data on as it came. The wire sits behind `SocketTransport`, so
 * stories and tests push fixtures without a server (`fixtureTransport`).
 */
import {
  codecs,
  familyFeedsLoaded,
  loadFamilyFeeds,
  onNewEvent,
  prefixOf,
  routes,
  type FamilyFeeds,
} from './codecs';

export {
  codecSubscribe,
  preloadFamilyFeeds,
  registerCodec,
  type ChannelCodec,
  type FamilyFeeds,
} from './codecs';

/**
 * 'starting': no word from the connection yet (the first one is being made: nothing shown is old yet);
 * 'connecting': trying again after a failure or a drop. Transports report the other three.
 */
export type SocketStatus = 'starting' | 'connecting' | 'connected' | 'disconnected';

export interface PushMessage {
  channel: string;
  data: unknown;
}

export interface SocketTransport {
  connect(): void;
  disconnect(): void;
  /** Client → server: `sub`/`unsub` with a channel, `login` with the user id and the session token. */
  send(event: string, ...args: unknown[]): void;
  /** Delivers the server event `event` to `onMessage` from now on (`push` is always delivered). */
  listen(event: string): void;
  onMessage(cb: (event: string, payload: unknown) => void): void;
  onStatus(cb: (status: SocketStatus) => void): void;
}

/** The signed-in user as the push servers need it: the family's joins a room by `uid`, ours checks `token`. */
export interface SocketSession {
  uid: number;
  token: string;
}

type Listener = (data: unknown) => void;

/** Messages held while the mappers load: at most this many (the oldest go first). */
const HELD_MESSAGES = 2000;

export class SocketManager {
  private listeners = new Map<string, Set<Listener>>();
  private statusListeners = new Set<(s: SocketStatus) => void>();
  private current: SocketStatus = 'starting';
  private session: SocketSession | null = null;
  private held: [string, unknown][] = [];
  private readonly stopListening: () => void;

  constructor(private readonly transport: SocketTransport) {
    transport.onMessage((event, payload) => this.receive(event, payload));
    for (const event of routes.keys()) transport.listen(event);
    // A family loaded later (a lazy page's) adds its events to the live connection.
    const listen = (event: string) => transport.listen(event);
    onNewEvent.add(listen);
    this.stopListening = () => onNewEvent.delete(listen);
    transport.onStatus((status) => {
      const reconnected = status === 'connected' && this.current !== 'connected';
      this.current = status;
      if (reconnected) {
        this.login();
        for (const channel of this.listeners.keys()) transport.send('sub', channel);
      }
      this.statusListeners.forEach((cb) => cb(status));
    });
  }

  get status(): SocketStatus {
    return this.current;
  }

  /** The signed-in user's id (the user events received belong to them), or null. */
  get uid(): number | null {
    return this.session?.uid ?? null;
  }

  connect() {
    this.transport.connect();
  }

  disconnect() {
    this.transport.disconnect();
  }

  /** Disconnects for good (a replaced manager): later families no longer reach this transport. */
  dispose() {
    this.stopListening();
    this.transport.disconnect();
  }

  /**
   * The signed-in user, or null. Sent as `login` on every connect. A sign-out or another user opens a new
   * connection: push servers have no way to leave a user's room, and the old user's events must stop.
   */
  setSession(next: SocketSession | null) {
    const prev = this.session;
    if (prev?.uid === next?.uid && prev?.token === next?.token) return;
    this.session = next;
    if (this.current !== 'connected') return;
    if (prev && prev.uid !== next?.uid) {
      this.transport.disconnect();
      this.transport.connect();
    } else this.login();
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

  /** The family's `login` takes the numeric id (extra arguments are ignored there); ours also needs the token. */
  private login() {
    if (this.session) this.transport.send('login', this.session.uid, this.session.token);
  }

  private deliver(channel: string, data: unknown) {
    this.listeners.get(channel)?.forEach((cb) => cb(data));
  }

  /** Our `push` or a family event: read at once when the mappers are in, else held for them (in order). */
  private receive(event: string, payload: unknown) {
    if (event !== 'push' && !routes.has(event)) return;
    const feeds = familyFeedsLoaded();
    if (feeds && this.held.length === 0) return this.read(event, payload, feeds);
    if (this.held.push([event, payload]) > HELD_MESSAGES) this.held.shift();
    if (this.held.length > 1) return;
    loadFamilyFeeds().then(
      (loaded) => {
        const held = this.held;
        this.held = [];
        for (const [e, p] of held) this.read(e, p, loaded);
      },
      () => {
        this.held = [];
      },
    );
  }

  private read(event: string, payload: unknown, feeds: FamilyFeeds) {
    if (event === 'push') this.receivePush(payload, feeds);
    else this.route(event, payload, feeds);
  }

  private receivePush(payload: unknown, feeds: FamilyFeeds) {
    if (typeof payload !== 'object' || payload === null) return;
    const { channel, data } = payload as Partial<PushMessage>;
    if (typeof channel !== 'string' || !this.listeners.has(channel)) return;
    const codec = codecs.get(prefixOf(channel));
    const value = codec ? codec.decode(data, channel, feeds) : data;
    if (value !== undefined) this.deliver(channel, value);
  }

  private route(event: string, payload: unknown, feeds: FamilyFeeds) {
    for (const route of routes.get(event) ?? []) {
      for (const push of route(payload, feeds))
        if (this.listeners.has(push.channel)) this.deliver(push.channel, push.data);
    }
  }
}

/** In-memory transport for stories and tests: `push()` / `event()` deliver data, `setStatus()` simulates outages. */
export function fixtureTransport(initial: SocketStatus = 'connected') {
  let message: (event: string, payload: unknown) => void = () => {};
  let status: (s: SocketStatus) => void = () => {};
  const sent: { event: string; channel?: string; args?: unknown[] }[] = [];
  const listened = new Set<string>(['push']);
  const transport: SocketTransport & {
    /** Our channel protocol: `push {channel, data}`. */
    push(channel: string, data: unknown): void;
    /** A server event of the family's protocol (`daymarket`, `lever_trade`…), if something listens to it. */
    event(name: string, payload: unknown): void;
    setStatus(s: SocketStatus): void;
    sent: typeof sent;
  } = {
    sent,
    connect: () => status(initial),
    disconnect: () => status('disconnected'),
    send: (event, ...args) =>
      void sent.push(
        (event === 'sub' || event === 'unsub') && typeof args[0] === 'string'
          ? { event, channel: args[0] }
          : { event, args },
      ),
    listen: (event) => void listened.add(event),
    onMessage: (cb) => void (message = cb),
    onStatus: (cb) => void (status = cb),
    push: (channel, data) => message('push', { channel, data }),
    event: (name, payload) => {
      if (listened.has(name)) message(name, payload);
    },
    setStatus: (s) => status(s),
  };
  return transport;
}
