/**
 * Identity area (KYC): `GET /real/state` and `POST /user/real`. Level 1 (name, document, three photos) and,
 * once level 1 is approved, level 2 (two photos and a relative). A submission waits for the demo review, which
 * decides `reviewDelayMs` after it on the engine clock (approve, or reject with a reason kept for the user).
 * Nothing runs on a timer: every read settles what is due, so a manual clock moved past the delay (stories,
 * vitest) or the wall clock (the Node server) decides it. The user's `real_name_status` mirrors level 1.
 *
 *   rules.ts   reading and refusing the fields of each level
 *
 * Collection: `identity_kyc` / `<user_id>:<level>` → KycDoc.
 */
import { DEMO_REJECT_WORD, REVIEW_DELAY_MS } from '../../fixtures/identity';
import { EngineError, fail, type EngineContext, type ServerKey } from '../core';
import type { UserArea, UserDoc } from '../auth';
import { type LEVEL1_FIELDS, type LEVEL2_FIELDS, readLevel1, readLevel2, type Level1Data, type Level2Data } from './rules';

export { LEVEL1_FIELDS, LEVEL2_FIELDS } from './rules';

const KYC = 'identity_kyc';

/** 0 not submitted, 1 under review, 2 approved, 3 rejected (redo). */
export type KycStatus = 0 | 1 | 2 | 3;

export interface KycDoc {
  user_id: number;
  level: 1 | 2;
  status: 1 | 2 | 3;
  data: Level1Data | Level2Data;
  submitted_at: number;
  /** When the review decides (submitted_at + the delay then in force). */
  due_at: number;
  decided_at: number | null;
  /** Why it was refused (a message key, translated when read). */
  reason: ServerKey | null;
}

/** `GET /real/state`, in the engine's terms (the handler encodes it). */
export interface KycState {
  level1: KycDoc | null;
  level2: KycDoc | null;
  /** The user has an e-mail address or a phone number bound (required before verifying). */
  contact_bound: boolean;
}

type Input<K extends string> = Partial<Record<K, string>>;

export function createIdentityArea(ctx: EngineContext, deps: { user: UserArea }) {
  const { store, clock } = ctx;
  const { user: users } = deps;
  let reviewDelayMs = REVIEW_DELAY_MS;

  const key = (userId: number, level: 1 | 2) => `${userId}:${level}`;
  const read = (userId: number, level: 1 | 2) => store.get<KycDoc>(KYC, key(userId, level));

  /** The demo reviewer: a document number verified on another account, or the demo's reject word, refuses. */
  function verdict(doc: KycDoc): ServerKey | null {
    if (doc.level === 1) {
      const data = doc.data as Level1Data;
      const same = (d: KycDoc) => d.level === 1 && d.user_id !== doc.user_id && (d.data as Level1Data).card_id === data.card_id;
      // an earlier submission of the same document is decided first
      for (const d of store.list<KycDoc>(KYC, (d) => same(d) && d.status === 1 && d.due_at < doc.due_at)) settle(d.user_id);
      const taken = store.list<KycDoc>(
        KYC,
        (d) => same(d) && d.status === 2,
      );
      if (taken.length) return 'identity.reason.duplicate';
      if (data.name.toLowerCase().startsWith(DEMO_REJECT_WORD)) return 'identity.reason.unclear';
    } else if ((doc.data as Level2Data).relatives.toLowerCase().startsWith(DEMO_REJECT_WORD)) {
      return 'identity.reason.relative';
    }
    return null;
  }

  function mirror(userId: number, status: KycStatus) {
    const user = users.userById(userId);
    if (user && user.real_name_status !== status) users.saveUser({ ...user, real_name_status: status });
  }

  /** Decides the user's submissions whose review is due. */
  function settle(userId: number, now = clock()) {
    for (const level of [1, 2] as const) {
      const doc = read(userId, level);
      if (!doc || doc.status !== 1 || doc.due_at > now) continue;
      store.transaction(() => {
        const reason = verdict(doc);
        store.put<KycDoc>(KYC, key(userId, level), { ...doc, status: reason ? 3 : 2, reason, decided_at: now });
        if (level === 1) mirror(userId, reason ? 3 : 2);
      });
    }
  }

  const contactBound = (user: UserDoc) => Boolean(user.email || user.phone);

  function stateOf(user: UserDoc): KycState {
    settle(user.id);
    return { level1: read(user.id, 1) ?? null, level2: read(user.id, 2) ?? null, contact_bound: contactBound(user) };
  }

  /** The user's verified level (0, 1 or 2), for areas that ask for verification (`998` when too low). */
  function verifiedLevel(userId: number): 0 | 1 | 2 {
    settle(userId);
    if (read(userId, 1)?.status !== 2) return 0;
    return read(userId, 2)?.status === 2 ? 2 : 1;
  }

  return {
    /** `GET /real/state`. */
    state: (token: string | undefined): KycState => stateOf(users.requireUser(token)),

    /** `POST /user/real {real_type, …}`: a new submission (or a redo after a rejection), under review. */
    submit(token: string | undefined, input: Input<'real_type' | (typeof LEVEL1_FIELDS)[number] | (typeof LEVEL2_FIELDS)[number]>) {
      const user = users.requireUser(token);
      settle(user.id);
      if (!contactBound(user)) fail('identity.error.contactRequired');
      const type = (input.real_type ?? '').trim();
      if (type !== '1' && type !== '2') fail('identity.error.realType');
      const level = type === '1' ? 1 : 2;
      if (level === 2 && read(user.id, 1)?.status !== 2) fail('identity.error.level1First');
      const current = read(user.id, level);
      if (current?.status === 1) fail('identity.error.underReview');
      if (current?.status === 2) fail('identity.error.alreadyVerified');
      const data = level === 1 ? readLevel1(input) : readLevel2(input);
      const now = clock();
      store.transaction(() => {
        store.put<KycDoc>(KYC, key(user.id, level), {
          user_id: user.id,
          level,
          status: 1,
          data,
          submitted_at: now,
          due_at: now + reviewDelayMs,
          decided_at: null,
          reason: null,
        });
        if (level === 1) mirror(user.id, 1);
      });
      settle(user.id, now); // a zero delay decides at once
    },

    verifiedLevel,

    /** Throws the `998` envelope (verification required) unless the user has an approved level 1. */
    requireVerified(userId: number) {
      if (verifiedLevel(userId) < 1) throw new EngineError('identity.error.verifyRequired', {}, '998');
    },

    /** The review's delay from now on (the Node server's `KYC_REVIEW_DELAY_MS`; stories and tests). */
    configure(options: { reviewDelayMs?: number }) {
      if (options.reviewDelayMs !== undefined && options.reviewDelayMs >= 0) reviewDelayMs = options.reviewDelayMs;
    },

    /** Seeding: an approved level-1 record written directly (no review). */
    seedApproved(userId: number, data: Level1Data) {
      const now = clock();
      store.put<KycDoc>(KYC, key(userId, 1), {
        user_id: userId,
        level: 1,
        status: 2,
        data,
        submitted_at: now,
        due_at: now,
        decided_at: now,
        reason: null,
      });
      mirror(userId, 2);
    },
  };
}

export type IdentityArea = ReturnType<typeof createIdentityArea>;
