/** src/lib/validate.ts and ./phone.ts: e-mail addresses and phone numbers. */
import { describe, expect, it } from 'vitest';
import { isMobile } from './phone';
import { isEmail } from './validate';

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

  it('rejects addresses over 254 characters', async () => {
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
  ])('accepts %j in %s', async (number, country) => {
    expect(await isMobile(number, country)).toBe(true);
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
  ])('rejects %j in %j', async (number, country) => {
    expect(await isMobile(number, country)).toBe(false);
  });
});
