import type { PageRoute } from './types';

/**
 * Every feature registers its pages in `src/features/<area>/routes.ts` (`export const routes`);
 * the app collects them here, so adding a slice never edits a shared route file.
 */
const modules = import.meta.glob<PageRoute[]>('/src/features/*/routes.ts', { eager: true, import: 'routes' });

export const pageRoutes: PageRoute[] = Object.values(modules).flat();
export const registeredPaths = new Set(pageRoutes.map((r) => r.path));
