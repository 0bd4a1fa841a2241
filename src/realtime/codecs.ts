/**
 * The channel families' codecs and the mappers they read the wire with (./README.md). Each family module
 * registers a `ChannelCodec` when it loads; the manager (./socket.ts) decodes every value with the codec of
 * its channel. The mappers — src/api/feeds.ts, with the domain schemas and zod — are loaded once, with the
 * socket client (after the first screen) or with the first message, never with the entry: what arrives
 * before they are in waits for them, in order.
 */
import type * as FeedsModule from '@/api/feeds';
import type { PushMessage, SocketManager } from './socket';

/** The payload mappers and readers (src/api/feeds.ts), handed to the codecs. */
export type FamilyFeeds = typeof FeedsModule;
type Route = (payload: unknown, feeds: FamilyFeeds) => Iterable<PushMessage>;

/**
 * How a channel family meets the wire. `prefix` names its channels (`prefix` or `prefix:<key>`);
 * `decode` reads our `push` data with the readers it is given (undefined: dropped); `events` maps the
 * family's server events to pushes on its channels, with values already decoded by the mappers.
 */
export interface ChannelCodec<T = unknown> {
  prefix: string;
  decode(data: unknown, channel: string, feeds: FamilyFeeds): T | undefined;
  events?: Record<string, (payload: unknown, feeds: FamilyFeeds) => Iterable<{ channel: string; data: T }>>;
}

export const codecs = new Map<string, ChannelCodec>();
export const routes = new Map<string, Route[]>();
/** Called with every event a newly registered family routes (live connections start listening to it). */
export const onNewEvent = new Set<(event: string) => void>();

let familyFeeds: FamilyFeeds | null = null;
let familyFeedsLoading: Promise<FamilyFeeds> | null = null;

/** The mappers, when they have loaded. */
export const familyFeedsLoaded = (): FamilyFeeds | null => familyFeeds;

/** Loads the mappers once; a failed load is tried again with the next message. */
export function loadFamilyFeeds(): Promise<FamilyFeeds> {
  familyFeedsLoading ??= import('@/api/feeds').then(
    (feeds) => (familyFeeds = feeds),
    (error: unknown) => {
      familyFeedsLoading = null;
      throw error;
    },
  );
  return familyFeedsLoading;
}

/** Loads the mappers now (the transports do, with their client; tests and stories before pushing). */
export function preloadFamilyFeeds(): Promise<void> {
  return loadFamilyFeeds().then(() => undefined);
}

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
    return manager.subscribe(channel, cb as (data: unknown) => void);
  };
}

export const prefixOf = (channel: string) => {
  const colon = channel.indexOf(':');
  return colon < 0 ? channel : channel.slice(0, colon);
};
