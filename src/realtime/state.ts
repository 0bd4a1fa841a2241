import { atom } from 'jotai';
import type { SocketStatus } from './socket';

/** Connection state: pages mark live data stale while this is not 'connected'. */
export const socketStatusAtom = atom<SocketStatus>('connecting');
export const isStaleAtom = atom((get) => get(socketStatusAtom) !== 'connected');
