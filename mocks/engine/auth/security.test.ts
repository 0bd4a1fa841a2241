// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_PAY_PASSWORD, demoUser, totpUser } from '../../fixtures/auth';
import { LIMITS } from './limits';
import { testEngine, type TestEngine } from './testEngine';

let te: TestEngine;
let token: string;
const demoLogin = { user_string: demoUser.user_string, password: DEMO_PASSWORD };
beforeEach(async () => {
  te = await testEngine();
  token = await te.engine.user.login(demoLogin);
});

describe('changing the login password', () => {
  it('checks the new pair before the current password, then ends every other session', async () => {
    const { engine } = te;
    const other = await engine.user.login(demoLogin);
    const change = (input: Record<string, string>) => engine.user.updatePassword(token, input);
    await expect(change({ login_password: DEMO_PASSWORD, password: 'abc', re_password: 'abc' })).rejects.toMatchObject({
      key: 'error.passwordShort',
    });
    await expect(
      change({ login_password: DEMO_PASSWORD, password: 'new-pass-1', re_password: 'new-pass-2' }),
    ).rejects.toMatchObject({ key: 'error.passwordMismatch' });
    await expect(change({ password: 'new-pass-1', re_password: 'new-pass-1' })).rejects.toMatchObject({
      key: 'error.currentPasswordRequired',
    });
    await expect(
      change({ login_password: 'wrong-one', password: 'new-pass-1', re_password: 'new-pass-1' }),
    ).rejects.toMatchObject({ key: 'error.currentPasswordWrong' });
    await expect(
      change({ login_password: DEMO_PASSWORD, password: DEMO_PASSWORD, re_password: DEMO_PASSWORD }),
    ).rejects.toMatchObject({ key: 'error.passwordSame' });

    await expect(
      change({ login_password: DEMO_PASSWORD, password: 'new-pass-1', re_password: 'new-pass-1' }),
    ).resolves.toBe('login');
    expect(engine.user.info(token).id).toBeGreaterThan(0);
    expect(() => engine.user.info(other)).toThrow(expect.objectContaining({ kind: '999' }));
    await expect(engine.user.login(demoLogin)).rejects.toMatchObject({ key: 'error.loginFailed' });
    await expect(engine.user.login({ ...demoLogin, password: 'new-pass-1' })).resolves.toBeTypeOf('string');
  });

  it('locks after five wrong current passwords', async () => {
    const { engine } = te;
    const wrong = { login_password: 'wrong-one', password: 'new-pass-1', re_password: 'new-pass-1' };
    for (let i = 1; i < LIMITS.currentPasswordAccount.max; i++)
      await expect(engine.user.updatePassword(token, wrong)).rejects.toMatchObject({ key: 'error.currentPasswordWrong' });
    await expect(engine.user.updatePassword(token, wrong)).rejects.toMatchObject({ key: 'error.tooManyAttempts' });
    await expect(
      engine.user.updatePassword(token, { ...wrong, login_password: DEMO_PASSWORD }),
    ).rejects.toMatchObject({ key: 'error.tooManyAttempts' });
  });
});

