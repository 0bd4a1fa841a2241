import { Suspense, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import styled from 'styled-components';

export interface RouteHarnessProps {
  /** The route pattern the page is mounted at (the story's or test's `route` must match it). */
  path: string;
  /** The page. */
  children: ReactNode;
  /** Other real routes beside it, e.g. a picker the page round-trips through. */
  extraRoutes?: ReactNode;
}

/**
 * Renders one page at its route for stories and tests; any other navigation lands on a marker that names
 * the target (`→ /path?query`), so a test or a reviewer sees where a button leads. A feature wraps it with
 * the providers only its own pages need (the chart's time zone…) in its own `testing/` folder; a wrapper several
 * features use lives here (`AccountPageHarness`).
 */
export function RouteHarness({ path, children, extraRoutes }: RouteHarnessProps) {
  return (
    <Suspense>
      <Routes>
        <Route path={path} element={children} />
        {extraRoutes}
        <Route path="*" element={<Landed />} />
      </Routes>
    </Suspense>
  );
}

function Landed() {
  const { pathname, search } = useLocation();
  return (
    <$Landed role="status">
      → {pathname}
      {search}
    </$Landed>
  );
}

const $Landed = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space['4']};
  color: ${({ theme }) => theme.color.textPrimary};
  font-family: ${({ theme }) => theme.font.family.mono};
`;
