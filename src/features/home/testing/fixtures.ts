import { QUICK_LINKS } from '../quickLinks';
import { ROUTES } from '@/lib/routes';

/** Every page a quick link or the service entry can open: stories show the full grid, whatever is built. */
export const ALL_LINK_PATHS: ReadonlySet<string> = new Set([
  ...Object.values(QUICK_LINKS).map((l) => l.path),
  ROUTES.service.path,
]);