describe('the pay password', () => {
  it('is set with the login password, 6 digits, and then checked on use', async () => {
    const { engine } = te;
    const totpToken = engine.user.openSession(engine.user.info(token).id + 1);
    const secure = engine.user.requireUser(totpToken);
    expect(secure.account).toBe(totpUser.user_string);
    expect(engine.user.info(totpToken).pay_password_set).toBe(false);
    const set = (input: Record<string, string>) => engine.user.updatePassword(totpToken, { type: 'pay', ...input });
    await expect(set({ login_password: DEMO_PASSWORD, password: '12345a', re_password: '12345a' })).rejects.toMatchObject({
      key: 'error.payPasswordFormat',
    });
    await expect(set({ login_password: DEMO_PASSWORD, password: '135790', re_password: '135799' })).rejects.toMatchObject({
      key: 'error.passwordMismatch',
    });
    await expect(set({ login_password: DEMO_PASSWORD, password: '135790', re_password: '135790' })).resolves.toBe('pay');
    expect(engine.user.info(totpToken).pay_password_set).toBe(true);
    await expect(engine.user.verifyPayPassword(secure, '135790')).resolves.toBeUndefined();
    // the login password did not change
    expect(engine.user.requireUser(totpToken).password_hash).toBe(secure.password_hash);
  });

  it('changes an existing one', async () => {
    const { engine } = te;
    const me = engine.user.requireUser(token);
    expect(engine.user.info(token).pay_password_set).toBe(true);
    await engine.user.updatePassword(token, {
      type: 'pay',
      login_password: DEMO_PASSWORD,
      password: '112233',
      re_password: '112233',
    });
    await expect(engine.user.verifyPayPassword(me, DEMO_PAY_PASSWORD)).rejects.toMatchObject({
      key: 'error.payPasswordWrong',
    });
    await expect(engine.user.verifyPayPassword(me, '112233')).resolves.toBeUndefined();
  });
});

describe('binding a phone and an e-mail address', () => {
  it('binds a phone with its bind code; it then signs in and is unique', async () => {
    const { engine, latestCode } = te;
    engine.user.sendSmsCode({ mobile: '13800138000', area_code: '86' }, token);
    const code = latestCode('+8613800138000')!;
    expect(() => engine.user.bindMobile(token, { mobile: '13800138000', area_code: '86', code: '000000' === code ? '111111' : '000000' })).toThrow(
      expect.objectContaining({ key: 'error.codeInvalid' }),
    );
    engine.user.bindMobile(token, { mobile: '13800138000', area_code: '86', code });
    expect(engine.user.info(token)).toMatchObject({ phone: '13800138000', area_code: '86' });
    await expect(
      engine.user.login({ user_string: '13800138000', area_code: '86', password: DEMO_PASSWORD, type: 'mobile' }),
    ).resolves.toBeTypeOf('string');
    // once bound, changing it is customer service's
    expect(() => engine.user.bindMobile(token, { mobile: '13900139000', area_code: '86', code })).toThrow(
      expect.objectContaining({ key: 'error.mobileAlreadyBound' }),
    );
    // another user cannot even be sent a code for it
    const totpToken = engine.user.openSession(engine.user.info(token).id + 1);
    expect(() => engine.user.sendSmsCode({ mobile: '13800138000', area_code: '86' }, totpToken)).toThrow(
      expect.objectContaining({ key: 'error.accountExists' }),
    );
  });

  it('binds an e-mail address to a phone account; a used code does not work twice', async () => {
    const { engine, latestCode } = te;
    const phoneUser = engine.user.createAccount({
      type: 'mobile',
      phone: '13700137000',
      area_code: '86',
      password_hash: engine.user.requireUser(token).password_hash,
    });
    const phoneToken = engine.user.openSession(phoneUser.id);
    expect(() => engine.user.bindEmail(token, { email: 'x@example.com', code: '123456' })).toThrow(
      expect.objectContaining({ key: 'error.emailAlreadyBound' }),
    );
    expect(() => engine.user.sendEmailCode({ user_string: demoUser.user_string, scene: 'bind' }, phoneToken)).toThrow(
      expect.objectContaining({ key: 'error.accountExists' }),
    );
    engine.user.sendEmailCode({ user_string: 'New@Example.com', scene: 'bind' }, phoneToken);
    const code = latestCode('new@example.com')!;
    engine.user.bindEmail(phoneToken, { email: 'new@example.com', code });
    expect(engine.user.info(phoneToken).email).toBe('new@example.com');
    await expect(
      engine.user.login({ user_string: 'new@example.com', password: DEMO_PASSWORD }),
    ).resolves.toBeTypeOf('string');
  });
});
