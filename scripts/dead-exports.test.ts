import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deadExports, fileFacts } from './dead-exports';

let root = '';

/** A throwaway repository: a tsconfig and the given files. */
function repo(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'dead-exports-'));
  writeFileSync(
    join(root, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { strict: true, jsx: 'react-jsx' }, include: ['src'] }),
  );
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return deadExports(root, ['src']);
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('dead-export check', () => {
  it('reports an export imported nowhere, and not one that is imported or used in its own file', () => {
    const dead = repo({
      'src/lib/a.ts':
        'export const used = 1;\nexport const dead = 2;\nexport const local = 3;\nexport const twice = local + 1;\n',
      'src/lib/b.ts': "import { used, twice } from './a';\nexport const sum = used + twice;\n",
      'src/lib/c.ts': "import { sum } from './b';\nconsole.log(sum);\n",
    });
    expect(dead).toEqual(['src/lib/a.ts:2  dead']);
  });

  it('does not count a mention in a comment or a string as a use', () => {
    const dead = repo({
      // named in its own file only in a comment and a string, and in another file only in a comment
      'src/lib/a.ts':
        "/** `mentioned` is mentioned here. */\nexport const mentioned = 1;\nexport const label = 'mentioned';\n",
      'src/lib/b.ts':
        "import { label } from './a';\n// import { mentioned } from './a';\nconsole.log(label);\n",
    });
    expect(dead).toEqual(['src/lib/a.ts:2  mentioned']);
  });

  it('reports an export only stories or tests reach, and a door nobody in the product imports', () => {
    const dead = repo({
      'src/ui/Chip/Chip.tsx': 'export function Chip() {\n  return null;\n}\n',
      'src/ui/Chip/index.ts': "export { Chip } from './Chip';\n",
      'src/ui/Chip/Chip.stories.tsx': "import { Chip } from './Chip';\nexport const Default = Chip;\n",
      'src/ui/Pill/Pill.tsx': 'export const Pill = () => null;\n',
      'src/ui/Pill/index.ts': "export { Pill } from './Pill';\n",
      'src/ui/Pill/Pill.test.ts': "import { Pill } from '../Pill';\nPill();\n",
      'src/lib/util.ts': 'export const onlyTested = () => 1;\nexport const shipped = () => 2;\n',
      'src/lib/util.test.ts': "import { onlyTested } from './util';\nonlyTested();\n",
      'src/testing/builders.ts':
        "import { onlyTested } from '../lib/util';\nexport const build = () => onlyTested();\n",
      'src/app/main.ts': "import { shipped } from '../lib/util';\nshipped();\n",
    });
    expect(dead).toEqual([
      'src/lib/util.ts:1  onlyTested  (stories/tests only)',
      // the story imports the part itself, so only its door is left: nothing in the product opens it
      'src/ui/Chip/index.ts:1  Chip',
      'src/ui/Pill/index.ts:1  Pill  (stories/tests only)',
    ]);
  });

  it("spares the next slices' parts and the doors' props types", () => {
    const dead = repo({
      'src/ui/NftTile/NftTile.tsx':
        'export interface NftTileProps {\n  name: string;\n}\nexport function NftTile(p: NftTileProps) {\n  return p.name;\n}\n',
      'src/ui/NftTile/index.ts': "export { NftTile, type NftTileProps } from './NftTile';\n",
      'src/ui/NftTile/NftTile.stories.tsx':
        "import { NftTile } from './NftTile';\nexport const Default = NftTile;\n",
      'src/ui/Tag/Tag.tsx':
        'export interface TagProps {\n  text: string;\n}\nexport const Tag = (p: TagProps) => p.text;\n',
      'src/ui/Tag/index.ts': "export { Tag, type TagProps } from './Tag';\n",
      'src/app/main.ts': "import { Tag } from '../ui/Tag';\nTag({ text: '' });\n",
    });
    expect(dead).toEqual([]);
  });
});

describe('dead-export check: seams, lazy modules and the build config', () => {
  it("spares a test seam its folder's testing.ts declares, and only that one", () => {
    const dead = repo({
      'src/realtime/connection.ts':
        'let t = 0;\nexport const get = () => t;\nexport function setT(n: number) {\n  t = n;\n}\nexport const undeclared = () => 0;\n',
      'src/realtime/index.ts': "export { get } from './connection';\n",
      'src/realtime/testing.ts': "export { setT } from './connection';\n",
      'src/realtime/a.test.ts':
        "import { setT } from './testing';\nimport { undeclared } from './connection';\nsetT(undeclared());\n",
      'src/app/main.ts': "import { get } from '../realtime';\nget();\n",
    });
    expect(dead).toEqual(['src/realtime/connection.ts:6  undeclared  (stories/tests only)']);
  });

  it('counts the names a product file reads off a module it loads with import()', () => {
    const dead = repo({
      'src/api/wire.ts': 'export const aSchema = 1;\nexport const bSchema = 2;\nexport const unread = 3;\n',
      'src/api/calls.ts':
        "const wire = () => import('./wire');\nexport async function a() {\n  const w = wire();\n  return (await w).aSchema;\n}\n" +
        'export async function b() {\n  const { bSchema } = await wire();\n  return bSchema;\n}\n',
      'src/app/main.ts': "import { a, b } from '../api/calls';\nvoid a();\nvoid b();\n",
    });
    expect(dead).toEqual(['src/api/wire.ts:3  unread']);
  });

  it("counts the build config's imports", () => {
    root = mkdtempSync(join(tmpdir(), 'dead-exports-'));
    writeFileSync(join(root, 'tsconfig.json'), JSON.stringify({ include: ['src', 'vite.config.ts'] }));
    mkdirSync(join(root, 'src/app'), { recursive: true });
    writeFileSync(join(root, 'src/app/calls.ts'), 'export const CALLS = [];\nexport const unread = 1;\n');
    writeFileSync(join(root, 'vite.config.ts'), "import { CALLS } from './src/app/calls';\nconsole.log(CALLS);\n");
    expect(deadExports(root, ['src'])).toEqual(['src/app/calls.ts:2  unread']);
  });
});

describe('fileFacts', () => {
  it('counts references, not declarations, property names, specifiers or comments', () => {
    const facts = fileFacts(
      'a.ts',
      [
        '// value value',
        'export const value = 1;',
        'export type Shape = { value: number };',
        'const o = { value: 2 };',
        'console.log(o.value);',
        'export { o as value2 };',
        'export const read = () => ({ value });',
      ].join('\n'),
    );
    expect(facts.localUses.get('value')).toBe(1); // the shorthand `{ value }` only
    expect(facts.typeOnly).toEqual(new Set(['Shape']));
    expect(facts.lines.get('value2')).toBe(6);
  });
});
