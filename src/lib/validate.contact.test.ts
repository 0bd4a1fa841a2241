/** src/lib/validate.ts, e-mail addresses, phone numbers, URLs. */
import { describe, expect, it } from 'vitest';
import { isMobile } from './phone';
import { isChinaMobile, isEmail, isUrl } from './validate';

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
