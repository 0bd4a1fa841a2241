// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { marketsQuery } from '@/api/market';
import { ROUTES } from '@/lib/routes';
import { loadRouteStrings, prefetchRoute } from './prefetch';
import { namespacesOfPath, routeOfPath } from './registry';

afterEach(() => vi.restoreAllMocks());

function started(qc: QueryClient) {
  const spy = vi.spyOn(qc, 'prefetchQuery').mockResolvedValue();
  return () => spy.mock.calls.map(([options]) => JSON.stringify(options.queryKey));
}

describe('what a landing route starts beside its code', () => {
  it('the trade tab: its page, its market list and both string namespaces its page uses', async () => {
    const qc = new QueryClient();
    const keys = started(qc);
    const load = vi.spyOn(i18next, 'loadNamespaces');
    const page = vi.spyOn(routeOfPath(ROUTES.contract.path)!.page, 'preload').mockResolvedValue();
    await prefetchRoute(ROUTES.contract.path, qc);
    expect(keys()).toContain(JSON.stringify(marketsQuery().queryKey));
    expect(load).toHaveBeenCalledWith(['trade', 'chart']);
    // the first render shows the page at once instead of suspending on its code
    expect(page).toHaveBeenCalledOnce();
  });

  it('home starts its four calls one task after another (together they made one long task)', async () => {
    const qc = new QueryClient();
    const keys = started(qc);
    vi.spyOn(routeOfPath(ROUTES.home.path)!.page, 'preload').mockResolvedValue();
    const done = prefetchRoute(ROUTES.home.path, qc);
    expect(keys()).toHaveLength(0);
    const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
    await tick();
    await tick();
    expect(keys()).toEqual([JSON.stringify(marketsQuery().queryKey)]);
    await done;
    expect(keys()).toHaveLength(4);
  });

  it('the first render waits for the answers, but not more than half a second after the code', async () => {
    vi.useFakeTimers();
    try {
      const qc = new QueryClient();
      vi.spyOn(qc, 'prefetchQuery').mockReturnValue(new Promise(() => {}));
      vi.spyOn(routeOfPath(ROUTES.market.path)!.page, 'preload').mockResolvedValue();
      let ready = false;
      void prefetchRoute(ROUTES.market.path, qc).then(() => (ready = true));
      await vi.advanceTimersByTimeAsync(450);
      expect(ready).toBe(false);
      await vi.advanceTimersByTimeAsync(100);
      expect(ready).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('home: the market list strings its movers show and the messages bell\'s, beside its own', () => {
    expect(namespacesOfPath(ROUTES.home.path)).toEqual(['home', 'market', 'messages']);
  });

  it('a route without declared extras loads its area only; an unknown path nothing', async () => {
    expect(namespacesOfPath(ROUTES.chart.path)).toEqual(['chart']);
    const load = vi.spyOn(i18next, 'loadNamespaces');
    await loadRouteStrings('/pages/nowhere');
    expect(load).not.toHaveBeenCalled();
  });
});
