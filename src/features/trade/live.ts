/**
 * The trade screens' door to the user feeds (`@/realtime/trade`: `lever_trade` positions and `closed_microorder`
 * settlements): the rest of the feature sees only `PositionFeed` and a settlement listener.
 */
import { useEffect, useMemo } from 'react';
import type { LeverOrder, LeverPush, LeverRisk, MicroSettlement } from '@/api/schemas/trade';
import { mapLive, type LiveValue } from '@/lib/live';
import { useLatest } from '@/ui/_shared';
import { onMicroOrderClosed, useLeverPushLive, useLeverPushStale } from '@/realtime/trade';

/** Live figures of the user's open positions, for the live cells (see `PositionCard`). */
export interface PositionFeed {
  /** The latest pushed positions by id (undefined until the first push). */
  byId: LiveValue<ReadonlyMap<number, LeverOrder> | undefined>;
  /** The account's risk figures of the latest push. */
  risk: LiveValue<LeverRisk | undefined>;
  /** The feed is not live: figures may be old (the cards say so and fall back to the REST figures). */
  stale: boolean;
}

const indexes = new WeakMap<LeverPush, ReadonlyMap<number, LeverOrder>>();

/** A push's positions by id, built once per push (every card reads the same map). */
function indexOf(push: LeverPush | undefined): ReadonlyMap<number, LeverOrder> | undefined {
  if (!push) return undefined;
  let index = indexes.get(push);
  if (!index) {
    index = new Map(push.positions.map((p) => [p.id, p]));
    indexes.set(push, index);
  }
  return index;
}

/** A `PositionFeed` over any source of pushes (the socket's, or a story's). */
export function positionFeedOf(live: LiveValue<LeverPush | undefined>, stale: boolean): PositionFeed {
  return {
    byId: mapLive(live, indexOf),
    // a push is a LeverRisk itself: the same object until the next push
    risk: mapLive(live, (p): LeverRisk | undefined => p),
    stale,
  };
}

/** The signed-in user's position feed (`lever_trade`). Stable while the feed's stale state is unchanged. */
export function usePositionFeed(): PositionFeed {
  const live = useLeverPushLive();
  const stale = useLeverPushStale();
  return useMemo(() => positionFeedOf(live, stale), [live, stale]);
}

/** Calls `listener` with every seconds order the server settles while mounted (`order` null: only its id came). */
export function useMicroOrderClosed(listener: (settlement: MicroSettlement) => void) {
  const latest = useLatest(listener);
  useEffect(() => onMicroOrderClosed((settlement) => latest.current(settlement)), [latest]);
}
