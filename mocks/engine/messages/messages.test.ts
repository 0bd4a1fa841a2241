// @vitest-environment node
/** Station messages (issue 30): a user's own messages only, marked read once, and the events that write them. */
import { beforeEach, describe, expect, it } from 'vitest';
import { createContext, EngineError, seededRng, type EngineContext } from '../core';
import { BTC_PAIR, tradeHarness, USDT, type TradeHarness } from '../trade/trade.fixture';
import { depositMessage, liquidationMessage, withdrawalMessage } from './events';
import { MESSAGES_KEPT, type MessageDoc } from './write';
import { createMessagesArea, type MessagesArea } from '.';

let h: TradeHarness;
let ctx: EngineContext;
let messages: MessagesArea;
let alice: { id: number; token: string };
let bob: { id: number; token: string };

beforeEach(() => {
  h = tradeHarness();
  ctx = createContext({ store: h.store, clock: h.clock, rng: seededRng(3) });
  messages = createMessagesArea(ctx, { user: h.user });
  alice = h.newUser([
    { account: 'lever', currency: USDT, amount: '10000' },
    { account: 'micro', currency: USDT, amount: '1000' },
  ]);
  bob = h.newUser();
});

/** The failure's message key (and values). */
const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof EngineError) return error.key;
    throw error;
  }
  throw new Error('expected a failure');
};

const templates = (token: string) => messages.list(token, {}).map((m) => m.template);

describe('reading and marking', () => {
  it("lists only the user's own messages, newest first, each unread until marked", () => {
    const first = messages.write(alice.id, 'welcome');
    h.clock.advance(1000);
    messages.write(bob.id, 'welcome');
    const second = messages.write(alice.id, 'deposit.done', { amount: '250.5', currency: 'USDT' });
    const list = messages.list(alice.token, {});
    expect(list.map((m) => m.id)).toEqual([second.id, first.id]);
    expect(list.every((m) => m.uid === alice.id && m.mark === 1 && m.readtime === null)).toBe(true);
    expect(messages.list(alice.token, { id: String(first.id) })).toEqual([first]);
    expect(messages.firstUnread(alice.token)?.id).toBe(second.id);
  });

  it('marks a message read once: mark 0, the first reading time kept', () => {
    const m = messages.write(alice.id, 'welcome');
    h.clock.advance(5000);
    expect(messages.markRead(alice.token, { id: String(m.id) })).toBe(true);
    const read = messages.list(alice.token, { id: String(m.id) })[0]!;
    expect(read).toMatchObject({ mark: 0, readtime: m.created_at + 5000 });
    h.clock.advance(5000);
    expect(messages.markRead(alice.token, { id: ` ${m.id} ` })).toBe(true);
    expect(messages.list(alice.token, { id: String(m.id) })[0]!.readtime).toBe(read.readtime);
    expect(messages.firstUnread(alice.token)).toBeNull();
  });

  it("refuses someone else's message, and leaves it unread", () => {
    const theirs = messages.write(bob.id, 'welcome');
    expect(failure(() => messages.markRead(alice.token, { id: String(theirs.id) }))).toBe('messages.error.notYours');
    expect(failure(() => messages.list(alice.token, { id: String(theirs.id) }))).toBe('messages.error.notYours');
    expect(messages.list(bob.token, {})[0]).toMatchObject({ id: theirs.id, mark: 1, readtime: null });
  });

  it('an unknown id is a clear error, a malformed or missing one a parameter error', () => {
    messages.write(alice.id, 'welcome');
    expect(failure(() => messages.markRead(alice.token, { id: '999' }))).toBe('messages.error.notFound');
    expect(failure(() => messages.list(alice.token, { id: '999' }))).toBe('messages.error.notFound');
    for (const id of [undefined, '', 'abc', '-1', '1.5', '1e3', '12345678901'])
      expect(failure(() => messages.markRead(alice.token, { id })), String(id)).toBe('error.param');
  });

  it('needs a session', () => {
    expect(() => messages.list(undefined, {})).toThrow(EngineError);
    expect(() => messages.markRead('nope', { id: '1' })).toThrow(EngineError);
    expect(() => messages.firstUnread(undefined)).toThrow(EngineError);
  });

  it(`keeps the user's newest ${MESSAGES_KEPT} messages`, () => {
    const other = messages.write(bob.id, 'welcome');
    const written = Array.from({ length: MESSAGES_KEPT + 2 }, () => messages.write(alice.id, 'welcome'));
    const kept = messages.list(alice.token, {}).map((m) => m.id);
    expect(kept).toHaveLength(MESSAGES_KEPT);
    expect(kept.at(-1)).toBe(written[2]!.id);
    expect(messages.list(bob.token, {}).map((m) => m.id)).toEqual([other.id]);
  });
});

