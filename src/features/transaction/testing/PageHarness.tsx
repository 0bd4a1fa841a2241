import { Suspense, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ChartTimeZone } from '../components/chart';

/**
 * Renders one transaction page at its route for stories and tests: chart times in UTC (screenshots do
 * not depend on the machine's zone); any navigation lands on a marker naming the target.
 */
export function PageHarness({ path, children }: { path: string; children: ReactNode }) {
  return (
    <ChartTimeZone.Provider value="UTC">
      <Suspense>
        <Routes>
          <Route path={path} element={children} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </Suspense>
    </ChartTimeZone.Provider>
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
