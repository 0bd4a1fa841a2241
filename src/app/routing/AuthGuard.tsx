import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ERROR_REDIRECT_MS } from '@/lib/constants';
import { useIsLoggedIn } from '@/state/session';
import { toast } from '@/ui/Toast';
import { paths } from '@/lib/routes';

/**
 * Spec §6: no stored token → "please log in first" toast, then after 1.2 s the login page, which
 * returns the user here after signing in.
 */
export function AuthGuard({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  const { t } = useTranslation();
  useEffect(() => {
    if (loggedIn) return;
    toast.show(t('error.pleaseLogin'));
    const timer = setTimeout(
      () => navigate(paths.login(), { replace: true, state: { from } }),
      ERROR_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [loggedIn, navigate, t, from]);
  return loggedIn ? <>{children}</> : null;
}
