import { TOAST_MS } from '@/lib/constants';

export type ToastKind = 'info' | 'success' | 'error';

export interface ToastOptions {
  /** How long it stays on screen (ms). Default TOAST_MS (1500). `Infinity` keeps it until dismissed. */
  duration?: number;
  kind?: ToastKind;
}

export interface ToastItem {
  id: number;
  message: string;
  kind: ToastKind;
  duration: number;
}

export interface ToastStore {
  /** Queues a message; returns its id. A message identical to one already waiting is not queued twice. */
  show(message: string, options?: ToastOptions): number;
  info(message: string, options?: Omit<ToastOptions, 'kind'>): number;
  success(message: string, options?: Omit<ToastOptions, 'kind'>): number;
  error(message: string, options?: Omit<ToastOptions, 'kind'>): number;
  /** Removes one toast (the current one when no id is given); the next one starts. */
  dismiss(id?: number): void;
  /** Empties the queue. */
  clear(): void;
  /** The toast on screen (or null). */
  current(): ToastItem | null;
  /** Number of toasts waiting behind the current one. */
  pending(): number;
  subscribe(listener: () => void): () => void;
}

/**
 * A queue of toasts outside React: one on screen at a time, each for its own duration, then the next.
 * The timer lives here, so `toast.show()` works from anywhere (API client, event handlers) and the queue
 * keeps moving whether or not a viewport is mounted.
 */
export function createToastStore(): ToastStore {
  let queue: ToastItem[] = [];
  let nextId = 1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  const startHead = () => {
    clearTimeout(timer);
    timer = undefined;
    const head = queue[0];
    if (head && Number.isFinite(head.duration)) {
      timer = setTimeout(() => {
        queue = queue.slice(1);
        startHead();
        emit();
      }, Math.max(0, head.duration));
    }
  };

  const show = (message: string, { duration = TOAST_MS, kind = 'info' }: ToastOptions = {}) => {
    const same = queue.find((t) => t.message === message && t.kind === kind);
    if (same) return same.id;
    const item: ToastItem = { id: nextId++, message, kind, duration };
    const wasEmpty = queue.length === 0;
    queue = [...queue, item];
    if (wasEmpty) startHead();
    emit();
    return item.id;
  };

  return {
    show,
    info: (m, o) => show(m, { ...o, kind: 'info' }),
    success: (m, o) => show(m, { ...o, kind: 'success' }),
    error: (m, o) => show(m, { ...o, kind: 'error' }),
    dismiss(id) {
      const target = id ?? queue[0]?.id;
      const index = queue.findIndex((t) => t.id === target);
      if (index === -1) return;
      queue = queue.filter((_, i) => i !== index);
      if (index === 0) startHead();
      emit();
    },
    clear() {
      queue = [];
      startHead();
      emit();
    },
    current: () => queue[0] ?? null,
    pending: () => Math.max(0, queue.length - 1),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app-wide toast queue. */
export const toast: ToastStore = createToastStore();
