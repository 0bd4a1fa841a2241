import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { AuthGuard } from '@/app/routing/AuthGuard';
import { DemoBanner } from '@/features/trade';
import { PageBoundary } from '@/app/routing/PageBoundary';
import { loadRouteStrings } from '@/app/routing/prefetch';
import { pageRoutes } from '@/app/routing/registry';
import { DelayedSpinner } from '@/ui/Loading';
import { TabBarProvider } from '@/ui/Page';
import NotFoundPage from './NotFoundPage';
import { PageTransition } from './PageTransition';
import { TabBar } from './TabBar';
import { paths, tabOf, type PageRoute } from '@/lib/routes';

/**
 * One route's screen; on a tab route, with the tab bar (each `Page` inside reserves its space). The demo-account
 * strip heads every screen while the session is on a demo account.
 */
function RouteScreen({ route }: { route: PageRoute }) {
  const Screen = route.page;
  const tab = tabOf(route.path);
  const location = useLocation();
  // the page's strings load beside its code (the page would otherwise ask for them once it renders)
  useEffect(() => void loadRouteStrings(route.path), [route.path]);
  const screen = (
    <PageBoundary key={location.pathname}>
      <Suspense fallback={<DelayedSpinner />}>
        <PageTransition>
          <Screen />
        </PageTransition>
      </Suspense>
    </PageBoundary>
  );
  return (
    <$Frame>
      <DemoBanner />
      <TabBarProvider shown={Boolean(tab)}>
        {route.auth ? <AuthGuard>{screen}</AuthGuard> : screen}
      </TabBarProvider>
      {tab && <TabBar />}
    </$Frame>
  );
}

/** The route table: every registered page, home at `/`, and a real not-found page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to={paths.home()} replace />} />
      {pageRoutes.map((route) => (
        <Route key={route.path} path={route.path} element={<RouteScreen route={route} />} />
      ))}
      <Route
        path="*"
        element={
          <>
            <DemoBanner />
            <NotFoundPage />
          </>
        }
      />
    </Routes>
  );
}

const $Frame = styled.div`
  max-width: ${({ theme }) => theme.size.pageMax};
  margin: 0 auto;
  min-height: 100dvh;
`;
