import { setPasswordCost } from '../mocks/engine/core/testing';

/**
 * Unit tests sign in and register hundreds of times: at the production 600 000 PBKDF2 rounds that alone took
 * minutes of the suite. Here every new hash costs 1 000 rounds (a stored hash keeps its own count, so the
 * checks are the same); `mocks/engine/core/crypto.test.ts` holds the production cost, and the server that
 * e2e, the fault suite and `npm start` run never lowers it.
 */
setPasswordCost(1_000);
