/**
 * Positions: the signed-in user's contract account, pushed — live P&L, risk, every open position and pending
 * order (`LeverPush`).
 *
 *   useLeverPushLive(): LiveValue<LeverPush | undefined>   the latest push, for live cells (no render per push);
 *       undefined before the first push of this connection's user (show the REST figures meanwhile)
 *   useLeverPushStale(): boolean                            true while the socket is not connected (the last
 *       push is kept, marked stale; re-renders only when that changes)
 *   positionsStore(manager?)                                the store itself: `get()`, `stale`, `subscribe(cb)`
 *
 * Wire: the family's `lever_trade` user event (to the room `login` joined; the demo exchange sends it the same
 * way, `toUser`), read by `toLeverPush` (src/api/wire/trade/feeds.ts), or our `push {channel: 'positions',
 * data}` with the same payload. A push belongs to the user signed in when it came: after a sign-out or an
 * account switch (real ⇄ demo) the previous user's push is no longer answered.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { LeverPush } from '@/api/schemas/trade';
import { toLeverPush } from '@/api/wire/trade/feeds';
import type { LiveValue } from '@/lib/live';
import { perManager } from './connection';
import { codecSubscribe, registerCodec, type ChannelCodec, type SocketManager } from './socket';
import { ChannelStore, FEED_THROTTLE_MS, type Listener } from './store';

export const POSITIONS = 'positions';

export const positionsCodec: ChannelCodec<LeverPush> = {
  prefix: POSITIONS,
  decode: (data) => toLeverPush(data) ?? undefined,
  events: {
    lever_trade: (payload) => {
      const push = toLeverPush(payload);
      return push ? [{ channel: POSITIONS, data: push }] : [];
    },
  },
};
registerCodec(positionsCodec);

interface Held {
  push: LeverPush;
  /** The session's user when it came. */
  uid: number | null;
}

/**
 * The latest push (published at once, then at most every `throttleMs`) and the connection's state. Holds
 * the feed while anyone listens and forgets the push when the last listener leaves.
 */
export class PositionsStore {
  private readonly channel: ChannelStore<Held, LeverPush>;

  constructor(
    private readonly manager: SocketManager,
    throttleMs = FEED_THROTTLE_MS,
  ) {
    this.channel = new ChannelStore<Held, LeverPush>(
      codecSubscribe(manager, positionsCodec),
      (_prev, push) => ({ push, uid: manager.uid }),
      throttleMs,
    );
  }

  /** The latest push for the signed-in user; undefined before the first one (or when it was another user's). */
  get(): LeverPush | undefined {
    const held = this.channel.get(POSITIONS);
    return held && held.uid === this.manager.uid ? held.push : undefined;
  }

  /** The pushed figures may be old: the socket is not connected. */
  get stale(): boolean {
    return this.manager.status !== 'connected';
  }

  /** Hears every publish and every change of the connection (a new session may hide the old push). */
  subscribe(cb: Listener): () => void {
    const off = this.channel.subscribe(POSITIONS, cb);
    const offStatus = this.manager.onStatus(() => cb());
    return () => {
      offStatus();
      off();
    };
  }

  /** Hears changes of the connection only (the feed is not held). */
  subscribeStatus(cb: Listener): () => void {
    return this.manager.onStatus(() => cb());
  }
}

/** The positions store of a socket manager (default: the app's). */
export const positionsStore = perManager((manager: SocketManager) => new PositionsStore(manager));

export function useLeverPushLive(): LiveValue<LeverPush | undefined> {
  const store = positionsStore();
  return useMemo(
    () => ({ get: () => store.get(), subscribe: (cb: Listener) => store.subscribe(cb) }),
    [store],
  );
}

export function useLeverPushStale(): boolean {
  const store = positionsStore();
  const subscribe = useCallback((cb: Listener) => store.subscribeStatus(cb), [store]);
  const get = () => store.stale;
  return useSyncExternalStore(subscribe, get, get);
}
