/*
 * The demo exchange's seeded engines for stories and tests (the server seeds its own store, mocks/server): the
 * Storybook and vitest harnesses (mocks/browser.ts, mocks/node.ts) and engine tests import these from here.
 */
export { createDemoEngine, seededMemoryStore } from './seed';
