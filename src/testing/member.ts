/**
 * Signed-in people for the identity, invite and info stories and tests, on the story's (or test's) own fresh demo
 * exchange: the seeded demo@example.com (level 1 approved at seeding), or a member created on the spot (not
 * verified, optionally invited by someone) or the demo user's demo twin (no phone, no e-mail), all under one fixed token so
 * `parameters.session` can name it.
 */
import type { Engine } from '@mocks/engine';
import { DUMMY_PASSWORD_HASH } from '@mocks/engine/core';
import type { UserDoc } from '@mocks/engine/auth';
import { SESSION_TTL_MS } from '@mocks/engine/auth/sessions';
import type { UserProfile } from '@/state/session';

export const MEMBER_TOKEN = 'identity-story-token';

/** What the app keeps of the signed-in user (display only: the pages read everything else from the server). */
export const memberProfile: UserProfile = {
  id: 1,
  account: 'demo@example.com',
  email: 'demo@example.com',
  nickname: 'Demo Trader',
  is_demo: false,
};
export const memberSession = { token: MEMBER_TOKEN, user: memberProfile };

/** The seeded demo user's id. */
export function demoUserId(engine: Engine): number {
  const [user] = engine.ctx.store.list<UserDoc>('users', { email: 'demo@example.com' });
  if (!user) throw new Error('the demo user is not seeded');
  return user.id;
}

/** Opens `MEMBER_TOKEN` as a live session of `userId` (default: the demo user). */
export function openMemberSession(engine: Engine, userId = demoUserId(engine)): void {
  const now = engine.ctx.clock();
  engine.ctx.store.put('sessions', MEMBER_TOKEN, {
    token: MEMBER_TOKEN,
    user_id: userId,
    created_at: now,
    expires_at: now + SESSION_TTL_MS,
  });
}

export interface NewMember {
  email: string;
  /** The member's own invite code (fixed, so screenshots repeat). */
  code: string;
  /** Who invited the member. */
  parent?: number;
  /** USDT credited to the spot account. */
  usdt?: string;
}

/** Creates a member on the engine (not verified); resolves its id and a session token of its own. */
export function createMember(engine: Engine, m: NewMember): { id: number; token: string } {
  const user = engine.user.createAccount({
    type: 'email',
    email: m.email,
    password_hash: DUMMY_PASSWORD_HASH,
    nickname: m.email.split('@')[0],
    extension_code: m.code,
    parent_id: m.parent ?? null,
  });
  if (m.usdt) engine.ledger.credit({ user: user.id, account: 'change', currency: 3, amount: m.usdt, reason: 'deposit' });
  return { id: user.id, token: engine.user.openSession(user.id) };
}

/** The demo user's demo twin: an account with neither a phone nor an e-mail address (decision 74). */
export function demoTwinId(engine: Engine): number {
  return engine.trade.demo.create(engine.user.openSession(demoUserId(engine))).id;
}

/** The fields of an acceptable level-1 submission, as `/user/real` takes them. */
export const LEVEL1 = {
  real_type: '1',
  name: 'Sam Taylor',
  card_id: 'X7654321',
  nationality: 'GB',
  id_type: '0',
  front_pic: '/upload/sample-id.png',
  reverse_pic: '/upload/sample-id.png',
  hand_pic: '/upload/sample-id.png',
};

/** The fields of an acceptable level-2 submission. */
export const LEVEL2 = {
  real_type: '2',
  front_pic: '/upload/sample-id.png',
  reverse_pic: '/upload/sample-id.png',
  relatives: 'Robin Taylor',
  relationship: 'Sister',
  relatives_phone: '+44 7700 900123',
  relatives_address: '1 High Street, London',
};

/** A 1 × 1 PNG (real bytes: the demo's upload sniffs the type). */
export const PHOTO_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** `PHOTO_PNG` as a file for an upload field. */
export function photoFile(name = 'id.png'): File {
  const bytes = Uint8Array.from(atob(PHOTO_PNG), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}
