/**
 * The setting area's calls (wire-facts §9, decisions 81, 82): profile (editNickname, uploadHeadPortrait), passwords
 * (safe/update_password, the login or the pay password), bindings (safe/mobile and our safe/email) and the Google
 * authenticator. Signed in; the engine's auth area (`engine.user`) keeps the accounts they change.
 */
import { pick, ok, route, str } from './_util';

export const settingHandlers = [
  // → { type: 'ok', message: { secret, account, issuer, otpauth_url } }
  route('get', '/user/getAuthenticator', ({ engine, token }) => ok(engine.user.getAuthenticator(token))),

  // → { type: 'ok', message: '<Saved>' }. The family sends `nickname`; `signature` is the demo's extra.
  route('post', '/user/editNickname', ({ engine, params, token, t }) => {
    engine.user.editProfile(token, pick(params, ['nickname', 'signature']));
    return ok(t('ok.profileSaved'));
  }),

  // `head_portrait`: the relative path `/upload` answered.
  route('post', '/user/uploadHeadPortrait', ({ engine, params, token, t }) => {
    engine.user.setAvatar(token, str(params, 'head_portrait'));
    return ok(t('ok.avatarSaved'));
  }),

  // { login_password, password, re_password, type? } — `type: 'pay'` sets the pay password (decisions 81, 82).
  route('post', '/safe/update_password', async ({ engine, params, token, t }) => {
    const changed = await engine.user.updatePassword(
      token,
      pick(params, ['login_password', 'password', 're_password', 'type']),
    );
    return ok(t(changed === 'pay' ? 'ok.payPasswordSaved' : 'ok.passwordChanged'));
  }),

  route('post', '/safe/mobile', ({ engine, params, token, t }) => {
    engine.user.bindMobile(token, pick(params, ['mobile', 'area_code', 'country_code', 'code']));
    return ok(t('ok.mobileBound'));
  }),

  // Ours: the family's e-mail binding call is not known (wire-facts §9).
  route('post', '/safe/email', ({ engine, params, token, t }) => {
    const input = pick(params, ['email', 'user_string', 'code', 'email_code']);
    engine.user.bindEmail(token, { email: input.email ?? input.user_string, code: input.code ?? input.email_code });
    return ok(t('ok.emailBound'));
  }),

  route('post', '/user/bindAuthenticator', async ({ engine, params, token, client, t }) => {
    await engine.user.bindAuthenticator(token, str(params, 'google_code'), client);
    return ok(t('ok.authenticatorBound'));
  }),
];
