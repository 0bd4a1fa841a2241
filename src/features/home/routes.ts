import { lazy } from 'react';
import type { PageRoute } from '@/app/routing/types';
import { HOME_PATH } from '@/app/routing/types';

export const routes: PageRoute[] = [{ path: HOME_PATH, page: lazy(() => import('./pages/HomePage')), tab: 'home' }];
