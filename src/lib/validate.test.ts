import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BANK_CARD_MIN_DIGITS,
  isAlphanumeric,
  isAmount,
  isBankCard,
  isChinaMobile,
  isCode,
  isDigits,
  isEmail,
  isFiatPassword,
  isIdCard,
  isMobile,
  isNickname,
  isPassword,
  isSignature,
  isUrl,
  isWalletAddress,
  passwordsMatch,
} from './validate';

describe('isEmail', () => {
  it.each(['a@b.co', 'first.last+tag@mail.example.com', 'x_y-z@example-mail.io', 'USER@EXAMPLE.COM'])(
    'accepts %j',
    (value) => {
      expect(isEmail(value)).toBe(true);
    },
  );

  it.each([
    '',
    'a@b',
    'a b@c.com',
    '@c.com',
    'a@.com',
    'a@-b.com',
    'a@b-.com',
    'a@@b.com',
    'a@b.com ',
    'a@b..com',
  ])('rejects %j', (value) => {
    expect(isEmail(value)).toBe(false);
  });

  it('rejects addresses over 254 characters', () => {
    expect(isEmail(`${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.com`)).toBe(true);
    expect(
      isEmail(
        `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(10)}.com`,
      ),
    ).toBe(false);
  });
});

describe('isMobile', () => {
  it.each([
    ['13800138000', 'CN'],
    ['+8613800138000', 'CN'],
    ['13800138000', 'cn'],
    ['2025550123', 'US'],
    ['07400123456', 'GB'],
    ['5321234567', 'TR'],
    ['0812345678', 'TH'],
  ])('accepts %j in %s', (number, country) => {
    expect(isMobile(number, country)).toBe(true);
  });

  it.each([
    ['02012345678', 'CN'], // a Guangzhou landline: right length, not a mobile
    ['021234567', 'TH'], // a Bangkok landline
    ['12345', 'CN'],
    ['13800138000', 'US'],
    ['abc', 'CN'],
    ['', 'CN'],
    ['13800138000', 'XX'],
    ['13800138000', ''],
  ])('rejects %j in %j', (number, country) => {
    expect(isMobile(number, country)).toBe(false);
  });
});

describe('isChinaMobile', () => {
  it.each(['13800138000', '19912345678', '15000000000'])('accepts %j', (value) => {
    expect(isChinaMobile(value)).toBe(true);
  });
  it.each(['12800138000', '1380013800', '138001380000', '+8613800138000', ' 13800138000', ''])(
    'rejects %j',
    (value) => {
      expect(isChinaMobile(value)).toBe(false);
    },
  );
});

describe('isUrl', () => {
  it.each(['https://example.com', 'http://localhost:3000/h5/?a=1#top', 'https://例子.cn/path'])(
    'accepts %j',
    (value) => {
      expect(isUrl(value)).toBe(true);
    },
  );
  it.each([
    '',
    'example.com',
    'ftp://example.com',
    'javascript:alert(1)',
    'https://',
    ' https://example.com',
    'https://exa mple.com',
    'https://example.com\n',
  ])('rejects %j', (value) => {
    expect(isUrl(value)).toBe(false);
  });
});

describe('isAmount', () => {
  it.each(['1', '0.5', '.5', '1.', '007', '123456789012345678901234567890.000000001'])(
    'accepts %j',
    (value) => {
      expect(isAmount(value)).toBe(true);
    },
  );

  it.each([
    '',
    '0',
    '0.00',
    '.',
    '-1',
    '+1',
    '1e5',
    '1E5',
    ' 1',
    '1 ',
    '1,5',
    '1.2.3',
    'abc',
    '0x10',
    'Infinity',
  ])('rejects %j', (value) => {
    expect(isAmount(value)).toBe(false);
  });

  it('limits the fraction digits as typed', () => {
    expect(isAmount('1.23', 2)).toBe(true);
    expect(isAmount('1.234', 2)).toBe(false);
    expect(isAmount('1.50', 1)).toBe(false);
    expect(isAmount('7', 0)).toBe(true);
    expect(isAmount('7.', 0)).toBe(true);
    expect(isAmount('7.5', 0)).toBe(false);
  });

  it('accepts every positive digits[.digits] string', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{0,12}[1-9]\d{0,12}$/),
        fc.stringMatching(/^\d{0,12}$/),
        fc.nat({ max: 12 }),
        (int, fraction, split) => {
          expect(isAmount(int)).toBe(true);
          expect(isAmount(`${int}.${fraction}`)).toBe(true);
          expect(isAmount(`${int}.${fraction}`, fraction.length)).toBe(true);
          // The point may sit anywhere, both ends included (".5", "5.").
          const joined = int + fraction;
          expect(isAmount(`${joined.slice(0, split)}.${joined.slice(split)}`)).toBe(true);
        },
      ),
    );
  });

  it('rejects every string containing an e, a sign or a space', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[\d.]{0,6}$/),
        fc.constantFrom('e', 'E', '-', '+', ' '),
        fc.stringMatching(/^[\d.]{0,6}$/),
        (before, bad, after) => {
          expect(isAmount(before + bad + after)).toBe(false);
        },
      ),
    );
  });
});

