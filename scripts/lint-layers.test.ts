import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The layer rule of eslint.config.js, exercised on sample files: lib < state < api < realtime < theme < ui < features < app. */
const eslint = new ESLint();

async function restricted(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layer lint', () => {
  it('refuses an import from a higher layer', async () => {
    expect(
      await restricted(
        'src/api/sample.ts',
        "import { i18next } from '@/app/i18n';\nexport const x = i18next;\n",
      ),
    ).toHaveLength(1);
    expect(
      await restricted(
        'src/ui/Sample/Sample.tsx',
        "import { routes } from '@/features/market/routes';\nexport const x = routes;\n",
      ),
    ).not.toEqual([]);
    expect(
      await restricted('src/lib/sample.ts', "import { theme } from '../theme';\nexport const x = theme;\n"),
    ).toHaveLength(1);
  });

  it('allows imports from lower layers', async () => {
    expect(
      await restricted(
        'src/ui/Sample/Sample.tsx',
        "import { theme } from '@/theme';\nimport { paths } from '@/lib/routes';\nexport const x = [theme, paths];\n",
      ),
    ).toEqual([]);
  });

  it('keeps the test kit out of app code but lets stories use it', async () => {
    const source = "import { Providers } from '@/testing';\nexport const x = Providers;\n";
    expect(await restricted('src/features/market/pages/Sample.tsx', source)).toHaveLength(1);
    expect(await restricted('src/features/market/pages/Sample.stories.tsx', source)).toEqual([]);
  });
});
