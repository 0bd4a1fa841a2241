import { lazy, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { ClockProvider } from '../testing';
import { ROUTES } from '@/lib/routes';
import { RouteHarness } from '@/testing';

/** A fixed instant: send-code countdowns in stories and tests never move on their own. */
export const FROZEN_NOW = Date.UTC(2026, 10, 1, 8, 0, 0);
const frozen = () => FROZEN_NOW;

const AreaPage = lazy(() => import('../pages/AreaPage'));

/**
 * Renders one auth page at its route for stories and tests (see `RouteHarness`) on a frozen clock, with
 * the area picker beside it so the round trip works.
 */
export function PageHarness({ path, children }: { path: string; children: ReactNode }) {
  return (
    <ClockProvider now={frozen}>
      <RouteHarness
        path={path}
        extraRoutes={path !== ROUTES.area.path && <Route path={ROUTES.area.path} element={<AreaPage />} />}
      >
        {children}
      </RouteHarness>
    </ClockProvider>
  );
}
