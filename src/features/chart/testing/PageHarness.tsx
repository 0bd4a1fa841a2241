import type { ReactNode } from 'react';
import { ChartTimeZone } from '../components/chart/chartEnv';
import { RouteHarness } from '@/testing';

/**
 * Renders one chart page at its route for stories and tests (see `RouteHarness`), with chart times in UTC so
 * screenshots do not depend on the machine's zone. (The trade pages show no chart times: `RouteHarness` alone.)
 */
export function PageHarness({ path, children }: { path: string; children: ReactNode }) {
  return (
    <ChartTimeZone.Provider value="UTC">
      <RouteHarness path={path}>{children}</RouteHarness>
    </ChartTimeZone.Provider>
  );
}
