export { toast, createToastStore, type ToastStore, type ToastItem, type ToastKind, type ToastOptions } from './store';
export { useToast } from './useToast';
