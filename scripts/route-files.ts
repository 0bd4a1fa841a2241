/**
 * The features' route modules (`src/features/<area>/routes.ts`) read as text, for the build: which page module
 * each route path lazily imports, so index.html can preload a landing route's code before any script runs.
 * Text, not an import: the route modules import React pages. `route-files.test.ts` holds this reading equal to
 * the app's own registry.
 *
 * A route is written `{ path: ROUTES.<name>.path, page: lazyPage(() => import('./pages/<Page>')…) }`, or
 * `page: <Name>` of a `const <Name> = lazyPage(() => import('./pages/<Page>'))` (a page on several paths).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES, type RouteName } from '../src/lib/routes.ts';

const LAZY = String.raw`lazyPage\(\(\)\s*=>\s*import\('\.\/pages\/(\w+)'\)`;

/** Route path → its page module, from the repository root (`src/features/home/pages/HomePage.tsx`). */
export function readRouteModules(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  const features = join(root, 'src/features');
  for (const area of readdirSync(features)) {
    const file = join(features, area, 'routes.ts');
    if (!existsSync(file)) continue;
    const source = readFileSync(file, 'utf8');
    const starts = [...source.matchAll(/\{\s*path:\s*ROUTES\.(\w+)\.path\s*,/g)];
    starts.forEach((start, i) => {
      const text = source.slice(start.index, starts[i + 1]?.index ?? source.length);
      const named = /page:\s*(\w+)\s*[,}]/.exec(text)?.[1];
      const page = named
        ? new RegExp(`const ${named}\\s*=\\s*${LAZY}`).exec(source)?.[1]
        : new RegExp(`page:\\s*${LAZY}`).exec(text)?.[1];
      const route = ROUTES[start[1] as RouteName];
      if (route && page) out[route.path] = `src/features/${area}/pages/${page}.tsx`;
    });
  }
  return out;
}
