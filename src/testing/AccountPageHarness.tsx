import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { AreaPage, ClockProvider } from '@/features/auth/testing';
import { ROUTES } from '@/lib/routes';
import { RouteHarness } from './RouteHarness';

/** A fixed instant: send-code countdowns in stories and tests never move on their own. */
export const FROZEN_NOW = Date.UTC(2026, 10, 1, 8, 0, 0);
const frozen = () => FROZEN_NOW;

/**
 * Renders one page with account forms (the auth pages, and the setting pages and parts that reuse auth's form kit)
 * at its route for stories and tests (see `RouteHarness`) on a frozen send-code clock, with the calling-code
 * picker beside it so the round trip works.
 */
export function AccountPageHarness({ path, children }: { path: string; children: ReactNode }) {
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
