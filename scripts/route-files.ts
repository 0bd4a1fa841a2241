/**
 * The features' route modules (`src/features/<area>/routes.ts`) read as text, for the build: which page module
 * each route path lazily imports and which string namespaces its page uses, so index.html can preload a landing
 * route's code and strings before any script runs.
 * Text, not an import: the route modules import React pages. `route-files.test.ts` holds this reading equal to
 * the app's own registry.
 *
 * A route is written `{ path: ROUTES.<name>.path, page: lazyPage(() => import('./pages/<Page>')…) }`, or
 * `page: <Name>` of a `const <Name> = lazyPage(() => import('./pages/<Page>'))` (a page on several paths); its
 * namespaces are its area's and those of `ns: ['…']`, or of `ns` / `ns: <name>` naming a `const <name> = ['…']`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES, type RouteName } from '../src/lib/routes.ts';

const LAZY = String.raw`lazyPage\(\(\)\s*=>\s*import\('\.\/pages\/(\w+)'\)`;

export interface RouteFiles {
  /** The page module, from the repository root (`src/features/home/pages/HomePage.tsx`). */
  module: string;
  /** The string namespaces its page uses (`namespacesOfPath`): its area's, then those it declares. */
  ns: string[];
}

const strings = (list: string) => [...list.matchAll(/'([\w-]+)'/g)].map((m) => m[1]!);

/** Route path → its page module and string namespaces. */
export function readRoutes(root: string): Record<string, RouteFiles> {
  const out: Record<string, RouteFiles> = {};
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
      const listed = /\bns:\s*\[([^\]]*)\]/.exec(text)?.[1];
      const constant = /\bns(?::\s*(\w+))?\s*[,}\n]/.exec(text);
      const declared =
        listed ??
        (constant
          ? new RegExp(`const ${constant[1] ?? 'ns'}\\s*=\\s*\\[([^\\]]*)\\]`).exec(source)?.[1]
          : undefined);
      const route = ROUTES[start[1] as RouteName];
      if (route && page)
        out[route.path] = {
          module: `src/features/${area}/pages/${page}.tsx`,
          ns: [area, ...strings(declared ?? '')],
        };
    });
  }
  return out;
}
