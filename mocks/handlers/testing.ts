/**
 * For handler tests (MSW in Node): one call as the app makes it — form body, raw token — and its envelope; and the
 * set-up of a suite that calls as the seeded demo user.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { Engine } from '../engine';
import { DEMO_PASSWORD } from '../fixtures/auth';
import { installTestEngine, server, type ManualClock } from '../node';

const API = 'http://localhost/api';

// Envelopes are read loosely here: the assertions themselves state the expected shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;

export async function call(method: string, path: string, body: Record<string, string> = {}, auth?: string) {
  const headers: Record<string, string> = {};
  if (auth) headers.Authorization = auth;
  let url = `${API}${path}`;
  let payload: string | undefined;
  if (method === 'GET') url += `?${new URLSearchParams(body)}`;
  else {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(body).toString();
  }
  const response = await fetch(url, { method, headers, body: payload });
  expect(response.status).toBe(200);
  return (await response.json()) as { type: string; message: Loose };
}

/** Signs the seeded demo user in; resolves the token. */
export async function signInDemoUser(): Promise<string> {
  return (await call('POST', '/user/login', { user_string: 'demo@example.com', password: DEMO_PASSWORD })).message as string;
}

/**
 * A suite's set-up for calls as the seeded demo user: MSW listens (an unhandled request fails the test), and each
 * test gets a fresh engine with a manual clock and the user signed in. Call it once at the top of the file; read
 * `engine`, `clock` and `token` inside the tests (they are the current test's), and call as the user with `as`.
 */
export function demoUserSuite() {
  let current: { engine: Engine; clock: ManualClock; token: string } | undefined;
  const now = () => {
    if (!current) throw new Error('demoUserSuite: read inside a test, after its set-up');
    return current;
  };
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(async () => {
    const { engine, clock } = await installTestEngine();
    current = { engine, clock, token: await signInDemoUser() };
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return {
    get engine() {
      return now().engine;
    },
    get clock() {
      return now().clock;
    },
    get token() {
      return now().token;
    },
    /** One call as the signed-in user. */
    as: (method: string, path: string, body: Record<string, string> = {}) => call(method, path, body, now().token),
  };
}
