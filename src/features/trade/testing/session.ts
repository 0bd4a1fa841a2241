/**
 * A signed-in trader for page stories, on the story's own fresh demo exchange (the preview resets it before each
 * story): the seeded demo@example.com, under a fixed token so `parameters.session` can name it. With `demo`,
 * the session is the user's demo twin instead (created and funded by the engine), and this device remembers the
 * real account it came from (the account switch needs it to go back).
 */
import { getEngine } from '@mocks/browser';
import type { UserProfile } from '@/state/session';
import { DEMO_OWNERS_KEY } from '../state';

export const STORY_TOKEN = 'story-trader-token';

/** The seeded user is the engine's first; its demo twin comes after the seeded users. */
export const storyTrader: UserProfile = { id: 1, account: 'demo@example.com', email: 'demo@example.com', nickname: 'Demo Trader', is_demo: false };
export const storyDemoTrader: UserProfile = { ...storyTrader, id: 3, is_demo: true };

export const traderSession = { token: STORY_TOKEN, user: storyTrader };
export const demoTraderSession = { token: STORY_TOKEN, user: storyDemoTrader };

const WEEK = 7 * 24 * 3600_000;

/** Opens the session (call from a story's `beforeEach`); resolves the engine, for stories that place orders. */
export async function openStorySession({ demo = false } = {}) {
  const engine = await getEngine();
  const [user] = engine.ctx.store.list<{ id: number; email: string | null }>('users', { email: 'demo@example.com' });
  if (!user) throw new Error('the demo exchange has no demo@example.com');
  const put = (userId: number) => {
    const now = engine.ctx.clock();
    engine.ctx.store.put('sessions', STORY_TOKEN, { token: STORY_TOKEN, user_id: userId, created_at: now, expires_at: now + WEEK });
  };
  put(user.id);
  if (demo) {
    const twin = engine.trade.demo.create(STORY_TOKEN);
    put(twin.id);
    localStorage.setItem(DEMO_OWNERS_KEY, JSON.stringify({ [twin.id]: user.id }));
  }
  return engine;
}
