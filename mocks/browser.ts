/**
 * The demo exchange in the browser (Storybook): MSW service worker + an engine on a memory store.
 *
 * `.storybook/preview.tsx` uses `addonMsw(startWorker)` and `beforeEach: resetDemoExchange`, so every
 * story starts from the same seeded state. The clock starts at 2026-11-01 08:00 UTC and runs with real
 * time (`frozen: true` stops it); the RNG is seeded, so codes, tokens and invite codes repeat from run
 * to run. A TOTP code for the seeded `totp@example.com`: `totp(TOTP_USER_SECRET, engine.ctx.clock())`
 * (the engine's clock, not the wall clock).
 */
import { setupWorker, type SetupWorker, type StartOptions } from 'msw/browser';
import { createEngine, createRunningClock, DEMO_CLOCK_START, seededRng, type Engine } from './engine';
import { handlers, setEngine } from './handlers';
import { seedEngine } from './seed';
import { seededMemoryStore } from './testing';

export const BROWSER_CLOCK_START = DEMO_CLOCK_START;
export const BROWSER_RNG_SEED = 2026;

export interface BrowserEngineOptions {
  /** Stop the clock at its start (for screenshots that show server times). */
  frozen?: boolean;
  start?: number;
  seed?: number;
}

/** A fresh seeded engine on its own memory store. */
export async function createBrowserEngine(options: BrowserEngineOptions = {}): Promise<Engine> {
  const start = options.start ?? BROWSER_CLOCK_START;
  return seedEngine(
    createEngine({
      store: await seededMemoryStore(start, options.seed ?? BROWSER_RNG_SEED),
      clock: options.frozen ? () => start : createRunningClock(start),
      rng: seededRng(options.seed ?? BROWSER_RNG_SEED),
      log: (line) => console.info(line),
    }),
  );
}

/** Whether this module has installed an engine yet (in the browser, nothing else installs one). */
let installed = false;

/** Installs a fresh engine for the handlers: every story (or test) starts from the seeded state. */
export function resetDemoExchange(options: BrowserEngineOptions = {}): Promise<Engine> {
  const engine = createBrowserEngine(options);
  setEngine(engine);
  installed = true;
  return engine;
}

let started: Promise<SetupWorker> | undefined;

/**
 * Creates and starts the service worker once (later calls return the same promise) and installs an
 * engine if none is. The setup function for `addonMsw(startWorker)` (msw-storybook-addon 3). The worker
 * is created here, not at import, so this module also loads where there is no service worker (jsdom).
 */
export function startWorker(options: StartOptions = {}): Promise<SetupWorker> {
  if (!installed) void resetDemoExchange();
  started ??= (async () => {
    await dropStaleRegistrations();
    const worker = setupWorker(...handlers);
    await worker.start({
      quiet: true,
      // Storybook's own module and asset requests go through the worker too: let them pass silently.
      onUnhandledRequest: 'bypass',
      ...options,
    });
    return worker;
  })();
  return started;
}

/**
 * msw reloads the page when its worker is registered but does not control the page (a page opened while
 * an earlier page's worker was still activating, as in a browser context the story runner reuses): a
 * reload in the middle of a story pass. Such a registration is dropped instead, so msw registers afresh
 * and takes this page without reloading it.
 */
async function dropStaleRegistrations() {
  const sw = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!sw || sw.controller) return;
  const registrations = await sw.getRegistrations();
  await Promise.all(registrations.map((r) => r.unregister()));
}

export { handlers, setEngine } from './handlers';
export { getEngine } from './handlers/_util';
export { seedEngine } from './seed';
