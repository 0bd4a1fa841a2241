/** src/lib/validate.ts, where money goes: bank card numbers, wallet addresses. */
import { describe, expect, it } from 'vitest';
import { BANK_CARD_MIN_DIGITS, isBankCard, isWalletAddress } from './validate';

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