describe('the events that write a message', () => {
  const funding = { user_id: 0, currency_name: 'USDT', reason: null, reason_key: null };

  it('a deposit decided: credited, or refused with the reviewer’s reason or a server text', () => {
    depositMessage(ctx, { ...funding, user_id: alice.id, status: 2, amount: '250.50000000' });
    depositMessage(ctx, { ...funding, user_id: alice.id, status: 3, amount: '10.00000000', reason: 'Blurry' });
    depositMessage(ctx, { ...funding, user_id: alice.id, status: 3, amount: '1', reason_key: 'error.param' });
    depositMessage(ctx, { ...funding, user_id: alice.id, status: 1, amount: '5' }); // still under review: nothing
    const list = messages.list(alice.token, {}).reverse();
    expect(list.map((m) => [m.template, m.vars])).toEqual([
      ['deposit.done', { amount: '250.5', currency: 'USDT' }],
      ['deposit.refused', { amount: '10', currency: 'USDT', reason: 'Blurry' }],
      ['deposit.refused', { amount: '1', currency: 'USDT', reason: { key: 'error.param' } }],
    ]);
  });

  it('a withdrawal decided: paid out (what arrives after the fee) or refused', () => {
    const w = { ...funding, user_id: alice.id, number: '100.00000000', fee: '1.00000000', arrival: '99.00000000' };
    withdrawalMessage(ctx, { ...w, status: 2 });
    withdrawalMessage(ctx, { ...w, status: 3, reason: 'Address on a watch list' });
    expect(messages.list(alice.token, {}).reverse().map((m) => [m.template, m.vars])).toEqual([
      ['withdraw.done', { amount: '100', currency: 'USDT', fee: '1', arrival: '99' }],
      ['withdraw.refused', { amount: '100', currency: 'USDT', reason: 'Address on a watch list' }],
    ]);
  });

  it('a position closed by the user writes nothing; one liquidated by the sweep writes its figures', () => {
    h.price('BTC/USDT', '100000.00');
    const open = (share: string) =>
      h.trade.lever.submit(alice.token, { ...BTC_PAIR, share, multiple: '10', type: '1', status: '1' });
    const closedByUser = open('10');
    h.trade.lever.close(alice.token, { id: String(closedByUser.id) });
    liquidationMessage(ctx, { ...closedByUser, close_reason: 'user' });
    expect(templates(alice.token)).toEqual([]);

    open('10');
    h.price('BTC/USDT', '92000.48'); // decision 59: the estimated liquidation price of this position
    expect(h.trade.sweep().lever.map((o) => o.close_reason)).toEqual(['liquidation']);
    const [m] = messages.list(alice.token, {});
    expect(m).toMatchObject({
      template: 'contract.liquidated',
      mark: 1,
      vars: { symbol: 'BTC/USDT', lots: 10, leverage: 10, price: '92000.23', loss: '80.0002', currency: 'USDT' },
    } satisfies Partial<MessageDoc>);
  });

  it('a seconds contract settled: won, lost or flat, one message each', () => {
    const t0 = h.clock();
    h.price('BTC/USDT', (at) => (at < t0 + 30_000 ? '100000.00' : at < t0 + 60_000 ? '100001.00' : '100000.00'));
    const bet = (type: string) =>
      h.trade.micro.submit(alice.token, { match_id: '1', currency_id: '3', type, seconds: '30', number: '100' });
    bet('1'); // up, settles at 100001: won
    h.clock.advance(1000);
    bet('1'); // up, settles at t0 + 31 s, 100001: won again
    h.clock.advance(29_000);
    bet('2'); // down from 100001, settles at t0 + 60 s, 100000: won
    h.clock.advance(1000);
    bet('2'); // down from 100001, settles at 100000: won
    h.clock.advance(60_000);
    h.trade.sweep();
    const list = messages.list(alice.token, {});
    expect(list).toHaveLength(4);
    expect(list.every((m) => m.template === 'seconds.won')).toBe(true);
    expect(list.at(-1)!.vars).toEqual({
      symbol: 'BTC/USDT',
      seconds: 30,
      stake: '100',
      currency: 'USDT',
      price: '100001',
      profit: '80',
    });
  });

  it('a lost and a flat seconds contract', () => {
    const t0 = h.clock();
    h.price('BTC/USDT', (at) => (at < t0 + 30_000 ? '100000.00' : '99999.00'));
    const bet = (type: string) =>
      h.trade.micro.submit(alice.token, { match_id: '1', currency_id: '3', type, seconds: '30', number: '50' });
    bet('1'); // up, settles at 99999: lost
    h.clock.advance(31_000);
    bet('2'); // down from 99999, settles at 99999: flat
    h.clock.advance(60_000);
    h.trade.sweep();
    expect(messages.list(alice.token, {}).map((m) => [m.template, m.vars.price, m.vars.profit])).toEqual([
      ['seconds.flat', '99999', '0'],
      ['seconds.lost', '99999', '-50'],
    ]);
  });
});
