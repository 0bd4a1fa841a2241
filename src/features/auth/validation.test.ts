import { describe, expect, it } from 'vitest';
import { formMessage } from '@/ui/Form';
import { emptyRegister } from './state';
import { problems } from '@/testing/problems';
import {
  googleCodeSchema,
  loginSchema,
  registerSchema,
  resetSchema,
  type AccountContext,
  type AuthMessage,
  type RegisterValues,
} from './validation';

const us: AccountContext = { area: { iso2: 'US', code: '1' }, countryName: 'United States' };
const cn: AccountContext = { area: { iso2: 'CN', code: '86' }, countryName: 'China' };

const m = (key: AuthMessage, values?: Record<string, string | number>) => formMessage(`auth:${key}`, values);

const valid: RegisterValues = {
  ...emptyRegister,
  account: 'trader@example.com',
  code: '123456',
  password: 'secret1',
  confirm: 'secret1',
  consent: true,
};

describe('loginSchema', () => {
  it('requires the account and the password', async () => {
    expect(await problems(loginSchema(us), { type: 'email', account: '  ', password: '' })).toEqual({
      account: m('error.emailRequired'),
      password: m('error.passwordRequired'),
    });
    expect(await problems(loginSchema(us), { type: 'mobile', account: '', password: 'secret1' })).toEqual({
      account: m('error.mobileRequired'),
    });
  });

  it('checks the e-mail shape and the password length (at least 6), and hands over the account trimmed', async () => {
    expect(await problems(loginSchema(us), { type: 'email', account: 'a@b', password: '12345' })).toEqual({
      account: m('error.emailInvalid'),
      password: m('error.passwordShort', { min: 6 }),
    });
    expect(await loginSchema(us).parseAsync({ type: 'email', account: ' a@b.co ', password: '123456' })).toEqual({
      type: 'email',
      account: 'a@b.co',
      password: '123456',
    });
  });

  it('checks the mobile number against the chosen area, naming it', async () => {
    expect(await problems(loginSchema(cn), { type: 'mobile', account: '13812345678', password: 'secret1' })).toEqual({});
    expect(await problems(loginSchema(us), { type: 'mobile', account: '13812345678', password: 'secret1' })).toEqual({
      account: m('error.mobileInvalid', { country: 'United States' }),
    });
    expect(await problems(loginSchema(us), { type: 'mobile', account: '2015550123', password: 'secret1' })).toEqual({});
  });
});

describe('registerSchema', () => {
  it('accepts a complete form', async () => {
    expect(await problems(registerSchema(us), valid)).toEqual({});
  });

  it('reports every missing field, consent included', async () => {
    expect(await problems(registerSchema(us), emptyRegister)).toEqual({
      account: m('error.emailRequired'),
      code: m('error.codeRequired'),
      password: m('error.passwordRequired'),
      confirm: m('error.confirmRequired'),
      consent: m('error.consentRequired'),
    });
  });

  it('wants a 6-digit code', async () => {
    expect(await problems(registerSchema(us), { ...valid, code: '12345' })).toEqual({ code: m('error.codeInvalid', { length: 6 }) });
    expect(await problems(registerSchema(us), { ...valid, code: '12345a' })).toEqual({ code: m('error.codeInvalid', { length: 6 }) });
  });

  it('says the two passwords are inconsistent when they differ, alongside the other problems', async () => {
    expect(await problems(registerSchema(us), { ...valid, confirm: 'secret2' })).toEqual({ confirm: m('error.passwordMismatch') });
    expect(await problems(registerSchema(us), { ...valid, account: 'x', confirm: 'secret2' })).toEqual({
      account: m('error.emailInvalid'),
      confirm: m('error.passwordMismatch'),
    });
  });

  it('leaves the invite code optional, and trims it', async () => {
    expect(await problems(registerSchema(us), { ...valid, invite: '' })).toEqual({});
    expect((await registerSchema(us).parseAsync({ ...valid, invite: ' AB12CD ' })).invite).toBe('AB12CD');
  });

  it('counts characters, not UTF-16 units, for the length rule', async () => {
    expect(await problems(registerSchema(us), { ...valid, password: '𠀀𠀀𠀀', confirm: '𠀀𠀀𠀀' })).toEqual({
      password: m('error.passwordShort', { min: 6 }),
    });
  });
});

describe('resetSchema and the Google code', () => {
  it('applies the same account, code and password rules', async () => {
    expect(
      await problems(resetSchema(us), { type: 'email', account: 'x', code: '', password: 'abcdef', confirm: 'abcdeg' }),
    ).toEqual({
      account: m('error.emailInvalid'),
      code: m('error.codeRequired'),
      confirm: m('error.passwordMismatch'),
    });
  });

  it('wants exactly 6 digits for the Google code', async () => {
    expect(await problems(googleCodeSchema, { code: '123456' })).toEqual({});
    expect(await problems(googleCodeSchema, { code: '' })).toEqual({ code: m('error.googleInvalid') });
    expect(await problems(googleCodeSchema, { code: '12345' })).toEqual({ code: m('error.googleInvalid') });
  });
});
