// @vitest-environment node
/**
 * The 24-hour withdrawal limit holds under concurrency: withdrawals sent at once are each checked before their
 * pay password is verified (which awaits), so the booking checks the limit again inside its transaction —
 * together they never pass the limit, on the memory and on the SQLite store.
 */
import Decimal from 'decimal.js';
import { afterEach, describe, expect, it } from 'vitest';
import { levelsFixture } from '../../fixtures/auth';
import { reviewHarness, STORE_KINDS } from './review.fixture';

const level1 = levelsFixture.find((l) => l.level === 1)!;
const saved = level1.withdraw_limit;
afterEach(() => {
  level1.withdraw_limit = saved;
});

describe.each(STORE_KINDS)('the daily withdrawal limit (%s store)', (kind) => {
  it('lets through only what fits when withdrawals arrive at once', async () => {
    const h = await reviewHarness(kind);
    h.wallet.configureReview({ newAddressMs: 0 });
    const first = await h.withdraw('100');
    // room left for one more of the same size, not two
    level1.withdraw_limit = new Decimal(first.btc_value).times('2.5').toFixed(8);
    const results = await Promise.allSettled([h.withdraw('100'), h.withdraw('100')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(String((refused.reason as { key?: string }).key ?? refused.reason)).toMatch(/withdrawDailyLimit/);
    expect(h.spot()).toEqual({ available: '9800.00000000', frozen: '200.00000000' });
    expect(h.problems()).toEqual([]);
  });
});
