import { describe, expect, it } from 'vitest';
import { raw } from './tokens.generated';

describe('motion tokens', () => {
  it('the page transition takes 200 ms (spec §9), the duration the shell animates pages with', () => {
    expect(raw.motion.page).toBe('200ms');
  });
});
