// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parsePhone } from './phone';

const key = (fn: () => unknown) => {
  try {
    fn();
    return 'ok';
  } catch (error) {
    return (error as { key: string }).key;
  }
};

describe('parsePhone: E.164', () => {
  it.each([
    ['13800138077', '86', undefined],
    ['013800138077', '86', undefined],
    ['0013800138077', '86', undefined],
    ['8613800138077', '86', undefined],
    ['138 0013 8077', '+86', 'cn'],
    ['(138) 0013-8077', undefined, 'CN'],
    ['+86 138 0013 8077', undefined, undefined],
    ['+86 138 0013 8077', '86', undefined],
  ])('%s (area %s, country %s) → +8613800138077', (mobile, area, country) => {
    expect(parsePhone(mobile, area, country)).toMatchObject({
      to: '+8613800138077',
      number: '13800138077',
      area_code: '86',
    });
  });

  it('keeps national numbers of other regions right', () => {
    expect(parsePhone('07911 123456', '44').to).toBe('+447911123456');
    expect(parsePhone('4155550100', '1').to).toBe('+14155550100');
    expect(parsePhone('0612345678', '31').to).toBe('+31612345678');
  });

  it('refuses what is not a number of the region, and codes that disagree', () => {
    expect(key(() => parsePhone('138', '86'))).toBe('error.phoneInvalid');
    expect(key(() => parsePhone('abc', '86'))).toBe('error.phoneInvalid');
    expect(key(() => parsePhone('1'.repeat(41), '86'))).toBe('error.phoneInvalid');
    expect(key(() => parsePhone('13800138077'))).toBe('error.areaCodeInvalid');
    expect(key(() => parsePhone('13800138077', '12345'))).toBe('error.areaCodeInvalid');
    expect(key(() => parsePhone('13800138077', '1', 'CN'))).toBe('error.areaCodeInvalid');
    expect(key(() => parsePhone('+1 415 555 0100', '86'))).toBe('error.areaCodeInvalid');
    expect(key(() => parsePhone('13800138077', '86', 'XX'))).toBe('error.areaCodeInvalid');
  });
});
