import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { deadExports } from './dead-exports';

const root = mkdtempSync(join(tmpdir(), 'dead-exports-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('dead-export check', () => {
  it('reports an export imported nowhere, and not one that is imported or used in its own file', () => {
    mkdirSync(join(root, 'src/lib'), { recursive: true });
    writeFileSync(join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true }, include: ['src'] }));
    writeFileSync(
      join(root, 'src/lib/a.ts'),
      'export const used = 1;\nexport const dead = 2;\nexport const local = 3;\nexport const twice = local + 1;\n',
    );
    writeFileSync(join(root, 'src/lib/b.ts'), "import { used, twice } from './a';\nexport const sum = used + twice;\n");
    writeFileSync(join(root, 'src/lib/c.ts'), "import { sum } from './b';\nconsole.log(sum);\n");
    expect(deadExports(root, ['src'])).toEqual(['src/lib/a.ts:2  dead']);
  });
});