describe('isDigits, isCode, isAlphanumeric', () => {
  it('checks ASCII digits only', () => {
    expect(isDigits('0123')).toBe(true);
    expect(isDigits('')).toBe(false);
    expect(isDigits('12a')).toBe(false);
    expect(isDigits('１２３')).toBe(false);
    expect(isDigits('١٢٣')).toBe(false);
  });

  it('checks an n-digit code, 6 by default', () => {
    expect(isCode('012345')).toBe(true);
    expect(isCode('12345')).toBe(false);
    expect(isCode('1234567')).toBe(false);
    expect(isCode('12345a')).toBe(false);
    expect(isCode(' 12345')).toBe(false);
    expect(isCode('1234', 4)).toBe(true);
    expect(isCode('123456', 4)).toBe(false);
  });

  it('checks ASCII letters and digits', () => {
    expect(isAlphanumeric('abcXYZ019')).toBe(true);
    expect(isAlphanumeric('')).toBe(false);
    expect(isAlphanumeric('abc-1')).toBe(false);
    expect(isAlphanumeric('ab c')).toBe(false);
    expect(isAlphanumeric('çava')).toBe(false);
  });
});

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

describe('isBankCard', () => {
  it(`needs digits only, at least ${BANK_CARD_MIN_DIGITS}`, () => {
    expect(BANK_CARD_MIN_DIGITS).toBe(12);
    expect(isBankCard('12345678901')).toBe(false);
    expect(isBankCard('123456789012')).toBe(true);
    expect(isBankCard('6222021234567890123')).toBe(true);
    expect(isBankCard('1234 5678 9012')).toBe(false);
    expect(isBankCard('12345678901a')).toBe(false);
  });
});

describe('isWalletAddress', () => {
  const tron = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
  const eth = '0xdAC17F958D2ee523a2206206994597C13D831ec7';

  it('accepts addresses of the right chain', () => {
    expect(isWalletAddress(tron, 'TRC20')).toBe(true);
    expect(isWalletAddress(eth, 'ERC20')).toBe(true);
    expect(isWalletAddress(eth.toLowerCase(), 'ERC20')).toBe(true);
  });

  it('rejects the other chain', () => {
    expect(isWalletAddress(eth, 'TRC20')).toBe(false);
    expect(isWalletAddress(tron, 'ERC20')).toBe(false);
  });

  it('rejects masked addresses and anything with "*"', () => {
    expect(isWalletAddress(`TR7NHq${'*'.repeat(22)}gjLj6t`, 'TRC20')).toBe(false);
    expect(isWalletAddress(`0xdAC1${'*'.repeat(32)}1ec7`, 'ERC20')).toBe(false);
  });

  it.each([
    ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6', 'TRC20'], // 33 characters
    ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6tt', 'TRC20'], // 35
    ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60', 'TRC20'], // '0' is not base58
    ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLjOt', 'TRC20'], // 'O' is not base58
    ['AR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'TRC20'],
    [' TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'TRC20'],
    ['dAC17F958D2ee523a2206206994597C13D831ec7', 'ERC20'],
    ['0xdAC17F958D2ee523a2206206994597C13D831ec', 'ERC20'],
    ['0xgAC17F958D2ee523a2206206994597C13D831ec7', 'ERC20'],
    ['', 'ERC20'],
  ] as const)('rejects %j on %s', (address, chain) => {
    expect(isWalletAddress(address, chain)).toBe(false);
  });
});
