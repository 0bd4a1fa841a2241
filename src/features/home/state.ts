import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { jsonStorage } from '@/state/storage';

/** Local-storage key of the notices the user has closed (the home feature's own). */
export const SEEN_NOTICES_KEY = 'home_seen_notices';

/** How many closed notice ids are remembered (the newest); older ones are long replaced on the server. */
export const SEEN_NOTICES_MAX = 20;

/**
 * The ids of the home notices (`/news/index_pop`) the user has closed, newest last, stored locally: each
 * notice shows once, across reloads, and a new notice (a new id) shows again.
 */
export const seenNoticesAtom = atomWithStorage<number[]>(SEEN_NOTICES_KEY, [], jsonStorage<number[]>(), { getOnInit: true });

/** Remembers a notice as seen (closed). */
export const markNoticeSeenAtom = atom(null, (get, set, id: number) => {
  const seen = get(seenNoticesAtom);
  const list = Array.isArray(seen) ? seen.filter((x) => x !== id) : [];
  set(seenNoticesAtom, [...list, id].slice(-SEEN_NOTICES_MAX));
});

/** Local-storage key of how many quick links home showed last. */
export const QUICK_LINK_COUNT_KEY = 'home_quick_links';

/**
 * How many quick links home showed last (8 before the first time): while the menu loads, as many placeholder
 * cells hold the grid's place, so the links arriving push nothing down (a repeat visit paints from the service
 * worker well before the menu's answer).
 */
export const quickLinkCountAtom = atomWithStorage<number>(QUICK_LINK_COUNT_KEY, 8, jsonStorage<number>(), { getOnInit: true });
