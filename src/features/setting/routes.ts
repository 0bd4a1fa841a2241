import { lazyPage } from '@/lib/lazyPage';
import { ROUTES, type PageRoute } from '@/lib/routes';

export const routes: PageRoute[] = [
  { path: ROUTES.forget.path, page: lazyPage(() => import('./pages/ForgetPage')) },
  { path: ROUTES.setting.path, page: lazyPage(() => import('./pages/SettingPage')), auth: true },
  { path: ROUTES.settingSet.path, page: lazyPage(() => import('./pages/SetPage')) },
  { path: ROUTES.userInfo.path, page: lazyPage(() => import('./pages/UserInfoPage')), auth: true },
  { path: ROUTES.security.path, page: lazyPage(() => import('./pages/SecurityPage')), auth: true },
  { path: ROUTES.password.path, page: lazyPage(() => import('./pages/PasswordPage')), auth: true },
  { path: ROUTES.payPassword.path, page: lazyPage(() => import('./pages/PayPasswordPage')), auth: true },
  { path: ROUTES.bindAuthenticator.path, page: lazyPage(() => import('./pages/BindAuthenticatorPage')), auth: true },
];
