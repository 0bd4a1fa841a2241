import { describe, expect, it } from 'vitest';
import { inAddressSchema, rechargeLogSchema } from '../wire/wallet/deposit';
import { withdrawInfoSchema, withdrawListSchema } from '../wire/wallet/withdraw';

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const ETH = '0xdac17f958d2ee523a2206206994597c13d831ec7';

describe('deposit address (three forms of the family)', () => {
  it('reads T’s string, S/B’s {address} and T’s {erc20, trc20}', () => {
    expect(inAddressSchema.parse(TRON)).toEqual([{ chain: 'TRC20', address: TRON }]);
    expect(inAddressSchema.parse({ address: ETH })).toEqual([{ chain: 'ERC20', address: ETH }]);
    expect(inAddressSchema.parse({ trc20: TRON, erc20: ETH })).toEqual([
      { chain: 'TRC20', address: TRON },
      { chain: 'ERC20', address: ETH },
    ]);
    expect(inAddressSchema.parse('')).toEqual([]);
  });
});

describe('records', () => {
  const req = { page: 1, limit: 10 };

  it('reads a deposit row of pageData()', () => {
    const page = rechargeLogSchema(req).parse({
      data: [{ id: 7, currency: 3, currency_name: 'USDT', amount: '250.50000000', type: 'TRC20', address: TRON, account: '/upload/a.png', status: 1, created_at: '2026-11-01 08:00:00' }],
      page: 1,
      pages: 1,
      total: 1,
    });
    expect(page.hasMore).toBe(false);
    expect(page.items[0]).toEqual({
      id: 7,
      coin: 'USDT',
      amount: '250.50000000',
      chain: 'TRC20',
      address: TRON,
      voucher: '/upload/a.png',
      state: 'pending',
      reason: null,
      time: Date.UTC(2026, 10, 1, 8),
    });
  });

  it('reads the demo’s refusal reason; blank or absent is no reason', () => {
    const row = { id: 8, currency_name: 'USDT', amount: '20', status: 3, created_at: '2026-11-01 08:00:00' };
    const page = rechargeLogSchema(req).parse({
      data: [
        { ...row, reject_reason: 'Amount does not match the voucher' },
        { ...row, id: 9, reject_reason: '  ' },
        { ...row, id: 10, reject_reason: null },
      ],
      page: 1,
      pages: 1,
      total: 3,
    });
    expect(page.items.map((r) => [r.state, r.reason])).toEqual([
      ['refused', 'Amount does not match the voucher'],
      ['refused', null],
      ['refused', null],
    ]);
  });

  it('reads a withdrawal row; what arrives defaults to the amount when not sent', () => {
    const page = withdrawListSchema(req).parse({
      data: [
        { id: 1, currency_name: 'USDT', number: '100', rate: '1', real_number: '99', type: 0, status: 2, address: TRON },
        { id: 2, currency: 3, number: '50', status: 3, type: 1, address: '****0123', reject_reason: 'Card closed' },
      ],
      page: 1,
      pages: 2,
      total: 11,
    });
    expect(page.hasMore).toBe(true);
    expect(page.items[0]).toMatchObject({ amount: '100', fee: '1', arrival: '99', state: 'done', toBank: false, reason: null });
    expect(page.items[1]).toMatchObject({ coin: '3', arrival: '50', state: 'refused', toBank: true, reason: 'Card closed' });
  });
});

describe('withdraw info', () => {
  it('reads the family’s fields; the demo’s extras absent = unknown', () => {
    expect(withdrawInfoSchema.parse({ rate: '1', min_number: 10, name: 'USDT', change_balance: '250' })).toEqual({
      name: 'USDT',
      fee: '1',
      min: '10',
      available: '250',
      level: null,
      dailyLimit: null,
      dailyUsed: null,
      limitCurrency: 'BTC',
      payPasswordSet: undefined,
      bankCard: undefined,
      bankAllowed: true,
    });
    expect(withdrawInfoSchema.parse({ rate: '1', min_number: '10', pay_password_set: false, bank_allowed: 0 })).toMatchObject({
      payPasswordSet: false,
      bankAllowed: false,
    });
  });
});
