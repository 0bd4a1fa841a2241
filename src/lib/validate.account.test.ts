/** src/lib/validate.ts, identity and profile: ID card numbers, passwords, nicknames, signatures. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFiatPassword, isIdCard, isNickname, isPassword, isSignature, passwordsMatch } from './validate';

describe('isIdCard', () => {
  /** The ISO 7064 MOD 11-2 check character, written from the standard's formula (not the lookup table). */
  const checkChar = (body: string) => {
    let sum = 0;
    for (let i = 0; i < 17; i++) sum += Number(body[i]) * (2 ** (17 - i) % 11);
    const check = (12 - (sum % 11)) % 11;
    return check === 10 ? 'X' : String(check);
  };

  it('accepts valid 18-character numbers, with X or x as check character', () => {
    expect(isIdCard('11010519491231002X')).toBe(true);
    expect(isIdCard('11010519491231002x')).toBe(true);
    expect(isIdCard(`44030820000229123${checkChar('44030820000229123')}`)).toBe(true);
  });

  it('rejects a wrong check character', () => {
    expect(isIdCard('110105194912310021')).toBe(false);
  });

  it('rejects impossible birth dates even with a correct check character', () => {
    for (const body of ['11010519490230123', '11010519491301123', '11010518991231123', '44030820010229123']) {
      expect(isIdCard(body + checkChar(body))).toBe(false);
    }
  });

  it('accepts the legacy 15-digit form with a real date', () => {
    expect(isIdCard('110105491231002')).toBe(true);
    expect(isIdCard('110105491331002')).toBe(false);
    expect(isIdCard('11010549123100X')).toBe(false);
  });

  it.each(['', '11010519491231002', '11010519491231002XX', '01010519491231002X', '1101051949123100 X'])(
    'rejects %j',
    (value) => {
      expect(isIdCard(value)).toBe(false);
    },
  );

  it('accepts exactly one check character for any valid body', () => {
    const body = fc
      .tuple(
        fc.stringMatching(/^[1-9]\d{5}$/),
        fc.date({ min: new Date('1900-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.stringMatching(/^\d{3}$/),
      )
      .map(([area, date, seq]) => area + date.toISOString().slice(0, 10).replaceAll('-', '') + seq);
    fc.assert(
      fc.property(body, (b) => {
        const accepted = [...'0123456789X'].filter((c) => isIdCard(b + c));
        expect(accepted).toEqual([checkChar(b)]);
      }),
    );
  });
});

describe('passwords', () => {
  it('needs at least 6 characters for a password', () => {
    expect(isPassword('12345')).toBe(false);
    expect(isPassword('123456')).toBe(true);
    expect(isPassword('密码密码密码')).toBe(true);
    expect(isPassword('😀😀😀')).toBe(false);
  });

  it('needs at least 4 characters for a fiat password', () => {
    expect(isFiatPassword('123')).toBe(false);
    expect(isFiatPassword('1234')).toBe(true);
    expect(isFiatPassword('123456')).toBe(true);
  });

  it('compares password and confirmation exactly', () => {
    expect(passwordsMatch('secret1', 'secret1')).toBe(true);
    expect(passwordsMatch('secret1', 'Secret1')).toBe(false);
    expect(passwordsMatch('secret1', 'secret1 ')).toBe(false);
  });
});

describe('isNickname', () => {
  it.each(['张三', 'ab', 'Trader99', '交易员Ace', 'abcdefghij', '𠀀𠀁'])('accepts %j', (value) => {
    expect(isNickname(value)).toBe(true);
  });
  it.each(['', 'a', '张', 'abcdefghijk', 'a_b', 'ab cd', '😀😀', 'Zoë', 'ナナ', '민수'])(
    'rejects %j',
    (value) => {
      expect(isNickname(value)).toBe(false);
    },
  );
});

describe('isSignature', () => {
  it('takes 2 to 30 characters, not all blank', () => {
    expect(isSignature('hi')).toBe(true);
    expect(isSignature('a')).toBe(false);
    expect(isSignature('x'.repeat(30))).toBe(true);
    expect(isSignature('x'.repeat(31))).toBe(false);
    expect(isSignature('  ')).toBe(false);
    expect(isSignature('😀😀')).toBe(true);
    expect(isSignature('长'.repeat(30))).toBe(true);
  });
});
