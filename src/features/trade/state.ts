import { atomWithStorage } from 'jotai/utils';
import { jsonStorage } from '@/state/storage';

/** Local-storage key of the demo accounts' owners (see `demoOwnersAtom`). */
export const DEMO_OWNERS_KEY = 'trade_demo_owners';

/**
 * Which real account each demo account was reached from (`{ [demoId]: realId }`), stored locally: a demo
 * session learns nothing about its owner from the server, and switching back (`/user/change_account`) needs the
 * owner's id. Written on every switch to a demo account, so it survives a reload of the demo session.
 */
export const demoOwnersAtom = atomWithStorage<Record<string, number>>(DEMO_OWNERS_KEY, {}, jsonStorage<Record<string, number>>(), {
  getOnInit: true,
});
