// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoUser } from '../fixtures/auth';
import { installTestEngine, server } from '../node';
import { CLIENT_ADDRESS_HEADER, clientOf, isLoopback, readParams } from './_util';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await installTestEngine();
});
afterAll(() => server.close());

describe('readParams', () => {
  it('turns a failing multipart body into a parameter error', async () => {
    const request = new Request('http://localhost/api/x', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=nope' },
      body: 'not multipart at all',
    });
    await expect(readParams(request)).rejects.toMatchObject({ key: 'error.param' });
  });

  it('reads a well-formed multipart body', async () => {
    const form = new FormData();
    form.append('a', '1');
    form.append('file', new Blob(['x']), 'f.jpg');
    const params = await readParams(
      new Request('http://localhost/api/x?lang=vi', { method: 'POST', body: form }),
    );
    expect(params.a).toBe('1');
    expect(params.lang).toBe('vi');
    expect(params.file).toBeInstanceOf(File);
  });
});

describe('client addresses', () => {
  it('reads the address the server sets, and knows loopback', () => {
    expect(
      clientOf(new Request('http://x', { headers: { [CLIENT_ADDRESS_HEADER]: '::ffff:10.0.0.1' } })),
    ).toBe('::ffff:10.0.0.1');
    expect(clientOf(new Request('http://x'))).toBeUndefined();
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect(isLoopback(a), a).toBe(true);
    for (const a of ['10.0.0.1', '::ffff:192.168.1.2', '1127.0.0.1', '', undefined])
      expect(isLoopback(a), String(a)).toBe(false);
  });

  it('refuses the demo inbox to a non-loopback caller', async () => {
    const inbox = (address?: string) =>
      fetch('http://localhost/api/demo/inbox?to=demo@example.com', {
        headers: address ? { [CLIENT_ADDRESS_HEADER]: address } : {},
      }).then((r) => r.status);
    expect(await inbox()).toBe(200);
    expect(await inbox('127.0.0.1')).toBe(200);
    expect(await inbox('198.51.100.4')).toBe(404);
  });
});

describe('limits over HTTP', () => {
  it('says how long to wait, in the request language and as Retry-After', async () => {
    const attempt = () =>
      fetch('http://localhost/api/user/login', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ user_string: demoUser.user_string, password: 'wrong-one', lang: 'spa' }),
      });
    for (let i = 0; i < 4; i++)
      expect((await (await attempt()).json()).message).toBe(
        (await import('../../locales/spa/server-auth.json')).default['error.loginFailed'],
      );
    const locked = await attempt();
    expect(locked.status).toBe(200);
    expect(locked.headers.get('retry-after')).toBe('900');
    expect(await locked.json()).toEqual({
      type: 'error',
      message: 'Demasiados intentos, inténtelo de nuevo en 15 min',
    });
    const right = await fetch('http://localhost/api/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ user_string: demoUser.user_string, password: DEMO_PASSWORD }),
    });
    expect((await right.json()).type).toBe('error');
  }, 20_000);
});
