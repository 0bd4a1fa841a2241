import { atom, useAtomValue } from 'jotai';
import type { SocketStatus } from './socket';

/**
 * Connection state: pages mark live data stale while the socket is trying again or down — not while the
 * first connection is being made at launch (the REST snapshot on screen is current; a "reconnecting" mark
 * that appears and goes at every launch would only move the page). RealtimeBridge ends that grace period.
 */
export const socketStatusAtom = atom<SocketStatus>('starting');
export const isStaleAtom = atom((get) => {
  const status = get(socketStatusAtom);
  return status === 'connecting' || status === 'disconnected';
});

/** True while the socket is not connected (live values keep their last state meanwhile). */
export function useMarketStale(): boolean {
  return useAtomValue(isStaleAtom);
}
