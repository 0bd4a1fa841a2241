/**
 * The one realtime connection (docs/architecture.md, "Realtime"; ./README.md).
 *
 * Pages call `subscribe(channel, cb)` and get an `unsubscribe`; subscriptions are counted per channel (the
 * server hears `sub` once and `unsub` when the last listener leaves) and replayed after every reconnect,
 * together with `login` when a session is set. Values reach listeners already decoded: each channel family
 * registers a `ChannelCodec` that reads both wires —
 *   - ours: `push {channel, data}` after `sub` (the demo exchange);
 *   - the family's push server: one event per figure (`daymarket`, `kline`, …) broadcast to every client,
 *     user events to the room `login` joined; a codec turns such an event into pushes on its channels with
 *     the mappers of src/api/feeds.ts, which load with the first such event (off the first screen, and
 *     never on our demo exchange, whose app client subscribes to channels).
 * A channel no codec claims passes its data on as it came. The wire sits behind `SocketTransport`, so
 * stories and tests push fixtures without a server (`fixtureTransport`).
 */
import type * as FeedsModule from '@/api/feeds';

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

/** The family's payload mappers (src/api/feeds.ts), handed to the codecs' `events` routes. */
export type FamilyFeeds = typeof FeedsModule;
type Route = (payload: unknown, feeds: FamilyFeeds) => Iterable<PushMessage>;

/**
 * How a channel family meets the wire. `prefix` names its channels (`prefix` or `prefix:<key>`);
 * `decode` reads our `push` data (undefined: dropped); `events` maps the family's server events to
 * pushes on its channels, with values already decoded by the mappers it is given.
 */
export interface ChannelCodec<T = unknown> {
  prefix: string;
  decode(data: unknown, channel: string): T | undefined;
  events?: Record<string, (payload: unknown, feeds: FamilyFeeds) => Iterable<{ channel: string; data: T }>>;
}

const codecs = new Map<string, ChannelCodec>();
const routes = new Map<string, Route[]>();

let familyFeeds: FamilyFeeds | null = null;
let familyFeedsLoading: Promise<FamilyFeeds> | null = null;
/** Loads the family's mappers once; a failed load is tried again with the next event. */
function loadFamilyFeeds(): Promise<FamilyFeeds> {
  familyFeedsLoading ??= import('@/api/feeds').then(
    (feeds) => (familyFeeds = feeds),
    (error: unknown) => {
      familyFeedsLoading = null;
      throw error;
    },
  );
  return familyFeedsLoading;
}
/** Loads the family's mappers now (the v2 transport does, with its client; tests do before pushing events). */
export function preloadFamilyFeeds(): Promise<void> {
  return loadFamilyFeeds().then(() => undefined);
}

/** Events held while the mappers load: at most this many (the oldest go first). */
const HELD_EVENTS = 2000;
const onNewEvent = new Set<(event: string) => void>();

/** Registers a channel family's codec (each family module calls it once, when it loads). */
export function registerCodec<T>(codec: ChannelCodec<T>): void {
  if (codecs.has(codec.prefix)) throw new Error(`Channel codec "${codec.prefix}" is already registered`);
  codecs.set(codec.prefix, codec as ChannelCodec);
  for (const [event, route] of Object.entries(codec.events ?? {})) {
    const list = routes.get(event);
    if (list) list.push(route);
    else {
      routes.set(event, [route]);
      onNewEvent.forEach((cb) => cb(event));
    }
  }
}

/**
 * `manager.subscribe` for the channels of a registered codec: listeners get what the codec decoded
 * (our `push` data through `decode`, the family's events through `events`).
 */
export function codecSubscribe<T>(
  manager: SocketManager,
  codec: ChannelCodec<T>,
): (channel: string, cb: (data: T) => void) => () => void {
  if (codecs.get(codec.prefix) !== codec)
    throw new Error(`Channel codec "${codec.prefix}" is not registered`);
  return (channel, cb) => {
    if (prefixOf(channel) !== codec.prefix) throw new Error(`${channel} is not a "${codec.prefix}" channel`);
    // the codec of the channel's prefix decoded every value delivered on it
    return manager.subscribe(channel, cb as Listener);
  };
}

const prefixOf = (channel: string) => {
  const colon = channel.indexOf(':');
  return colon < 0 ? channel : channel.slice(0, colon);
};

type Listener = (data: unknown) => void;

export class SocketManager {
  private listeners = new Map<string, Set<Listener>>();
  private statusListeners = new Set<(s: SocketStatus) => void>();
  private current: SocketStatus = 'starting';
  private session: SocketSession | null = null;
  private held: [string, unknown][] = [];
  private readonly stopListening: () => void;

  constructor(private readonly transport: SocketTransport) {
    transport.onMessage((event, payload) => {
      if (event === 'push') this.receivePush(payload);
      else this.receiveEvent(event, payload);
    });
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

  private receivePush(payload: unknown) {
    if (typeof payload !== 'object' || payload === null) return;
    const { channel, data } = payload as Partial<PushMessage>;
    if (typeof channel !== 'string' || !this.listeners.has(channel)) return;
    const codec = codecs.get(prefixOf(channel));
    const value = codec ? codec.decode(data, channel) : data;
    if (value !== undefined) this.deliver(channel, value);
  }

  private receiveEvent(event: string, payload: unknown) {
    if (!routes.has(event)) return;
    if (familyFeeds && this.held.length === 0) return this.route(event, payload, familyFeeds);
    // in order: everything that came while the mappers load waits for them
    if (this.held.push([event, payload]) > HELD_EVENTS) this.held.shift();
    if (this.held.length > 1) return;
    loadFamilyFeeds().then(
      (feeds) => {
        const held = this.held;
        this.held = [];
        for (const [e, p] of held) this.route(e, p, feeds);
      },
      () => {
        this.held = [];
      },
    );
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
