// @vitest-environment jsdom
/** The demo-account calls (ours: the family has none). Their shapes are read defensively. */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerCall } from '@/testing/calls';
import { ok } from '@/testing/envelopes';
import { configureApi } from '../client';
import { createDemoAccount, resetDemoAccount, switchAccount } from '.';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() =>
  configureApi({ getToken: () => 'tok', getLang: () => 'en', onError: () => {}, onSessionInvalid: () => {} }),
);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('demo account calls', () => {
  it('create: sends the real user’s id when known; reads `{user_id, is_demo}`, `{id}` or the bare id', async () => {
    const sent = answerCall(server, 'post', 'user/demo_account', ok({ user_id: 1007, is_demo: 1 }));
    await expect(createDemoAccount(7)).resolves.toEqual({ userId: 1007 });
    await createDemoAccount();
    expect(sent).toEqual([{ user_id: '7' }, {}]);
    for (const message of [{ id: '1007' }, 1007, '1007']) {
      server.resetHandlers();
      answerCall(server, 'post', 'user/demo_account', ok(message));
      await expect(createDemoAccount(7), JSON.stringify(message)).resolves.toEqual({ userId: 1007 });
    }
    for (const message of ['', 'created', { user_id: 0 }, { user_id: 'x' }, null, true]) {
      server.resetHandlers();
      answerCall(server, 'post', 'user/demo_account', ok(message));
      await expect(createDemoAccount(7), JSON.stringify(message)).rejects.toMatchObject({ kind: 'invalid' });
    }
  });

  it('switch: the new session’s token and account, or a bare token for the account asked for', async () => {
    const sent = answerCall(
      server,
      'post',
      'user/change_account',
      ok({ token: 'a'.repeat(32), user_id: '1007', is_demo: 1 }),
    );
    await expect(switchAccount(1007)).resolves.toEqual({ token: 'a'.repeat(32), userId: 1007, isDemo: true });
    expect(sent).toEqual([{ user_id: '1007' }]);
    server.resetHandlers();
    answerCall(server, 'post', 'user/change_account', ok('b'.repeat(32)));
    await expect(switchAccount(7)).resolves.toEqual({ token: 'b'.repeat(32), userId: 7, isDemo: false });
    server.resetHandlers();
    answerCall(server, 'post', 'user/change_account', ok({ token: 'c', is_demo: '0' }));
    await expect(switchAccount(7)).resolves.toEqual({ token: 'c', userId: 7, isDemo: false });
    server.resetHandlers();
    answerCall(server, 'post', 'user/change_account', ok({ user_id: 7 }));
    await expect(switchAccount(7)).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('reset: the account id; resolves the confirmation text', async () => {
    const sent = answerCall(server, 'post', 'user/reset_account', ok('Reset'));
    await expect(resetDemoAccount(1007)).resolves.toBe('Reset');
    expect(sent).toEqual([{ user_id: '1007' }]);
  });
});
