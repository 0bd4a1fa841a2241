import { lazy } from 'react';

/**
 * The auth feature's test seams (stories and tests only): the clock the send-code countdowns read, and the
 * calling-code picker the account forms round-trip through (loaded when first shown), for the shared
 * `AccountPageHarness` in `src/testing`.
 */
export { ClockProvider } from './clock';
export const AreaPage = lazy(() => import('./pages/AreaPage'));
