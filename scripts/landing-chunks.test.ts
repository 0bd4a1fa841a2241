import { describe, expect, it } from 'vitest';
import { landingChunks } from './landing-chunks.ts';

/** Runs the plugin's buildEnd over a module graph given as id → static imports (and dynamic ones). */
function cut(graph: Record<string, string[]>, dynamic: Record<string, string[]> = {}) {
  const context = {
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) =>
      graph[id] ? { importedIds: graph[id], dynamicallyImportedIds: dynamic[id] ?? [] } : null,
  };
  const hook = landingChunks.plugin.buildEnd as unknown as (this: typeof context) => void;
  hook.call(context);
  const sorted = (set: ReadonlySet<string>) => [...set].sort();
  return {
    core: sorted(landingChunks.core),
    shell: sorted(landingChunks.shell),
    screen: sorted(landingChunks.screen),
    wire: sorted(landingChunks.wire),
  };
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
      shell: [],
      // what home's own modules import joins too; another page's own imports do not
      screen: ['/r/src/ui/C.tsx', '/r/src/ui/D.tsx', '/r/src/ui/E.tsx'],
      wire: [],
    });
  });

  it('shell is the renderer the entry loads next, with what it adds to core; home does not take it again', () => {
    const graph = {
      '/r/src/app/main.tsx': ['/r/src/lib/a.ts'],
      '/r/src/lib/a.ts': [],
      '/r/src/app/render.tsx': ['/r/src/lib/a.ts', '/r/node_modules/react-dom/client.js', '/r/src/app/App.tsx'],
      '/r/node_modules/react-dom/client.js': [],
      '/r/src/app/App.tsx': ['/r/src/ui/C.tsx'],
      '/r/src/ui/C.tsx': [],
      '/r/src/features/home/pages/HomePage.tsx': ['/r/src/ui/C.tsx', '/r/src/ui/D.tsx'],
      '/r/src/ui/D.tsx': [],
    };
    const dynamic = { '/r/src/app/main.tsx': ['/r/src/app/render.tsx'] };
    const chunks = cut(graph, dynamic);
    expect(chunks.shell).toEqual([
      '/r/node_modules/react-dom/client.js',
      '/r/src/app/App.tsx',
      '/r/src/app/render.tsx',
      '/r/src/ui/C.tsx',
    ]);
    expect(chunks.screen).toEqual(['/r/src/ui/D.tsx']);
  });

  it("wire is what the entry's API areas load lazily, with what it imports that the entry does not", () => {
    const graph = {
      '/r/src/app/main.tsx': ['/r/src/api/market.ts', '/r/src/realtime/codecs.ts'],
      '/r/src/realtime/codecs.ts': [],
      '/r/src/api/feeds.ts': ['/r/node_modules/zod/mini.js'],
      '/r/src/api/market.ts': ['/r/src/lib/time.ts'],
      '/r/src/lib/time.ts': [],
      '/r/src/api/wire/market.ts': ['/r/node_modules/zod/mini.js', '/r/src/lib/time.ts'],
      '/r/node_modules/zod/mini.js': [],
      '/r/src/lib/lazy.ts': ['/r/src/features/fund/pages/Other.tsx'],
      '/r/src/features/fund/pages/Other.tsx': [],
    };
    const dynamic = {
      '/r/src/api/market.ts': ['/r/src/api/wire/market.ts'],
      // a page loaded lazily is not wire, nor what another layer loads from src/api
      '/r/src/app/main.tsx': ['/r/src/features/fund/pages/Other.tsx'],
      '/r/src/realtime/codecs.ts': ['/r/src/api/feeds.ts'],
    };
    expect(cut(graph, dynamic).wire).toEqual(['/r/node_modules/zod/mini.js', '/r/src/api/wire/market.ts']);
  });

  it('is empty when the graph has no entry and no home (Storybook, a library build)', () => {
    expect(cut({ '/r/src/ui/F.tsx': [] })).toEqual({ core: [], shell: [], screen: [], wire: [] });
  });
});
