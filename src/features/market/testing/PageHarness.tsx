import type { ReactNode } from 'react';
import { RouteHarness } from '@/testing';

/** Renders one market page at its route for stories and tests (see `RouteHarness`). */
export function PageHarness({ path, children }: { path: string; children: ReactNode }) {
  return <RouteHarness path={path}>{children}</RouteHarness>;
}
