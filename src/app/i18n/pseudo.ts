/**
 * Pseudo-localisation for layout review: accents every letter, pads the text by ~40 % and
 * brackets it, keeping `{{placeholders}}` and `<tags>` intact so interpolation still works.
 */
const accents: Record<string, string> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'î', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ',
  n: 'ñ', o: 'ö', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'û', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Å', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Î', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ö', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Û', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

export function pseudoLocalize(text: string): string {
  const parts = text.split(/(\{\{[^}]+\}\}|<[^>]+>)/g);
  const body = parts.map((p, i) => (i % 2 === 1 ? p : p.replace(/[A-Za-z]/g, (c) => accents[c] ?? c))).join('');
  const letters = text.replace(/\{\{[^}]+\}\}|<[^>]+>|\s/g, '').length;
  const pad = '~'.repeat(Math.ceil(letters * 0.4));
  return `[[ ${body}${pad ? ` ${pad}` : ''} ]]`;
}
