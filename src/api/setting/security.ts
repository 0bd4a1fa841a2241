/**
 * The security page's calls (wire-facts §9, decisions 81, 82). No React; the setting feature owns the hooks.
 *
 *   changeLoginPassword({ current, password, rePassword })      POST /safe/update_password
 *   setPayPassword({ loginPassword, password, rePassword })      POST /safe/update_password {type: 'pay'}
 *   bindMobile({ mobile, area, code })                           POST /safe/mobile
 *   bindEmail({ email, code })                                   POST /safe/email (ours)
 *   getAuthenticator(): Promise<AuthenticatorKey>                GET /user/getAuthenticator
 *   bindAuthenticator(code)                                      POST /user/bindAuthenticator {google_code}
 *
 * The actions resolve to the server's confirmation text. Codes for binding are sent by `sendSmsCode` /
 * `sendEmailCode` (`./user.ts`, scene `bind`); they live in the server session, so the calls that spend them
 * carry its cookie (decision 47).
 */
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '../client';
import { ackText } from '../schemas/primitives';
import type { AreaChoice } from '../auth';

export function changeLoginPassword(p: { current: string; password: string; rePassword: string }): Promise<string> {
  return request('safe/update_password', {
    params: { login_password: p.current, password: p.password, re_password: p.rePassword },
    schema: ackText,
    quiet: true,
  });
}

export function setPayPassword(p: { loginPassword: string; password: string; rePassword: string }): Promise<string> {
  return request('safe/update_password', {
    params: { type: 'pay', login_password: p.loginPassword, password: p.password, re_password: p.rePassword },
    schema: ackText,
    quiet: true,
  });
}

export function bindMobile(p: { mobile: string; area: AreaChoice; code: string }): Promise<string> {
  return request('safe/mobile', {
    params: { mobile: p.mobile, code: p.code, area_code: p.area.code, area_code_id: p.area.iso2, country_code: p.area.iso2 },
    schema: ackText,
    quiet: true,
    session: true,
  });
}

export function bindEmail(p: { email: string; code: string }): Promise<string> {
  return request('safe/email', {
    params: { email: p.email, code: p.code },
    schema: ackText,
    quiet: true,
    session: true,
  });
}

/** A key to add to an authenticator app (16 base32 characters, spec §9) and the `otpauth://` URI its QR holds. */
export interface AuthenticatorKey {
  secret: string;
  /** `otpauth://totp/…`: the server's, or built from the secret when it sends none. */
  uri: string;
}

const SECRET_RE = /^[A-Z2-7]{16,64}$/;
const secretOf = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, '').toUpperCase() : '');

/**
 * `getAuthenticator`'s shape is not known from the family (wire-facts §9): the demo answers
 * `{secret, account, issuer, otpauth_url}`; a bare secret, or `google_secret` / `key`, are read too.
 */
export const authenticatorKeySchema = z.pipe(
  z.unknown(),
  z.transform((v, ctx): AuthenticatorKey => {
    const row = (v && typeof v === 'object' ? v : {}) as Record<string, unknown>;
    const secret = secretOf(typeof v === 'string' ? v : (row.secret ?? row.google_secret ?? row.key));
    if (!SECRET_RE.test(secret)) {
      ctx.issues.push({ code: 'custom', message: 'authenticator secret', input: v });
      return z.NEVER;
    }
    const given = typeof row.otpauth_url === 'string' && row.otpauth_url.startsWith('otpauth://totp/') ? row.otpauth_url : '';
    const account = typeof row.account === 'string' ? row.account : '';
    const issuer = typeof row.issuer === 'string' && row.issuer ? row.issuer : 'Exchange';
    const label = encodeURIComponent(account ? `${issuer}:${account}` : issuer);
    const uri = given || `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}`;
    return { secret, uri };
  }),
);

export function getAuthenticator(): Promise<AuthenticatorKey> {
  return request('user/getAuthenticator', { method: 'GET', schema: authenticatorKeySchema, quiet: true });
}

export function bindAuthenticator(code: string): Promise<string> {
  return request('user/bindAuthenticator', { params: { google_code: code }, schema: ackText, quiet: true });
}

export const securityKeys = {
  authenticator: () => ['security', 'authenticator', {}] as const,
};

/** The pending key: the same one until it is bound (the demo keeps it), so it is never refetched on its own. */
export const authenticatorQuery = () =>
  queryOptions({ queryKey: securityKeys.authenticator(), queryFn: getAuthenticator, staleTime: Infinity, retry: false });
