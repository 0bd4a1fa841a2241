/**
 * The API base rule (spec §7):
 * - `VITE_API_BASE` (build-time) overrides everything;
 * - a page host that carries a port (a dev or demo server, e.g. 127.0.0.1:8080) talks to the
 *   configured production host `VITE_PRODUCTION_HOST` — unless none is configured, in which case the
 *   page's own origin is used (that is how `npm start` serves the demo exchange beside the app);
 * - otherwise the page host over https: `https://<host>/api`.
 */
export interface BaseEnv {
  VITE_API_BASE?: string;
  VITE_PRODUCTION_HOST?: string;
}

export function resolveApiBase(loc: Pick<Location, 'host' | 'hostname' | 'port' | 'origin'>, env: BaseEnv): string {
  const override = env.VITE_API_BASE?.trim();
  if (override) return override.replace(/\/+$/, '');
  if (loc.port) {
    const production = env.VITE_PRODUCTION_HOST?.trim();
    return production ? `https://${production.replace(/^https?:\/\//, '').replace(/\/+$/, '')}/api` : `${loc.origin}/api`;
  }
  return `https://${loc.hostname}/api`;
}

let cached: string | null = null;
export function apiBase(): string {
  cached ??= resolveApiBase(window.location, import.meta.env as BaseEnv);
  return cached;
}

/** The site origin (API base without `/api`), used to absolutise relative image paths (spec §7). */
export function siteOrigin(): string {
  return apiBase().replace(/\/api$/, '');
}

/** Relative image paths are prefixed with the site origin. */
export function assetUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${siteOrigin()}/${path.replace(/^\/+/, '')}`;
}
