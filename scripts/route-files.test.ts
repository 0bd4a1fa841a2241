import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { namespacesOfPath, pageRoutes } from '../src/app/routing/registry';
import { readRoutes } from './route-files';

const root = fileURLToPath(new URL('..', import.meta.url));

describe("the build's reading of the route modules (index.html preloads a landing route's code and strings)", () => {
  const routes = readRoutes(root);
  const modules = Object.fromEntries(Object.entries(routes).map(([path, r]) => [path, r.module]));

  it('finds every registered route, a page declared once for several paths included', () => {
    expect(Object.keys(modules).sort()).toEqual(pageRoutes.map((r) => r.path).sort());
    expect(modules['/pages/transaction/contract']).toBe('src/features/trade/pages/TradePage.tsx');
    expect(modules['/pages/common/area']).toBe('src/features/auth/pages/AreaPage.tsx');
  });

  it('names page modules that exist', () => {
    for (const [path, module] of Object.entries(modules)) expect(existsSync(`${root}/${module}`), path).toBe(true);
  });

  it('names the string namespaces the app loads for each page', () => {
    for (const route of pageRoutes) expect(routes[route.path]?.ns, route.path).toEqual(namespacesOfPath(route.path));
    expect(routes['/pages/transaction/contract']?.ns).toEqual(['trade', 'chart']);
  });
});
