import { markBuilt, type PageRoute } from '@/lib/routes';

/**
 * Every feature registers its pages in `src/features/<area>/routes.ts` (`export const routes`);
 * the app collects them here, so adding a slice never edits a shared route file.
 */
const modules = import.meta.glob<PageRoute[]>('/src/features/*/routes.ts', { eager: true, import: 'routes' });

export const pageRoutes: PageRoute[] = Object.values(modules).flat();
export const registeredPaths = new Set<string>(pageRoutes.map((r) => r.path));
markBuilt(registeredPaths);

/** Route path → the feature area that registers it (its strings live in `locales/<code>/<area>.json`). */
const areas = new Map<string, string>(
  Object.entries(modules).flatMap(([file, routes]) =>
    routes.map((r) => [r.path, file.split('/')[3]!] as const),
  ),
);

const byPath = new Map<string, PageRoute>(pageRoutes.map((r) => [r.path, r]));

/** The registered route of a path, if any. */
export function routeOfPath(path: string): PageRoute | undefined {
  return byPath.get(path);
}

/** The string namespaces a route's page uses: its area's and those it declares (`PageRoute.ns`). */
export function namespacesOfPath(path: string): string[] {
  const area = areas.get(path);
  return [...(area ? [area] : []), ...(byPath.get(path)?.ns ?? [])];
}
