export { toast, type ToastStore, type ToastItem, type ToastKind, type ToastOptions } from './store';
