import { lazy } from 'react';
import type { PageRoute } from '@/app/routing/types';
export const FORGET_PATH = '/pages/setting/forget';
export const SETTING_PATH = '/pages/setting/setting';

export const routes: PageRoute[] = [
  { path: FORGET_PATH, page: lazy(() => import('./pages/ForgetPage')) },
  { path: SETTING_PATH, page: lazy(() => import('./pages/SettingPage')), auth: true },
];
