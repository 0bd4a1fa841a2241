import { atom } from 'jotai';

/** Calls pending for longer than the loading delay (800 ms): drives the global loading indicator. */
export const slowCallsAtom = atom(0);
