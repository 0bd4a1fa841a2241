// @vitest-environment node
/** Identity verification: the levels' order, the timed review, rejection and redo (docs/decisions.md, Identity). */
import { beforeEach, describe, expect, it } from 'vitest';
import { createContext, DUMMY_PASSWORD_HASH, EngineError, seededRng } from '../core';
import { tradeHarness, type TradeHarness } from '../trade/trade.fixture';
import { REVIEW_DELAY_MS } from '../../fixtures/identity';
import { createIdentityArea, type IdentityArea } from '.';

let h: TradeHarness;
let identity: IdentityArea;
let alice: { id: number; token: string };

const photos = { front_pic: '/upload/a.png', reverse_pic: '/upload/b.png', hand_pic: '/upload/c.jpg' };
const level1 = (fields: Record<string, string> = {}) => ({
  real_type: '1',
  name: 'Alice Example',
  card_id: 'x1234567',
  nationality: 'gb',
  id_type: '1',
  ...photos,
  ...fields,
});
const level2 = (fields: Record<string, string> = {}) => ({
  real_type: '2',
  front_pic: '/upload/d.png',
  reverse_pic: '/upload/e.png',
  relatives: 'Bob Example',
  relationship: 'Brother',
  relatives_phone: '+44 7700 900123',
  relatives_address: '1 High Street, London',
  ...fields,
});

function failure(fn: () => unknown): { key: string; kind: string } {
  try {
    fn();
  } catch (error) {
    if (error instanceof EngineError) return { key: error.key, kind: error.kind };
    throw error;
  }
  throw new Error('expected a failure');
}

beforeEach(() => {
  h = tradeHarness();
  // the harness keeps its context to itself: one over the same store and clock
  const ctx = createContext({ store: h.store, clock: h.clock, rng: seededRng(1) });
  identity = createIdentityArea(ctx, { user: h.user });
  alice = h.newUser();
});

describe('level 1', () => {
  it('is under review, then approved once the delay has passed on the clock', () => {
    identity.submit(alice.token, level1());
    expect(identity.state(alice.token).level1).toMatchObject({ status: 1, data: { card_id: 'X1234567', nationality: 'GB' } });
    expect(h.user.userById(alice.id)!.real_name_status).toBe(1);
    h.clock.advance(REVIEW_DELAY_MS - 1);
    expect(identity.state(alice.token).level1!.status).toBe(1);
    h.clock.advance(1);
    expect(identity.state(alice.token).level1!.status).toBe(2);
    expect(h.user.userById(alice.id)!.real_name_status).toBe(2);
    expect(identity.verifiedLevel(alice.id)).toBe(1);
  });

  it('cannot be sent twice while under review, nor after approval', () => {
    identity.submit(alice.token, level1());
    expect(failure(() => identity.submit(alice.token, level1())).key).toBe('identity.error.underReview');
    h.clock.advance(REVIEW_DELAY_MS);
    expect(failure(() => identity.submit(alice.token, level1())).key).toBe('identity.error.alreadyVerified');
  });

  it('is rejected with its reason kept, and may be redone', () => {
    identity.submit(alice.token, level1({ name: 'Reject Me' }));
    h.clock.advance(REVIEW_DELAY_MS);
    expect(identity.state(alice.token).level1).toMatchObject({ status: 3, reason: 'identity.reason.unclear' });
    expect(h.user.userById(alice.id)!.real_name_status).toBe(3);
    identity.submit(alice.token, level1());
    expect(identity.state(alice.token).level1).toMatchObject({ status: 1, reason: null });
  });

  it('refuses a document already verified on another account', () => {
    identity.submit(alice.token, level1());
    h.clock.advance(REVIEW_DELAY_MS);
    const bob = h.newUser();
    identity.submit(bob.token, level1({ name: 'Bob Other' }));
    h.clock.advance(REVIEW_DELAY_MS);
    expect(identity.state(bob.token).level1).toMatchObject({ status: 3, reason: 'identity.reason.duplicate' });
  });

  it.each([
    [{ name: ' ' }, 'identity.error.incomplete'],
    [{ card_id: 'AB 12*34' }, 'identity.error.cardId'],
    [{ nationality: 'GBR' }, 'identity.error.nationality'],
    [{ id_type: '5' }, 'identity.error.idType'],
    [{ hand_pic: 'https://evil.example/x.png' }, 'identity.error.photo'],
    [{ front_pic: '' }, 'identity.error.photo'],
  ])('refuses %o', (fields, key) => {
    expect(failure(() => identity.submit(alice.token, level1(fields))).key).toBe(key);
  });

  it('a zero delay decides at once', () => {
    identity.configure({ reviewDelayMs: 0 });
    identity.submit(alice.token, level1());
    expect(identity.state(alice.token).level1!.status).toBe(2);
  });

  it('needs a phone or an e-mail address bound', () => {
    // a demo twin has neither (decision 62)
    const doc = h.user.createAccount({ type: 'email', email: 'twin@example.test', password_hash: DUMMY_PASSWORD_HASH });
    h.user.saveUser({ ...doc, email: null, phone: null, is_demo: true });
    const token = h.user.openSession(doc.id);
    expect(failure(() => identity.submit(token, level1())).key).toBe('identity.error.contactRequired');
    expect(identity.state(token).contact_bound).toBe(false);
  });
});

describe('level 2', () => {
  it('needs an approved level 1 first', () => {
    expect(failure(() => identity.submit(alice.token, level2())).key).toBe('identity.error.level1First');
    identity.submit(alice.token, level1());
    expect(failure(() => identity.submit(alice.token, level2())).key).toBe('identity.error.level1First');
  });

  it('is reviewed like level 1 and raises the verified level to 2', () => {
    identity.submit(alice.token, level1());
    h.clock.advance(REVIEW_DELAY_MS);
    identity.submit(alice.token, level2());
    expect(identity.state(alice.token).level2!.status).toBe(1);
    h.clock.advance(REVIEW_DELAY_MS);
    expect(identity.verifiedLevel(alice.id)).toBe(2);
    expect(h.user.userById(alice.id)!.real_name_status).toBe(2);
  });

  it('refuses a malformed relative phone, and rejects a relative the reviewer cannot confirm', () => {
    identity.configure({ reviewDelayMs: 0 });
    identity.submit(alice.token, level1());
    expect(failure(() => identity.submit(alice.token, level2({ relatives_phone: 'call me' }))).key).toBe(
      'identity.error.phone',
    );
    identity.submit(alice.token, level2({ relatives: 'reject this' }));
    expect(identity.state(alice.token).level2).toMatchObject({ status: 3, reason: 'identity.reason.relative' });
  });
});

it('requireVerified answers 998 until level 1 is approved', () => {
  expect(failure(() => identity.requireVerified(alice.id))).toEqual({ key: 'identity.error.verifyRequired', kind: '998' });
  identity.configure({ reviewDelayMs: 0 });
  identity.submit(alice.token, level1());
  expect(() => identity.requireVerified(alice.id)).not.toThrow();
});
