import { lazy } from 'react';
import { ROUTES, type PageRoute } from '@/lib/routes';

export const routes: PageRoute[] = [
  { path: ROUTES.forget.path, page: lazy(() => import('./pages/ForgetPage')) },
  { path: ROUTES.setting.path, page: lazy(() => import('./pages/SettingPage')), auth: true },
  { path: ROUTES.settingSet.path, page: lazy(() => import('./pages/SetPage')) },
  { path: ROUTES.userInfo.path, page: lazy(() => import('./pages/UserInfoPage')), auth: true },
  { path: ROUTES.security.path, page: lazy(() => import('./pages/SecurityPage')), auth: true },
  { path: ROUTES.password.path, page: lazy(() => import('./pages/PasswordPage')), auth: true },
  { path: ROUTES.payPassword.path, page: lazy(() => import('./pages/PayPasswordPage')), auth: true },
  { path: ROUTES.bindAuthenticator.path, page: lazy(() => import('./pages/BindAuthenticatorPage')), auth: true },
];
