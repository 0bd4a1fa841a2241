/**
 * A team for the rebate stories and tests, built through the demo exchange's own calls: members invited by the
 * demo user (and one by a member), each with USDT, and spot market buys whose fees the rebate reads.
 */
import type { Engine } from '@mocks/engine';
import { createMember, demoUserId } from '@/testing/member';

/** A market buy of 0.01 BTC on spot (its fee is the house's `settle` leg the rebate counts). */
export function buyBtc(engine: Engine, token: string): void {
  engine.trade.spot.place(token, { legal_id: '3', currency_id: '1', type: '1', target_price: '1', amount: '0.01', order_type: 'market' });
}

/** `count` members invited by the demo user (codes TEAM01…), each with 10,000 USDT; `trade` of them buy once. */
export function inviteTeam(engine: Engine, count: number, trade = count) {
  const boss = demoUserId(engine);
  const members = Array.from({ length: count }, (_, i) =>
    createMember(engine, { email: `member${i + 1}@example.com`, code: `TEAM0${i + 1}`, parent: boss, usdt: '10000' }),
  );
  for (const m of members.slice(0, trade)) buyBtc(engine, m.token);
  return members;
}
