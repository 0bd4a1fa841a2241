export { LazyBottomSheet } from './LazyOverlay';
