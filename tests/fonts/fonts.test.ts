import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { browserEnv } from '../browser';

/**
 * The browser suites' fontconfig (tests/fonts/fonts.conf) must list the faces of the two Debian font
 * packages `.ci/run` installs and nothing else on the machine: otherwise a font installed by anyone
 * could change the pixels of text drawn without a web font (mock images, fallbacks).
 */
const ALLOWED = [
  /^\/usr\/share\/fonts\/opentype\/noto\/NotoSansCJK-(Regular|Bold)\.ttc$/,
  /^\/usr\/share\/fonts\/truetype\/tlwg\/Loma[-A-Za-z]*\.ttf$/,
];

const fcList = (() => {
  try {
    return execFileSync('fc-list', ['--format', '%{file}\\n'], { env: browserEnv, encoding: 'utf8' });
  } catch {
    return undefined;
  }
})();

describe('browser fonts', () => {
  it.skipIf(fcList === undefined)('are only the faces the project installs', () => {
    const files = [...new Set(fcList!.split('\n').filter(Boolean))].sort();
    expect(files.filter((f) => !ALLOWED.some((re) => re.test(f)))).toEqual([]);
    expect(files).toContain('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc');
    expect(files).toContain('/usr/share/fonts/truetype/tlwg/Loma.ttf');
  });

  it.skipIf(fcList === undefined)('give every family a page may ask for the same face', () => {
    for (const family of ['Arial', 'Helvetica', 'sans-serif', 'serif', 'monospace', 'Helvetica Neue']) {
      const match = execFileSync('fc-match', ['--format', '%{family[0]}', family], { env: browserEnv, encoding: 'utf8' });
      expect(match, family).toBe('Noto Sans CJK SC');
    }
  });
});
