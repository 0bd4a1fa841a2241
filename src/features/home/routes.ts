import { lazy } from 'react';
import type { PageRoute } from '@/lib/routes';
import { ROUTES } from '@/lib/routes';

export const routes: PageRoute[] = [{ path: ROUTES.home.path, page: lazy(() => import('./pages/HomePage')) }];
