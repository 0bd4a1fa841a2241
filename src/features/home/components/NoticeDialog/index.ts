import { lazy } from 'react';
/** Lazy: the sanitizer loads only when there is a notice to show. */
export const NoticeDialog = lazy(() => import('./NoticeDialog'));
