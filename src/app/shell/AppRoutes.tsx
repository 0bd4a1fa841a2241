import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { AuthGuard } from '@/app/routing/AuthGuard';
import { PageBoundary } from '@/app/routing/PageBoundary';
import { pageRoutes } from '@/app/routing/registry';
import { HOME_PATH, type PageRoute } from '@/app/routing/types';
import { DelayedSpinner } from '@/ui/Loading';
import NotFoundPage from './NotFoundPage';
import { PageTransition } from './PageTransition';
import { TabBar } from './TabBar';

function Page({ route }: { route: PageRoute }) {
  const Screen = route.page;
  const location = useLocation();
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
    <$Frame $tab={Boolean(route.tab)}>
      {route.auth ? <AuthGuard>{screen}</AuthGuard> : screen}
      {route.tab && <TabBar />}
    </$Frame>
  );
}

/** The route table: every registered page, home at `/`, and a real not-found page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to={HOME_PATH} replace />} />
      {pageRoutes.map((route) => (
        <Route key={route.path} path={route.path} element={<Page route={route} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

const $Frame = styled.div<{ $tab: boolean }>`
  max-width: ${({ theme }) => theme.size.pageMax};
  margin: 0 auto;
  min-height: 100dvh;
  padding-bottom: ${({ $tab, theme }) => ($tab ? `calc(${theme.size.tabBar} + env(safe-area-inset-bottom))` : '0')};
`;
