import { describe, expect, it } from 'vitest';
import { emptyRegister, type RegisterValues } from './state';
import { validateLogin, validateRegister, validateReset, validateGoogleCode, type RuleContext, type Translate } from './validation';

// The translator echoes key and variables, so the tests see which message and which values were chosen.
const t: Translate = (key, vars) => (vars ? `${key} ${JSON.stringify(vars)}` : key);
const us: RuleContext = { t, area: { iso2: 'US', code: '1' }, countryName: 'United States' };
const cn: RuleContext = { t, area: { iso2: 'CN', code: '86' }, countryName: 'China' };

const valid: RegisterValues = {
  ...emptyRegister,
  account: 'trader@example.com',
  code: '123456',
  password: 'secret1',
  confirm: 'secret1',
  consent: true,
};

describe('validateLogin', () => {
  it('requires the account and the password', () => {
    expect(validateLogin({ type: 'email', account: '  ', password: '' }, us)).toEqual({
      account: 'error.emailRequired',
      password: 'error.passwordRequired',
    });
    expect(validateLogin({ type: 'mobile', account: '', password: 'secret1' }, us)).toEqual({ account: 'error.mobileRequired' });
  });

  it('checks the e-mail shape and the password length (at least 6)', () => {
    expect(validateLogin({ type: 'email', account: 'a@b', password: '12345' }, us)).toEqual({
      account: 'error.emailInvalid',
      password: 'error.passwordShort {"min":6}',
    });
    expect(validateLogin({ type: 'email', account: ' a@b.co ', password: '123456' }, us)).toEqual({});
  });

  it('checks the mobile number against the chosen area', () => {
    expect(validateLogin({ type: 'mobile', account: '13812345678', password: 'secret1' }, cn)).toEqual({});
    expect(validateLogin({ type: 'mobile', account: '13812345678', password: 'secret1' }, us)).toEqual({
      account: 'error.mobileInvalid {"country":"United States"}',
    });
    expect(validateLogin({ type: 'mobile', account: '2015550123', password: 'secret1' }, us)).toEqual({});
  });
});

describe('validateRegister', () => {
  it('accepts a complete form', () => {
    expect(validateRegister(valid, us)).toEqual({});
  });

  it('reports every missing field, consent included', () => {
    expect(validateRegister(emptyRegister, us)).toEqual({
      account: 'error.emailRequired',
      code: 'error.codeRequired',
      password: 'error.passwordRequired',
      confirm: 'error.confirmRequired',
      consent: 'error.consentRequired',
    });
  });

  it('wants a 6-digit code', () => {
    expect(validateRegister({ ...valid, code: '12345' }, us).code).toBe('error.codeInvalid {"length":6}');
    expect(validateRegister({ ...valid, code: '12345a' }, us).code).toBe('error.codeInvalid {"length":6}');
  });

  it('says the two passwords are inconsistent when they differ', () => {
    expect(validateRegister({ ...valid, confirm: 'secret2' }, us)).toEqual({ confirm: 'error.passwordMismatch' });
  });

  it('leaves the invite code optional', () => {
    expect(validateRegister({ ...valid, invite: '' }, us)).toEqual({});
  });

  it('counts characters, not UTF-16 units, for the length rule', () => {
    expect(validateRegister({ ...valid, password: '𠀀𠀀𠀀', confirm: '𠀀𠀀𠀀' }, us).password).toBe('error.passwordShort {"min":6}');
  });
});

describe('validateReset and the Google code', () => {
  it('applies the same account, code and password rules', () => {
    expect(validateReset({ type: 'email', account: 'x', code: '', password: 'abcdef', confirm: 'abcdeg' }, us)).toEqual({
      account: 'error.emailInvalid',
      code: 'error.codeRequired',
      confirm: 'error.passwordMismatch',
    });
  });

  it('wants exactly 6 digits for the Google code', () => {
    expect(validateGoogleCode('123456', t)).toBeUndefined();
    expect(validateGoogleCode('', t)).toBe('error.googleInvalid');
    expect(validateGoogleCode('12345', t)).toBe('error.googleInvalid');
  });
});
