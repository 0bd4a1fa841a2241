/**
 * For handler tests (MSW in Node): one call as the app makes it — form body, raw token — and its envelope.
 */
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../fixtures/auth';

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
