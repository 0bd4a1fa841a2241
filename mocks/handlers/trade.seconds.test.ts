// @vitest-environment node
/**
 * Seconds contracts paid in a coin, over HTTP (MSW): `/microtrade/payable_currencies` lists each seconds pair's
 * base coin with the user's micro balance in it (wire-facts §14), and a bet paid in it is booked once per
 * Idempotency-Key, settled in that coin and listed with its name. The seeded demo user moves BTC into micro first.
 */
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { auditLedger } from '../engine/ledger';
import { demoUserSuite, type Loose } from './testing';

const demo = demoUserSuite();
const { as } = demo;
const payable = async (): Promise<Loose[]> => (await as('GET', '/microtrade/payable_currencies')).message;

/** A POST with an Idempotency-Key, as the app sends a money call. */
async function keyed(path: string, body: Record<string, string>, key: string) {
  const response = await fetch(`http://localhost/api${path}`, {
    method: 'POST',
    headers: { Authorization: demo.token, 'Content-Type': 'application/x-www-form-urlencoded', 'Idempotency-Key': key },
    body: new URLSearchParams(body).toString(),
  });
  return (await response.json()) as { type: string; message: Loose };
}

describe('seconds contracts paid in a coin', () => {
  it('lists the coin with the micro balance in it, books a keyed bet once and settles it in that coin', async () => {
    let btc = (await payable()).find((c) => c.id === 1);
    expect(btc).toMatchObject({
      name: 'BTC',
      is_micro: 1,
      micro_min: '0.0001',
      micro_max: '0.5',
      user_wallet: { currency: 1, micro_balance: '0.00000000', micro_with_insurance: '0.00000000', insurance_balance: '0.00000000' },
    });
    expect(btc.micro_numbers.map((n: Loose) => n.number)).toEqual(['0.0001', '0.0005', '0.001', '0.005', '0.01']);
    expect(btc.seconds_min.find((m: Loose) => m.seconds === 300).min_amount).toBe('0.00100000');

    await as('POST', '/wallet/change', { currency_id: '1', number: '0.1', from_field: 'change', to_field: 'micro' });
    btc = (await payable()).find((c) => c.id === 1);
    expect(btc.user_wallet).toMatchObject({ micro_balance: '0.10000000', micro_with_insurance: '0.10000000' });

    const bet = { match_id: '2', currency_id: '1', type: '2', seconds: '60', number: '0.01' };
    const first = await keyed('/microtrade/submit', bet, 'seconds-btc-0001');
    const again = await keyed('/microtrade/submit', bet, 'seconds-btc-0001');
    expect(first.type).toBe('ok');
    expect(again.message.id).toBe(first.message.id);
    expect(first.message).toMatchObject({ currency_id: 1, currency_name: 'BTC', symbol_name: 'ETH/USDT', number: '0.01000000' });
    btc = (await payable()).find((c) => c.id === 1);
    expect(btc.user_wallet).toMatchObject({ micro_balance: '0.09000000', lock_micro_balance: '0.01000000' });

    demo.clock.advance(61_000);
    const [row] = (await as('GET', '/microtrade/lists', { status: '3', currency_id: '1' })).message.data;
    expect(row).toMatchObject({ id: first.message.id, currency_name: 'BTC', status: 3 });
    btc = (await payable()).find((c) => c.id === 1);
    // the stake plus the profit back on a win, the stake when flat, nothing on a loss: all in BTC
    const back = row.profit_result === -1 ? new Decimal(0) : new Decimal('0.01').plus(row.fact_profits);
    expect(btc.user_wallet).toMatchObject({
      micro_balance: back.plus('0.09').toFixed(8),
      lock_micro_balance: '0.00000000',
    });
    expect(auditLedger(demo.engine.ctx.store).problems).toEqual([]);
  });

  it('refuses a coin stake below the coin’s minimum for the duration, translated', async () => {
    const bet = { match_id: '1', currency_id: '1', type: '1', seconds: '300', number: '0.0005', lang: 'en' };
    expect((await as('POST', '/microtrade/submit', bet)).message).toBe('The minimum amount is 0.001');
  });
});
