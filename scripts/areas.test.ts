import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderAreas } from './areas';
import { layerProblems, storyTitleProblems } from './areas/layers';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('one name per area in every layer (docs/areas.md)', () => {
  it('docs/areas.md is what `npm run areas` writes from the code', () => {
    expect(readFileSync(join(root, 'docs/areas.md'), 'utf8')).toBe(renderAreas(root));
  }, 60_000);

  it('every folder and file of an area layer is an area or a shared layer', () => {
    expect(layerProblems(root)).toEqual([]);
  });

  it("every feature's stories are titled by its area", () => {
    expect(storyTitleProblems(root)).toEqual([]);
  });
});

describe('the layer check', () => {
  it('names a layer entry that is no area, an area that is a file in src/api, and a stray story title', () => {
    const dir = mkdtempSync(join(tmpdir(), 'areas-'));
    const put = (file: string, text = '') => {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    };
    try {
      put('src/features/trade/routes.ts');
      put('src/features/trade/pages/TradePage.stories.tsx', "const meta = preview.meta({ title: 'Pages/Transaction/Trade' });");
      put('src/api/trade/spot.ts');
      put('src/api/lever.ts');
      put('src/api/market.ts');
      put('src/api/client.ts');
      put('mocks/engine/ledger/ledger.ts');
      put('mocks/engine/user/index.ts');
      put('mocks/handlers/wallet.funding.test.ts');
      put('locales/en/trade.json', '{}');
      put('locales/en/transaction.json', '{}');
      put('locales/en/server-user.json', '{}');
      expect(layerProblems(dir).map((p) => p.split(':')[0])).toEqual([
        'src/api/lever.ts',
        'src/api/market.ts',
        'mocks/engine/user',
        'mocks/handlers/wallet.funding.test.ts',
        'locales/en/server-user.json',
        'locales/en/transaction.json',
      ]);
      expect(storyTitleProblems(dir)).toEqual([
        "src/features/trade/pages/TradePage.stories.tsx: title 'Pages/Transaction/Trade' should start with 'Pages/Trade/'",
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
