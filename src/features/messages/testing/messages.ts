/**
 * Station messages for the messages feature's stories and tests, written on the story's (or test's) own demo
 * exchange through the engine, then dated and marked read in its store (the frozen story clock gives every write
 * the same time).
 */
import type { Engine } from '@mocks/engine';
import type { MessageDoc } from '@mocks/engine/messages';
import { demoUserId } from '@/testing/member';

const HOUR = 3_600_000;

type Write = Parameters<Engine['messages']['write']>;

/** Writes a message `hoursAgo` before the engine's now, read half an hour later when `read`. */
export function writeDated(
  engine: Engine,
  uid: number,
  template: Write[1],
  vars: Write[2],
  hoursAgo: number,
  read = false,
): MessageDoc {
  const written = engine.messages.write(uid, template, vars);
  const at = engine.ctx.clock() - hoursAgo * HOUR;
  const doc: MessageDoc = {
    ...written,
    created_at: at,
    updated_at: read ? at + HOUR / 2 : at,
    mark: read ? 0 : 1,
    readtime: read ? at + HOUR / 2 : null,
  };
  engine.ctx.store.put('messages', String(doc.id), doc);
  return doc;
}

/** Dates the user's seeded welcome message a week back, read. */
function ageWelcome(engine: Engine, uid: number): void {
  for (const m of engine.ctx.store.list<MessageDoc>('messages', { uid, template: 'welcome' })) {
    const at = engine.ctx.clock() - 7 * 24 * HOUR;
    engine.ctx.store.put('messages', String(m.id), { ...m, created_at: at, updated_at: at, mark: 0, readtime: at });
  }
}

/**
 * The demo user's messages after a busy few days, newest first: a seconds contract won and a deposit credited
 * (both unread), a deposit refused, a position liquidated, a withdrawal paid out, the welcome (all read).
 * Resolves the user's id (for `signedIn`).
 */
export function busyWeek(engine: Engine, uid = demoUserId(engine)): number {
  ageWelcome(engine, uid);
  writeDated(engine, uid, 'withdraw.done', { amount: '500', currency: 'USDT', fee: '1', arrival: '499' }, 70, true);
  writeDated(
    engine,
    uid,
    'contract.liquidated',
    { symbol: 'BTC/USDT', lots: 10, leverage: 100, price: '92000.23', loss: '80.0002', currency: 'USDT' },
    50,
    true,
  );
  writeDated(
    engine,
    uid,
    'deposit.refused',
    { amount: '0.5', currency: 'BTC', reason: { key: 'error.voucherInvalid' } },
    26,
    true,
  );
  writeDated(engine, uid, 'deposit.done', { amount: '250.5', currency: 'USDT' }, 3);
  writeDated(
    engine,
    uid,
    'seconds.won',
    { symbol: 'ETH/USDT', seconds: 60, stake: '100', currency: 'USDT', price: '3521.4', profit: '80' },
    1,
  );
  return uid;
}
