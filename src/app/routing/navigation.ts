import type { NavigateFunction } from 'react-router-dom';
import { ROUTES } from '@/lib/routes';

/**
 * Navigation for code outside React (the API client's 999/998 rules): the router registers its
 * `navigate` here through <NavigationBridge/>, so the same code works under the app's HashRouter
 * and Storybook's MemoryRouter.
 */
let navigateFn: NavigateFunction | null = null;
let currentPath = () => '/';

export function bindNavigation(navigate: NavigateFunction, pathname: () => string) {
  navigateFn = navigate;
  currentPath = pathname;
}

export function navigateTo(path: string, options?: { replace?: boolean }) {
  navigateFn?.(path, options);
}

export function getCurrentPath(): string {
  return currentPath();
}

/** The spec's "back home" helper: leaves the stack and lands on the home tab. */
export function backHome() {
  navigateTo(ROUTES.home.path, { replace: true });
}
