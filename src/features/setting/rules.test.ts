import { describe, expect, it } from 'vitest';
import {
  codeProblem,
  emailProblem,
  googleCodeProblem,
  loginPasswordProblems,
  maskId,
  nicknameProblem,
  payPasswordProblems,
  signatureProblem,
} from './rules';

describe('profile rules', () => {
  it('nickname: 2–10 letters of any script or digits', () => {
    expect(nicknameProblem('Nova7')).toBeUndefined();
    expect(nicknameProblem('山田太郎')).toBeUndefined();
    expect(nicknameProblem('김민준')).toBeUndefined();
    expect(nicknameProblem('นักเทรด')).toBeUndefined();
    expect(nicknameProblem('  ')).toEqual({ key: 'rule.nicknameRequired' });
    expect(nicknameProblem('A')).toMatchObject({ key: 'rule.nicknameLength', values: { min: 2, max: 10 } });
    expect(nicknameProblem('ABCDEFGHIJK')).toMatchObject({ key: 'rule.nicknameLength' });
    expect(nicknameProblem('Nova_7')).toEqual({ key: 'rule.nicknameChars' });
    expect(nicknameProblem('a b')).toEqual({ key: 'rule.nicknameChars' });
    // ten emoji are 20 UTF-16 units but 10 characters: the length passes, the characters do not
    expect(nicknameProblem('😀'.repeat(10))).toEqual({ key: 'rule.nicknameChars' });
  });

  it('signature: empty is fine, else 2–30 with sentence punctuation', () => {
    expect(signatureProblem('')).toBeUndefined();
    expect(signatureProblem("Buy low, sell high! Don't panic.")).toMatchObject({ key: 'rule.signatureLength' });
    expect(signatureProblem('Buy low, sell high!')).toBeUndefined();
    expect(signatureProblem('x')).toMatchObject({ key: 'rule.signatureLength', values: { min: 2, max: 30 } });
    expect(signatureProblem('a <b>')).toEqual({ key: 'rule.signatureChars' });
  });
});

describe('password rules', () => {
  it('login password: current, new of at least 6 that differs, repeated', () => {
    expect(loginPasswordProblems({ current: '', password: '', confirm: '' })).toEqual({
      current: { key: 'rule.currentRequired' },
      password: { key: 'rule.passwordRequired' },
      confirm: { key: 'rule.confirmRequired' },
    });
    expect(loginPasswordProblems({ current: 'old-pass', password: 'abc', confirm: 'abc' })).toEqual({
      password: { key: 'rule.passwordShort', values: { min: 6 } },
    });
    expect(loginPasswordProblems({ current: 'old-pass', password: 'old-pass', confirm: 'old-pass' })).toEqual({
      password: { key: 'rule.passwordSame' },
    });
    expect(loginPasswordProblems({ current: 'old-pass', password: 'new-pass', confirm: 'new-pazz' })).toEqual({
      confirm: { key: 'rule.passwordMismatch' },
    });
    expect(loginPasswordProblems({ current: 'old-pass', password: 'new-pass', confirm: 'new-pass' })).toEqual({});
  });

  it('pay password: 6 digits twice, with the login password', () => {
    expect(payPasswordProblems({ current: 'x', password: '12345', confirm: '12345' })).toEqual({
      password: { key: 'rule.payPasswordFormat', values: { length: 6 } },
    });
    expect(payPasswordProblems({ current: 'x', password: '12345a', confirm: '12345a' })).toMatchObject({
      password: { key: 'rule.payPasswordFormat' },
    });
    expect(payPasswordProblems({ current: 'x', password: '123456', confirm: '123456' })).toEqual({});
  });
});

describe('codes, e-mail and masking', () => {
  it('checks codes and addresses', () => {
    expect(codeProblem('12345')).toMatchObject({ key: 'rule.codeInvalid', values: { length: 6 } });
    expect(codeProblem('123456')).toBeUndefined();
    expect(googleCodeProblem('')).toEqual({ key: 'rule.googleInvalid' });
    expect(googleCodeProblem('12a456')).toEqual({ key: 'rule.googleInvalid' });
    expect(googleCodeProblem('123456')).toBeUndefined();
    expect(emailProblem('')).toEqual({ key: 'rule.emailRequired' });
    expect(emailProblem('a@b')).toEqual({ key: 'rule.emailInvalid' });
    expect(emailProblem(' a@b.co ')).toBeUndefined();
  });

  it('masks an ID number', () => {
    expect(maskId('110101199003078515')).toBe('1101**********8515');
    expect(maskId('A123456')).toBe('*****56');
  });
});
