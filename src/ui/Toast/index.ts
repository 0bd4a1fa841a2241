export { toast, createToastStore, type ToastStore, type ToastItem, type ToastKind, type ToastOptions } from './store';
export { ToastViewport, type ToastViewportProps } from './ToastViewport';
export { useToast } from './useToast';
