import { toast, type ToastStore } from './store';

/** The toast queue for components (same object as the module-level `toast`). */
export function useToast(): ToastStore {
  return toast;
}
