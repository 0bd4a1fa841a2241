/*
 * The engine core's test and story seams. Tests, fixtures and the demo exchange's Storybook and vitest harnesses
 * (mocks/browser.ts, mocks/node.ts) import these from here; the engine and the server never do.
 */
/* A clock tests move by hand. */
export { createManualClock } from './clock';
/* The PBKDF2 cost new hashes are made at: the unit suite lowers it (tests/password-cost.ts). */
export { passwordCost, setPasswordCost } from './crypto';

/** The areas with a `server-<area>.json` of their own, in the order `messages.ts` merges them. */
export const SERVER_TEXT_AREAS = ['common', 'auth', 'market', 'wallet', 'trade', 'identity', 'invite', 'messages'] as const;
