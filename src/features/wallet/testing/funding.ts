import type { Engine } from '@mocks/engine';
import { DEMO_PAY_PASSWORD } from '@mocks/fixtures/auth';
import { REVIEW_DELAY_MS } from '@mocks/fixtures/wallet';
import { FUND_TOKEN } from './session';

/** A voucher path as `POST /upload` answers it (the demo does not need the file for a deposit). */
export const VOUCHER_PATH = '/upload/0123456789abcdef0123456789abcdef.png';

/**
 * Deposits for the fund session through the engine's own calls: `approved` ones are decided at once (review delay
 * 0), the others stay under review (the stories' clock is frozen).
 */
export function makeDeposits(engine: Engine, rows: { amount: string; currency?: string; chain?: string; approved?: boolean }[]) {
  for (const row of rows) {
    engine.wallet.setReviewDelay(row.approved ? 0 : REVIEW_DELAY_MS);
    engine.wallet.chargeReq(FUND_TOKEN, {
      currency: row.currency ?? '3',
      amount: row.amount,
      type: row.chain ?? 'TRC20',
      account: VOUCHER_PATH,
    });
    engine.wallet.reviewDue();
  }
  engine.wallet.setReviewDelay(REVIEW_DELAY_MS);
}

/** Withdrawals of the fund session to an address, the same way. */
export async function makeWithdrawals(engine: Engine, rows: { number: string; address: string; approved?: boolean }[]) {
  for (const row of rows) {
    engine.wallet.setReviewDelay(row.approved ? 0 : REVIEW_DELAY_MS);
    await engine.wallet.withdraw(FUND_TOKEN, {
      currency: '3',
      number: row.number,
      address: row.address,
      pay_password: DEMO_PAY_PASSWORD,
    });
    engine.wallet.reviewDue();
  }
  engine.wallet.setReviewDelay(REVIEW_DELAY_MS);
}
