/**
 * The messages the demo writes when something is decided for a user, one function per event, each called on one
 * line from where the event happens, inside its transaction:
 *
 *   depositMessage      mocks/engine/wallet/deposits.ts     a deposit approved (credited) or refused
 *   withdrawalMessage   mocks/engine/wallet/withdrawals.ts  a withdrawal paid out or refused (amount returned)
 *   liquidationMessage  mocks/engine/trade/contractBook.ts  a contract position liquidated
 *   secondsMessage      mocks/engine/trade/seconds.ts       a seconds contract settled (won, lost or flat)
 *
 * They read the documents structurally (no import from those areas): amounts as stored, shown without trailing
 * zeros. OTC and NFT slices add theirs here (a template in `write.ts`, texts in server-messages.json).
 */
import type { EngineContext, ServerKey } from '../core';
import { dec } from '../ledger';
import { writeMessage, type TemplateValue } from './write';

/** "100.50000000" → "100.5" (never exponent notation). */
const plain = (amount: string) => dec(amount).toFixed();

/** The review statuses (wallet/funding.ts `REVIEW`): 2 done, 3 refused. */
const DONE = 2;
const REFUSED = 3;

interface FundingDecision {
  user_id: number;
  status: number;
  currency_name: string;
  /** A refusal's reason as the reviewer wrote it. */
  reason?: string | null;
  /** A refusal's reason as a server text. */
  reason_key?: ServerKey | null;
}

const reasonOf = (d: FundingDecision): TemplateValue => (d.reason_key ? { key: d.reason_key } : (d.reason ?? ''));

/** A deposit decided: credited (`deposit.done`) or refused with its reason (`deposit.refused`). */
export function depositMessage(ctx: EngineContext, d: FundingDecision & { amount: string }): void {
  const vars = { amount: plain(d.amount), currency: d.currency_name };
  if (d.status === DONE) writeMessage(ctx, d.user_id, 'deposit.done', vars);
  else if (d.status === REFUSED) writeMessage(ctx, d.user_id, 'deposit.refused', { ...vars, reason: reasonOf(d) });
}

/** A withdrawal decided: paid out (`withdraw.done`: what arrives after the fee) or refused (`withdraw.refused`). */
export function withdrawalMessage(
  ctx: EngineContext,
  d: FundingDecision & { number: string; fee: string; arrival: string },
): void {
  const vars = { amount: plain(d.number), currency: d.currency_name };
  if (d.status === DONE)
    writeMessage(ctx, d.user_id, 'withdraw.done', { ...vars, fee: plain(d.fee), arrival: plain(d.arrival) });
  else if (d.status === REFUSED) writeMessage(ctx, d.user_id, 'withdraw.refused', { ...vars, reason: reasonOf(d) });
}

/** A contract position closed by liquidation (`contract.liquidated`); other closes write nothing. */
export function liquidationMessage(
  ctx: EngineContext,
  o: {
    user_id: number;
    symbol: string;
    share: number;
    multiple: number;
    update_price: string;
    fact_profits: string;
    close_reason: string | null;
  },
): void {
  if (o.close_reason !== 'liquidation') return;
  writeMessage(ctx, o.user_id, 'contract.liquidated', {
    symbol: o.symbol,
    lots: o.share,
    leverage: o.multiple,
    price: plain(o.update_price),
    loss: dec(o.fact_profits).abs().toFixed(),
    currency: o.symbol.split('/')[1] ?? '',
  });
}

const SECONDS_OUTCOME = { 1: 'seconds.won', 0: 'seconds.flat', [-1]: 'seconds.lost' } as const;

/** A seconds contract settled: won (the profit), lost (the stake) or flat (the stake back). */
export function secondsMessage(
  ctx: EngineContext,
  o: {
    user_id: number;
    symbol: string;
    seconds: number;
    number: string;
    currency_name: string;
    end_price: string;
    fact_profits: string;
    profit_result: -1 | 0 | 1;
  },
): void {
  writeMessage(ctx, o.user_id, SECONDS_OUTCOME[o.profit_result], {
    symbol: o.symbol,
    seconds: o.seconds,
    stake: plain(o.number),
    currency: o.currency_name,
    price: plain(o.end_price),
    profit: plain(o.fact_profits),
  });
}
