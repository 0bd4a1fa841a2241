import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '@/lib/validate';
import { passwordPairProblems } from './passwordPair';

const valid = (a: string, b: string) => {
  const p = passwordPairProblems(a, b);
  return p.password === null && p.confirm === null;
};

describe('passwordPairProblems', () => {
  it('names each field’s problem', () => {
    expect(passwordPairProblems('', '')).toEqual({ password: 'required', confirm: 'required' });
    expect(passwordPairProblems('abc', 'abc')).toEqual({ password: 'tooShort', confirm: null });
    expect(passwordPairProblems('secret1', 'secret2')).toEqual({ password: null, confirm: 'mismatch' });
    expect(passwordPairProblems('secret1', 'secret1')).toEqual({ password: null, confirm: null });
    // the minimum counts characters, not UTF-16 units: three astral characters are six units but three characters
    expect('𠀀𠀀𠀀'.length).toBe(PASSWORD_MIN_LENGTH);
    expect(passwordPairProblems('𠀀𠀀𠀀', '').password).toBe('tooShort');
  });

  it('is valid exactly when both are equal and long enough (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) =>
        valid(a, b) === (a === b && Array.from(a).length >= PASSWORD_MIN_LENGTH),
      ),
    );
  });
});
