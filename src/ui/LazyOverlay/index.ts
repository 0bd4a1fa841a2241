export { LazyBottomSheet, LazyDialog } from './LazyOverlay';
