export { visuallyHidden, buttonReset } from './a11y';
export { useFocusTrap } from './focusTrap';
export { useLatest, useClickGuard, useMounted, useDelayed, systemNow, type NowFn } from './hooks';
export { Portal } from './Portal';
export { CloseOnNavigation } from './closeOnNavigation';
export { useNumberLocale } from './locale';
export { constantLive, mapLive, useLiveEffect, type LiveValue } from './live';
export { useReducedMotion } from './reducedMotion';
export { lazyWhenOpen } from './lazyWhenOpen';
