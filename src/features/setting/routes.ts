import { lazy } from 'react';
import { ROUTES, type PageRoute } from '@/lib/routes';

export const routes: PageRoute[] = [
  { path: ROUTES.forget.path, page: lazy(() => import('./pages/ForgetPage')) },
  { path: ROUTES.setting.path, page: lazy(() => import('./pages/SettingPage')), auth: true },
];
