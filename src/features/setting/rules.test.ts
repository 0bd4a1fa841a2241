import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { problems } from '@/testing/problems';
import { mobile } from './mobileRule';
import {
  code,
  email,
  googleCode,
  loginPasswordSchema,
  maskId,
  nickname,
  payPasswordSchema,
  profileSchema,
  ruleMessage,
  signature,
} from './rules';

/** The one message of a lone value, or undefined when it is fine. */
const problem = async (schema: z.ZodMiniType, value: unknown) => (await problems(schema, value))[''];

describe('profile rules', () => {
  it('nickname: 2–10 letters of any script or digits', async () => {
    for (const ok of ['Nova7', '山田太郎', '김민준', 'นักเทรด']) expect(await problem(nickname, ok), ok).toBeUndefined();
    expect(await problem(nickname, '  ')).toBe(ruleMessage('rule.nicknameRequired'));
    expect(await problem(nickname, 'A')).toBe(ruleMessage('rule.nicknameLength', { min: 2, max: 10 }));
    expect(await problem(nickname, 'ABCDEFGHIJK')).toBe(ruleMessage('rule.nicknameLength', { min: 2, max: 10 }));
    expect(await problem(nickname, 'Nova_7')).toBe(ruleMessage('rule.nicknameChars'));
    expect(await problem(nickname, 'a b')).toBe(ruleMessage('rule.nicknameChars'));
    // ten emoji are 20 UTF-16 units but 10 characters: the length passes, the characters do not
    expect(await problem(nickname, '😀'.repeat(10))).toBe(ruleMessage('rule.nicknameChars'));
  });

  it('signature: empty is fine, else 2–30 with sentence punctuation', async () => {
    expect(await problem(signature, '')).toBeUndefined();
    expect(await problem(signature, "Buy low, sell high! Don't panic.")).toBe(ruleMessage('rule.signatureLength', { min: 2, max: 30 }));
    expect(await problem(signature, 'Buy low, sell high!')).toBeUndefined();
    expect(await problem(signature, 'x')).toBe(ruleMessage('rule.signatureLength', { min: 2, max: 30 }));
    expect(await problem(signature, 'a <b>')).toBe(ruleMessage('rule.signatureChars'));
  });

  it('hands over the nickname trimmed and the signature with its spaces folded', async () => {
    expect(profileSchema.parse({ nickname: ' Nova7 ', signature: '  Buy   low ' })).toEqual({
      nickname: 'Nova7',
      signature: 'Buy low',
    });
  });
});

describe('password rules', () => {
  it('login password: current, new of at least 6 that differs, repeated', async () => {
    expect(await problems(loginPasswordSchema, { current: '', password: '', confirm: '' })).toEqual({
      current: ruleMessage('rule.currentRequired'),
      password: ruleMessage('rule.passwordRequired'),
      confirm: ruleMessage('rule.confirmRequired'),
    });
    expect(await problems(loginPasswordSchema, { current: 'old-pass', password: 'abc', confirm: 'abc' })).toEqual({
      password: ruleMessage('rule.passwordShort', { min: 6 }),
    });
    expect(await problems(loginPasswordSchema, { current: 'old-pass', password: 'old-pass', confirm: 'old-pass' })).toEqual({
      password: ruleMessage('rule.passwordSame'),
    });
    expect(await problems(loginPasswordSchema, { current: 'old-pass', password: 'new-pass', confirm: 'new-pazz' })).toEqual({
      confirm: ruleMessage('rule.passwordMismatch'),
    });
    expect(await problems(loginPasswordSchema, { current: 'old-pass', password: 'new-pass', confirm: 'new-pass' })).toEqual({});
  });

  it('pay password: 6 digits twice, with the login password', async () => {
    const format = ruleMessage('rule.payPasswordFormat', { length: 6 });
    expect(await problems(payPasswordSchema, { current: 'x', password: '12345', confirm: '12345' })).toEqual({ password: format });
    expect(await problems(payPasswordSchema, { current: 'x', password: '12345a', confirm: '12345a' })).toEqual({ password: format });
    expect(await problems(payPasswordSchema, { current: '', password: '123456', confirm: '123457' })).toEqual({
      current: ruleMessage('rule.currentRequired'),
      confirm: ruleMessage('rule.passwordMismatch'),
    });
    expect(await problems(payPasswordSchema, { current: 'x', password: '123456', confirm: '123456' })).toEqual({});
  });
});

describe('codes, addresses and masking', () => {
  it('checks codes, e-mail addresses and mobile numbers', async () => {
    expect(await problem(code, '12345')).toBe(ruleMessage('rule.codeInvalid', { length: 6 }));
    expect(await problem(code, '123456')).toBeUndefined();
    expect(await problem(googleCode, '')).toBe(ruleMessage('rule.googleInvalid'));
    expect(await problem(googleCode, '12a456')).toBe(ruleMessage('rule.googleInvalid'));
    expect(await problem(googleCode, '123456')).toBeUndefined();
    expect(await problem(email, '')).toBe(ruleMessage('rule.emailRequired'));
    expect(await problem(email, 'a@b')).toBe(ruleMessage('rule.emailInvalid'));
    expect(email.parse(' a@b.co ')).toBe('a@b.co');
    expect(await problem(mobile('US'), ' ')).toBe(ruleMessage('rule.mobileRequired'));
    expect(await problem(mobile('US'), '13812345678')).toBe(ruleMessage('rule.mobileInvalid'));
    expect(await problem(mobile('CN'), '13812345678')).toBeUndefined();
  });

  it('masks an ID number', async () => {
    expect(maskId('110101199003078515')).toBe('1101**********8515');
    expect(maskId('A123456')).toBe('*****56');
  });
});
