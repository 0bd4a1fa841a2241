// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoUser } from '../../fixtures/auth';
import { checkNickname, checkSignature } from './profile';
import { testEngine, type TestEngine } from './testEngine';

let te: TestEngine;
let token: string;
beforeEach(async () => {
  te = await testEngine();
  token = await te.engine.user.login({ user_string: demoUser.user_string, password: DEMO_PASSWORD });
});

describe('nickname and signature rules', () => {
  it('takes 2–10 letters of any script or digits, counted in characters', () => {
    expect(checkNickname('  Trader7 ')).toBe('Trader7');
    expect(checkNickname('交易员')).toBe('交易员');
    expect(checkNickname('นักเทรด')).toBe('นักเทรด'); // Thai vowel marks are part of the letters
    expect(checkNickname('李明')).toBe('李明');
    expect(() => checkNickname('')).toThrow(expect.objectContaining({ key: 'error.nicknameRequired' }));
    expect(() => checkNickname('A')).toThrow(expect.objectContaining({ key: 'error.nicknameLength' }));
    expect(() => checkNickname('ABCDEFGHIJK')).toThrow(expect.objectContaining({ key: 'error.nicknameLength' }));
    expect(() => checkNickname('Bad name')).toThrow(expect.objectContaining({ key: 'error.nicknameChars' }));
    expect(() => checkNickname('<b>x</b>')).toThrow(expect.objectContaining({ key: 'error.nicknameChars' }));
    expect(() => checkNickname('hi😀')).toThrow(expect.objectContaining({ key: 'error.nicknameChars' }));
  });

  it('takes a 2–30 character signature with spaces and sentence punctuation', () => {
    expect(checkSignature(' Buy low,   sell high! ')).toBe('Buy low, sell high!');
    expect(checkSignature('长期持有。')).toBe('长期持有。');
    expect(() => checkSignature('x')).toThrow(expect.objectContaining({ key: 'error.signatureLength' }));
    expect(() => checkSignature('x'.repeat(31))).toThrow(expect.objectContaining({ key: 'error.signatureLength' }));
    expect(() => checkSignature('a <script>')).toThrow(expect.objectContaining({ key: 'error.signatureChars' }));
  });
});

describe('editing the profile', () => {
  it('saves the nickname and the signature, alone or together, and /user/info shows them', () => {
    const { engine } = te;
    engine.user.editProfile(token, { nickname: 'Nova' });
    expect(engine.user.info(token)).toMatchObject({ nickname: 'Nova', signature: '' });
    engine.user.editProfile(token, { signature: 'Patience pays' });
    expect(engine.user.info(token)).toMatchObject({ nickname: 'Nova', signature: 'Patience pays' });
    engine.user.editProfile(token, { nickname: 'Vega', signature: 'Hold on' });
    expect(engine.user.info(token)).toMatchObject({ nickname: 'Vega', signature: 'Hold on' });
  });

  it('saves nothing when one field is wrong, and needs a session', () => {
    const { engine } = te;
    expect(() => engine.user.editProfile(token, { nickname: 'Good', signature: '!' })).toThrow(
      expect.objectContaining({ key: 'error.signatureLength' }),
    );
    expect(engine.user.info(token).nickname).toBe(demoUser.nickname);
    expect(() => engine.user.editProfile(token, {})).toThrow(expect.objectContaining({ key: 'error.nicknameRequired' }));
    expect(() => engine.user.editProfile('nope', { nickname: 'Good' })).toThrow(
      expect.objectContaining({ kind: '999' }),
    );
  });

  it('takes an uploaded path as the avatar, and nothing else', () => {
    const { engine } = te;
    engine.user.setAvatar(token, '/upload/2026/ab12cd.png');
    expect(engine.user.info(token).head_portrait).toBe('/upload/2026/ab12cd.png');
    for (const bad of ['https://evil.example/x.png', '/upload/../secret', '/etc/passwd', 'javascript:alert(1)'])
      expect(() => engine.user.setAvatar(token, bad)).toThrow(expect.objectContaining({ key: 'error.avatarInvalid' }));
    expect(() => engine.user.setAvatar(token, ' ')).toThrow(expect.objectContaining({ key: 'error.avatarRequired' }));
    expect(engine.user.info(token).head_portrait).toBe('/upload/2026/ab12cd.png');
  });
});
