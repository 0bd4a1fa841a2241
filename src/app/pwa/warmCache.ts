/**
 * The public API answers the service worker keeps for an offline start: the rule of its `api-public` runtime
 * cache (vite.config.ts; there it is a function's source, so it cannot import this). All are GET calls.
 */
const PUBLIC_API_PATH = /^\/api\/(currency\/|menu|news\/index_pop)/;

/**
 * Once the first install controls the page: requests the public answers the page fetched before, once more,
 * now through the worker, which keeps them (network first) for an offline start. Plain requests of the same
 * URLs whose answers the page ignores: refetching the app's queries instead read, checked and rendered them
 * all again, 16–28 ms of main thread two seconds after the first screen. Returns the URLs asked for.
 */
export function warmOfflineCache(
  entries: readonly PerformanceEntry[] = performance.getEntriesByType('resource'),
): string[] {
  const urls = new Set<string>();
  for (const entry of entries as readonly PerformanceResourceTiming[]) {
    if (entry.initiatorType !== 'fetch') continue;
    const url = new URL(entry.name, location.href);
    if (PUBLIC_API_PATH.test(url.pathname)) urls.add(url.href);
  }
  for (const url of urls) void fetch(url, { headers: { Accept: 'application/json' } }).catch(() => {});
  return [...urls];
}
