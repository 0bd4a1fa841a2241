/**
 * The profile a user edits (spec §3, §5): nickname, signature and avatar. Nickname 2–10 characters, signature
 * 2–30, counted in characters (code points), not bytes; the nickname takes letters of any script and digits
 * only, the signature also spaces and ordinary sentence punctuation. The same rules run in the app
 * (`src/features/setting/rules.ts`) before anything is sent. The avatar is a path the upload call answered.
 */
import { fail, type EngineContext } from '../core';
import type { Accounts } from './accounts';
import type { Sessions } from './sessions';
import type { Input } from './types';

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 10;
export const SIGNATURE_MIN = 2;
export const SIGNATURE_MAX = 30;

const NICKNAME_RE = /^[\p{L}\p{M}\p{N}]+$/u;
const SIGNATURE_RE = /^[\p{L}\p{M}\p{N} .,!?'’\-、。，！？]+$/u;
/** What `/upload` answers: `/upload/<name>`, nothing that climbs out of the folder or leaves the site. */
const UPLOAD_PATH_RE = /^\/upload\/[A-Za-z0-9_-][A-Za-z0-9._/-]{0,199}$/;

const length = (text: string) => [...text].length;

export function checkNickname(raw: string | undefined): string {
  const nickname = (raw ?? '').trim();
  if (!nickname) fail('error.nicknameRequired');
  const n = length(nickname);
  if (n < NICKNAME_MIN || n > NICKNAME_MAX)
    fail('error.nicknameLength', { min: NICKNAME_MIN, max: NICKNAME_MAX });
  if (!NICKNAME_RE.test(nickname)) fail('error.nicknameChars');
  return nickname;
}

export function checkSignature(raw: string | undefined): string {
  const signature = (raw ?? '').trim().replace(/\s+/g, ' ');
  const n = length(signature);
  if (n < SIGNATURE_MIN || n > SIGNATURE_MAX)
    fail('error.signatureLength', { min: SIGNATURE_MIN, max: SIGNATURE_MAX });
  if (!SIGNATURE_RE.test(signature)) fail('error.signatureChars');
  return signature;
}

export function createProfile(_ctx: EngineContext, deps: { accounts: Accounts; sessions: Sessions }) {
  const { accounts, sessions } = deps;

  return {
    /**
     * `POST /user/editNickname {nickname, signature?}`: the family sends the nickname alone; the signature (a
     * demo extra) may come with it or alone. Every field sent is checked before anything is saved.
     */
    editProfile(token: string | undefined, input: Input<'nickname' | 'signature'>) {
      const user = sessions.requireUser(token);
      if (input.nickname === undefined && input.signature === undefined) fail('error.nicknameRequired');
      const nickname = input.nickname === undefined ? user.nickname : checkNickname(input.nickname);
      const signature = input.signature === undefined ? user.signature : checkSignature(input.signature);
      accounts.saveUser({ ...user, nickname, signature });
    },

    /** `POST /user/uploadHeadPortrait {head_portrait}`: the path `/upload` answered becomes the avatar. */
    setAvatar(token: string | undefined, raw: string | undefined) {
      const user = sessions.requireUser(token);
      const path = (raw ?? '').trim();
      if (!path) fail('error.avatarRequired');
      if (!UPLOAD_PATH_RE.test(path) || path.includes('..')) fail('error.avatarInvalid');
      accounts.saveUser({ ...user, head_portrait: path });
    },
  };
}
