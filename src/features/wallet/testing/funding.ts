import type { Engine } from '@mocks/engine';
import { DEMO_PAY_PASSWORD } from '@mocks/fixtures/auth';
import { REVIEW_DELAY_MS } from '@mocks/fixtures/wallet';
import { FUND_TOKEN } from './session';

/** A voucher path as `POST /upload` answers it (for records drawn without a demo exchange behind them). */
export const VOUCHER_PATH = '/upload/0123456789abcdef0123456789abcdef.png';

/** The smallest file the demo's upload store takes as a PNG (its signature, then padding). */
const VOUCHER_PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array<number>(24).fill(0)]);

/**
 * A payment voucher the fund session uploaded, stored as `POST /upload` stores it; resolves its path. A deposit's
 * voucher must be the user's own image upload (decision 91).
 */
export const uploadVoucher = (engine: Engine): string => engine.uploads.save(FUND_TOKEN, VOUCHER_PNG);

/**
 * Deposits for the fund session through the engine's own calls, each with a voucher it uploaded: `approved` ones are
 * decided at once (review delay 0), the others stay under review (the stories' clock is frozen).
 */
export function makeDeposits(engine: Engine, rows: { amount: string; currency?: string; chain?: string; approved?: boolean }[]) {
  const voucher = uploadVoucher(engine);
  for (const row of rows) {
    engine.wallet.setReviewDelay(row.approved ? 0 : REVIEW_DELAY_MS);
    engine.wallet.chargeReq(FUND_TOKEN, {
      currency: row.currency ?? '3',
      amount: row.amount,
      type: row.chain ?? 'TRC20',
      account: voucher,
    });
    engine.wallet.reviewDue();
  }
  engine.wallet.setReviewDelay(REVIEW_DELAY_MS);
}

/**
 * Withdrawals of the fund session to an address, the same way (the address counts as long known: a new one would
 * wait for a reviewer whatever the delay).
 */
export async function makeWithdrawals(engine: Engine, rows: { number: string; address: string; approved?: boolean }[]) {
  const { newAddressMs } = engine.wallet.configureReview();
  engine.wallet.configureReview({ newAddressMs: 0 });
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
  engine.wallet.configureReview({ delayMs: REVIEW_DELAY_MS, newAddressMs });
}
