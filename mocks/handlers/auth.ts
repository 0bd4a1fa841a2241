/**
 * The auth area's calls: codes, registration, sessions, the user's info, password reset, levels, in the
 * family's wire shapes (wire-facts §2; ./wire/auth.ts). Login answers the token itself; registration no token.
 * The account's own settings (profile, passwords, bindings, authenticator) are the setting area's: ./setting.ts.
 */
import { pick, ok, route, str } from './_util';
import { userInfoWire } from './wire/auth';

export const authHandlers = [
  // → { type: 'ok', message: '<Verification code sent>' }; the code lands in GET /api/demo/inbox.
  // The family reads `type`: 'forget' wants an existing account, anything else a new one; `scene` is ours.
  route('post', '/sms_mail', ({ engine, params, token, client, t }) => {
    const input = pick(params, ['user_string', 'scene', 'type']);
    const scene = input.type === 'forget' ? 'forget' : input.scene;
    engine.user.sendEmailCode({ user_string: input.user_string, scene }, token, client);
    return ok(t('ok.codeSent'));
  }),

  route('post', '/sms_send', ({ engine, params, token, client, t }) => {
    const input = pick(params, ['mobile', 'user_string', 'area_code', 'country_code', 'scene']);
    engine.user.sendSmsCode({ ...input, mobile: input.mobile ?? input.user_string }, token, client);
    return ok(t('ok.codeSent'));
  }),

  route('post', '/user/check_email', ({ engine, params, t }) => {
    engine.user.checkCode(
      pick(params, ['user_string', 'scene', 'email_code', 'code', 'area_code', 'country_code', 'type']),
    );
    return ok(t('ok.codeValid'));
  }),

  route('post', '/user/register', async ({ engine, params, t }) => {
    await engine.user.register(
      pick(params, [
        'type',
        'user_string',
        'password',
        're_password',
        'code',
        'email_code',
        'area_code',
        'country_code',
        'extension_code',
      ]),
    );
    return ok(t('ok.registered'));
  }),

  // → { type: 'ok', message: '<token>' } | { type: 'google_code', message } | { type: 'error', message }
  // Limited per account and per client address: past the limit, `error` with the minutes to wait.
  route('post', '/user/login', async ({ engine, params, client }) => {
    const token = await engine.user.login(
      pick(params, ['user_string', 'password', 'type', 'code', 'area_code', 'country_code']),
      client,
    );
    return ok(token);
  }),

  route('get', '/user/logout', ({ engine, token, t }) => {
    engine.user.logout(token);
    return ok(t('ok.loggedOut'));
  }),

  // → { type: 'ok', message: the users row + review_status, …, the four wallet groups } | { type: '999', message }
  route('get', '/user/info', ({ engine, params, token }) => {
    const profile = engine.user.info(token);
    const owner = profile.is_demo ? engine.trade.demo.ownerOf(profile.id) : undefined;
    const level1 = engine.identity.state(token).level1;
    const verified = level1?.status === 2 ? (level1.data as { name: string; card_id: string }) : undefined;
    const row = { ...profile, demo_owner_id: owner, verified: verified && { name: verified.name, card_id: verified.card_id } };
    return ok(userInfoWire(row, engine.wallet.list(token, str(params, 'currency_name'))));
  }),

  route('post', '/user/check', ({ engine, token, t }) => {
    engine.user.requireUser(token);
    return ok(t('ok.success'));
  }),

  route('post', '/user/forget', async ({ engine, params, t }) => {
    await engine.user.forget(
      pick(params, ['account', 'password', 'repassword', 'code', 'area_code', 'country_code', 'type']),
    );
    return ok(t('ok.passwordReset'));
  }),

  // → { type: 'ok', message: [{ level, name, description, real_type, withdraw_limit, …, fields }] }
  route('get', '/getLevelList', ({ engine, t }) =>
    ok(
      engine.user.levels().map((level) => ({
        ...level,
        name: t(level.level === 1 ? 'level.1.name' : 'level.2.name'),
        description: t(level.level === 1 ? 'level.1.description' : 'level.2.description'),
      })),
    ),
  ),
];
