// @vitest-environment jsdom
// Storybook's side of the demo exchange; jsdom has no service worker, so only the engine part runs here.
import { describe, expect, it } from 'vitest';
import { BROWSER_CLOCK_START, getEngine, resetDemoExchange } from './browser';

describe('resetDemoExchange', () => {
  it('gives every story the same seeded state, isolated from the previous story', async () => {
    const first = await resetDemoExchange({ frozen: true });
    expect(await getEngine()).toBe(first);
    first.user.sendEmailCode({ user_string: 'story@example.com' });
    const token = await first.user.login({ user_string: 'demo@example.com', password: 'demo1234' });

    const second = await resetDemoExchange({ frozen: true });
    expect(await getEngine()).toBe(second);
    expect(() => second.user.info(token)).toThrow(expect.objectContaining({ kind: '999' }));
    expect(second.codes.inbox('story@example.com')).toEqual([]);
    expect(second.ctx.store.list('users')).toHaveLength(2);
    expect(second.ctx.clock()).toBe(BROWSER_CLOCK_START);

    // Same seed, same state: the first draw of each world is the same code.
    second.user.sendEmailCode({ user_string: 'story@example.com' });
    expect(second.codes.inbox('story@example.com')[0]!.code).toBe(
      first.codes.inbox('story@example.com')[0]!.code,
    );
  });
});
