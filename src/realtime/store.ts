import { writeWhenFrameFree } from '@/lib/frames';

/**
 * The two generic stores of the realtime core. Both merge pushes outside React as they arrive and publish
 * to their listeners at most every `throttleMs`; the first value is published at once. A publish that falls
 * due while the chart holds the frame waits for it (src/lib/frames, decision 27): one publish then covers
 * every push meanwhile.
 *
 *   KeyedStore<T>      one value per key (a pair, an order id): per-key and "anything" listeners, a version
 *                      bumped per publish; `hold` keeps the source channel open while anyone listens.
 *   ChannelStore<T, V> one value per socket channel (a book, a tape): subscribes the channel while listened,
 *                      `reduce(prev, push)` makes the next value; forgets it when the last listener leaves.
 */
export const FEED_THROTTLE_MS = 150;

export type Listener = () => void;
/** Subscribes to one socket channel; the callback gets the channel's decoded values. */
export type Subscribe<V> = (channel: string, cb: (data: V) => void) => () => void;

export interface FeedOptions {
  throttleMs?: number;
  now?: () => number;
}

export interface KeyedStoreOptions {
  throttleMs?: number;
  /** Called when the first listener arrives; its result when the last one leaves. */
  hold?: () => () => void;
}

export class KeyedStore<T> {
  private published = new Map<string, T>();
  /** What each changed key will publish, computed at the publish (a 10 Hz key costs one computation per publish). */
  private pending = new Map<string, () => T | undefined>();
  private keyListeners = new Map<string, Set<Listener>>();
  private anyListeners = new Set<Listener>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private holders = 0;
  private release: (() => void) | null = null;
  private readonly throttleMs: number;
  private readonly hold: (() => () => void) | undefined;
  /** Bumped on every publish. */
  version = 0;

  constructor(opts: KeyedStoreOptions = {}) {
    this.throttleMs = opts.throttleMs ?? FEED_THROTTLE_MS;
    this.hold = opts.hold;
  }

  get(key: string): T | undefined {
    return this.published.get(key);
  }

  has(key: string): boolean {
    return this.published.has(key);
  }

  /** Published at the next throttled publish; the last write per key wins. */
  write(key: string, value: T) {
    this.update(key, () => value);
  }

  /** Like `write`, the value computed when it is published (undefined: nothing to publish for the key). */
  update(key: string, compute: () => T | undefined) {
    this.pending.set(key, compute);
    // the timer stays set while a chart redraw holds the frame: one publish covers every write meanwhile
    this.timer ??= setTimeout(() => writeWhenFrameFree(this.publishLater), this.throttleMs);
  }

  /** Published at once, together with anything pending (a snapshot). */
  writeNow(entries: Iterable<readonly [string, T]>) {
    for (const [key, value] of entries) this.pending.set(key, () => value);
    this.publish();
  }

  /** Listens to one key; holds the source meanwhile. */
  subscribeKey(key: string, cb: Listener): () => void {
    let set = this.keyListeners.get(key);
    if (!set) this.keyListeners.set(key, (set = new Set()));
    set.add(cb);
    const release = this.acquire();
    return () => {
      set.delete(cb);
      if (set.size === 0 && this.keyListeners.get(key) === set) this.keyListeners.delete(key);
      release();
    };
  }

  /** Listens to every publish; holds the source meanwhile. */
  subscribeAll(cb: Listener): () => void {
    this.anyListeners.add(cb);
    const release = this.acquire();
    return () => {
      this.anyListeners.delete(cb);
      release();
    };
  }

  /** Whether anyone listens (a write now would notify someone). */
  get listening(): boolean {
    return this.holders > 0;
  }

  /** Number of listeners on a key (tests). */
  listenerCount(key: string): number {
    return this.keyListeners.get(key)?.size ?? 0;
  }

  private acquire(): () => void {
    if (this.holders++ === 0 && this.hold) this.release = this.hold();
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      if (--this.holders === 0) {
        this.release?.();
        this.release = null;
      }
    };
  }

  private readonly publishLater = () => this.publish();

  private publish() {
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.pending.size === 0) return;
    const changed: string[] = [];
    for (const [key, compute] of this.pending) {
      const value = compute();
      if (value === undefined) continue;
      this.published.set(key, value);
      changed.push(key);
    }
    this.pending.clear();
    if (changed.length === 0) return;
    this.version++;
    for (const key of changed) this.keyListeners.get(key)?.forEach((cb) => cb());
    this.anyListeners.forEach((cb) => cb());
  }
}

export class ChannelStore<T, V = unknown> {
  private values = new Map<string, T>();
  private pending = new Map<string, T>();
  private listeners = new Map<string, Set<Listener>>();
  private subs = new Map<string, { refs: number; off: () => void }>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly subscribeChannel: Subscribe<V>,
    private readonly reduce: (prev: T | undefined, data: V) => T | undefined,
    private readonly throttleMs = FEED_THROTTLE_MS,
  ) {}

  get(channel: string): T | undefined {
    return this.values.get(channel);
  }

  subscribe(channel: string, cb: Listener): () => void {
    let set = this.listeners.get(channel);
    if (!set) this.listeners.set(channel, (set = new Set()));
    set.add(cb);
    let sub = this.subs.get(channel);
    if (!sub) {
      sub = { refs: 0, off: () => {} };
      this.subs.set(channel, sub);
      sub.off = this.subscribeChannel(channel, (data) => this.receive(channel, data));
    }
    sub.refs++;
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      set.delete(cb);
      if (set.size === 0) this.listeners.delete(channel);
      if (sub && --sub.refs === 0) {
        sub.off();
        this.subs.delete(channel);
        // Nobody shows it any more: the next subscriber starts from the next push, not an old book.
        this.values.delete(channel);
        this.pending.delete(channel);
      }
    };
  }

  private receive(channel: string, data: V) {
    const prev = this.pending.get(channel) ?? this.values.get(channel);
    const next = this.reduce(prev, data);
    if (next === undefined) return;
    if (!this.values.has(channel)) {
      this.values.set(channel, next);
      this.listeners.get(channel)?.forEach((cb) => cb());
      return;
    }
    this.pending.set(channel, next);
    this.timer ??= setTimeout(() => writeWhenFrameFree(this.flush), this.throttleMs);
  }

  private readonly flush = () => {
    this.timer = null;
    const entries = [...this.pending];
    this.pending.clear();
    for (const [channel, value] of entries) {
      this.values.set(channel, value);
      this.listeners.get(channel)?.forEach((cb) => cb());
    }
  };
}
