/** src/lib/validate.ts: passwords and their confirmation. */
import { describe, expect, it } from 'vitest';
import { isPassword, passwordsMatch } from './validate';

describe('passwords', () => {
  it('needs at least 6 characters for a password', () => {
    expect(isPassword('12345')).toBe(false);
    expect(isPassword('123456')).toBe(true);
    expect(isPassword('密码密码密码')).toBe(true);
    expect(isPassword('😀😀😀')).toBe(false);
  });

  it('compares password and confirmation exactly', () => {
    expect(passwordsMatch('secret1', 'secret1')).toBe(true);
    expect(passwordsMatch('secret1', 'Secret1')).toBe(false);
    expect(passwordsMatch('secret1', 'secret1 ')).toBe(false);
  });
});
