import { lazyPage } from '@/lib/lazyPage';
import { ROUTES, type PageRoute } from '@/lib/routes';

const ArticlesPage = lazyPage(() => import('./pages/ArticlesPage'));

/** Information pages: articles (about, help, privacy), contact, compliance, app download. */
export const routes: PageRoute[] = [
  { path: ROUTES.about.path, page: ArticlesPage },
  { path: ROUTES.help.path, page: ArticlesPage },
  { path: ROUTES.privacy.path, page: ArticlesPage },
  { path: ROUTES.contactUs.path, page: lazyPage(() => import('./pages/ContactPage')) },
  { path: ROUTES.compliance.path, page: lazyPage(() => import('./pages/CompliancePage')) },
  { path: ROUTES.download.path, page: lazyPage(() => import('./pages/DownloadPage')) },
];
