import { atom, useAtomValue } from 'jotai';
import type { SocketStatus } from './socket';

/** Connection state: pages mark live data stale while this is not 'connected'. */
export const socketStatusAtom = atom<SocketStatus>('connecting');
export const isStaleAtom = atom((get) => get(socketStatusAtom) !== 'connected');

/** True while the socket is not connected (live values keep their last state meanwhile). */
export function useMarketStale(): boolean {
  return useAtomValue(isStaleAtom);
}
