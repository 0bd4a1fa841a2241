/**
 * The `confirm()` queue. The dialog that shows it (`ConfirmHost`, ui/Dialog) is not imported here: a page that
 * asks a question loads the dialog and its animation code when it asks, not when it loads.
 */
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/theme';
import type { ButtonVariant } from '../Button';

export interface ConfirmOptions {
  title: ReactNode;
  message?: ReactNode;
  /** Defaults to "Confirm". */
  confirmText?: string;
  /** Defaults to "Cancel"; `null` hides the cancel button (an alert). */
  cancelText?: string | null;
  /** e.g. 'danger' for destructive actions. */
  confirmVariant?: ButtonVariant;
}

interface Pending extends ConfirmOptions {
  id: number;
  resolve: (ok: boolean) => void;
}

let queue: Pending[] = [];
let nextId = 1;
let hosts = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const head = () => queue[0] ?? null;

function settle(id: number, ok: boolean) {
  const item = queue.find((p) => p.id === id);
  if (!item) return;
  queue = queue.filter((p) => p !== item);
  item.resolve(ok);
  emit();
}

let fallbackMounted = false;
let fallback: { el: HTMLElement; root: ReturnType<typeof createRoot> } | null = null;
/** Without a <ConfirmHost/> in the tree, mount one in its own root (theme only; the dialog brings its own motion). */
function ensureHost() {
  if (hosts > 0 || fallbackMounted || typeof document === 'undefined') return;
  fallbackMounted = true;
  void import('../Dialog').then(({ ConfirmHost }) => {
    // the app's own host may have mounted while the dialog loaded: one host shows the question, not two
    if (hosts > 0) {
      fallbackMounted = false;
      return;
    }
    const el = document.createElement('div');
    el.dataset.confirmHost = '';
    document.body.appendChild(el);
    fallback = { el, root: createRoot(el) };
    fallback.root.render(
      <ThemeProvider theme={theme}>
        <ConfirmHost />
      </ThemeProvider>,
    );
  });
}

/**
 * Asks a yes/no question in a modal dialog; resolves true on Confirm, false on Cancel, Escape or
 * backdrop. Usable outside React. Questions asked while one is open wait their turn.
 */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    queue = [...queue, { ...options, id: nextId++, resolve }];
    ensureHost();
    emit();
  });
}

/** Answers every pending question with false (Cancel). */
function dismissAll() {
  const pending = queue;
  queue = [];
  pending.forEach((p) => p.resolve(false));
  emit();
}

/** Test helper: drops every pending question (each resolves false) and the fallback host, if one was mounted. */
export function resetConfirm() {
  dismissAll();
  if (fallback) {
    fallback.root.unmount();
    fallback.el.remove();
    fallback = null;
  }
  fallbackMounted = false;
}

/** What the dialog showing the queue uses (`ConfirmHost`). */
export const confirmQueue = {
  subscribe,
  head,
  settle,
  dismissAll,
  /** Counts a mounted host (a fallback is mounted only while none is); returns its unmount. */
  hostMounted(): () => void {
    hosts++;
    return () => {
      hosts--;
    };
  },
};
