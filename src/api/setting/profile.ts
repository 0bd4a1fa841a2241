/**
 * The profile a user edits (wire-facts §9): nickname and signature, the avatar. No React; the setting feature
 * owns the hooks. The avatar's picture goes up through `/upload` first (`../uploads.ts`), then its path here.
 *
 *   editProfile({ nickname?, signature? }): Promise<string>     POST /user/editNickname {nickname, signature?}
 *   setAvatar(path): Promise<string>                             POST /user/uploadHeadPortrait {head_portrait}
 *
 * The family's `editNickname` reads `nickname`; `signature` is the demo's extra (decisions 81, 82). Both resolve to
 * the server's confirmation text.
 */
import { request } from '../client';
import { ackText } from '../schemas/primitives';

export function editProfile(p: { nickname?: string; signature?: string }): Promise<string> {
  return request('user/editNickname', {
    params: { nickname: p.nickname, signature: p.signature },
    schema: ackText,
    quiet: true,
  });
}

export function setAvatar(path: string): Promise<string> {
  return request('user/uploadHeadPortrait', { params: { head_portrait: path }, schema: ackText, quiet: true });
}
