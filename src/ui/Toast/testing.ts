/* For stories and tests: a toast queue of their own, apart from the app's `toast`. */
export { createToastStore } from './store';
