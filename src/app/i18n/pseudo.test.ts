import { describe, expect, it } from 'vitest';
import { pseudoLocalize } from './pseudo';

describe('pseudoLocalize', () => {
  it('accents letters, pads by about 40 % and keeps placeholders', () => {
    const out = pseudoLocalize('Resend in {{seconds}}s');
    expect(out).toMatch(/^\[\[ Ŕéšéñð îñ \{\{seconds\}\}š ~+ \]\]$/);
    const letters = 'Resendins'.length;
    expect(out.match(/~/g)!.length).toBe(Math.ceil(letters * 0.4));
  });
});
