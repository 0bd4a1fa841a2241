export { ToastViewport, type ToastViewportProps } from './ToastViewport';
