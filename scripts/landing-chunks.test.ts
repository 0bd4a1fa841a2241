import { describe, expect, it } from 'vitest';
import { landingChunks } from './landing-chunks.ts';

/** Runs the plugin's buildEnd over a module graph given as id → static imports. */
function cut(graph: Record<string, string[]>) {
  const context = {
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) => (graph[id] ? { importedIds: graph[id] } : null),
  };
  const hook = landingChunks.plugin.buildEnd as unknown as (this: typeof context) => void;
  hook.call(context);
  return { core: [...landingChunks.core].sort(), screen: [...landingChunks.screen].sort() };
}

describe('the landing chunks', () => {
  it("core is what the entry imports; screen what home adds, home's own folder aside", () => {
    const graph = {
      '/r/src/app/main.tsx': ['/r/src/lib/a.ts', '/r/node_modules/react/index.js'],
      '/r/src/lib/a.ts': ['/r/src/lib/b.ts'],
      '/r/src/lib/b.ts': [],
      '/r/node_modules/react/index.js': [],
      '/r/src/features/home/pages/HomePage.tsx': ['/r/src/lib/b.ts', '/r/src/ui/C.tsx', '/r/src/features/home/Banner.tsx'],
      '/r/src/ui/C.tsx': ['/r/src/ui/D.tsx'],
      '/r/src/ui/D.tsx': [],
      '/r/src/features/home/Banner.tsx': ['/r/src/ui/E.tsx'],
      '/r/src/ui/E.tsx': [],
      '/r/src/features/fund/pages/Other.tsx': ['/r/src/ui/F.tsx'],
      '/r/src/ui/F.tsx': [],
    };
    expect(cut(graph)).toEqual({
      core: ['/r/node_modules/react/index.js', '/r/src/lib/a.ts', '/r/src/lib/b.ts'],
      // what home's own modules import joins too; another page's own imports do not
      screen: ['/r/src/ui/C.tsx', '/r/src/ui/D.tsx', '/r/src/ui/E.tsx'],
    });
  });

  it('is empty when the graph has no entry and no home (Storybook, a library build)', () => {
    expect(cut({ '/r/src/ui/F.tsx': [] })).toEqual({ core: [], screen: [] });
  });
});
