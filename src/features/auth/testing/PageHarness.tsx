import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ClockProvider } from '../clock';
import { AREA_PATH } from '../paths';

/** A fixed instant: send-code countdowns in stories and tests never move on their own. */
export const FROZEN_NOW = Date.UTC(2026, 10, 1, 8, 0, 0);
const frozen = () => FROZEN_NOW;

const AreaPage = lazy(() => import('../pages/AreaPage'));

/**
 * Renders one page at its route for stories and tests, with the area picker beside it (so the
 * round trip works) and a landing marker that names where the page navigated to.
 */
export function PageHarness({ path, children }: { path: string; children: ReactNode }) {
  return (
    <ClockProvider now={frozen}>
      <Suspense>
        <Routes>
          <Route path={path} element={children} />
          {path !== AREA_PATH && <Route path={AREA_PATH} element={<AreaPage />} />}
          <Route path="*" element={<Landed />} />
        </Routes>
      </Suspense>
    </ClockProvider>
  );
}

function Landed() {
  const { pathname } = useLocation();
  return <$Landed role="status">→ {pathname}</$Landed>;
}

const $Landed = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space['4']};
  color: ${({ theme }) => theme.color.textPrimary};
  font-family: ${({ theme }) => theme.font.family.mono};
`;
