import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { bindNavigation } from './navigation';

/** Hands the router's navigate() to non-React code (see navigation.ts). */
export function NavigationBridge() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const path = useRef(pathname);
  useEffect(() => {
    path.current = pathname;
  }, [pathname]);
  useEffect(() => bindNavigation(navigate, () => path.current), [navigate]);
  return null;
}
