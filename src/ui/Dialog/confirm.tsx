import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/theme';
import { CloseOnNavigation } from '../_shared';
import { Button, type ButtonVariant } from '../Button';
import { Dialog } from './Dialog';

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
/** Without a <ConfirmHost/> in the tree, mount one in its own root (theme only; the dialog brings its own motion). */
function ensureHost() {
  if (hosts > 0 || fallbackMounted || typeof document === 'undefined') return;
  fallbackMounted = true;
  const el = document.createElement('div');
  el.dataset.confirmHost = '';
  document.body.appendChild(el);
  createRoot(el).render(
    <ThemeProvider theme={theme}>
      <ConfirmHost />
    </ThemeProvider>,
  );
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

/** `confirm` for components. */
export function useConfirm() {
  return confirm;
}

/** Answers every pending question with false (Cancel). */
function dismissAll() {
  const pending = queue;
  queue = [];
  pending.forEach((p) => p.resolve(false));
  emit();
}

/**
 * Renders pending `confirm()` questions. Mount once near the app root (optional: confirm mounts one itself).
 * Navigating away (browser Back included) answers every pending question with false: a question belongs to
 * the page that asked it.
 */
export function ConfirmHost() {
  const { t } = useTranslation('ui');
  const current = useSyncExternalStore(subscribe, head, head);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    hosts++;
    return () => {
      hosts--;
    };
  }, []);
  const id = current?.id ?? 0;
  return (
    <>
      {current && <CloseOnNavigation onClose={dismissAll} />}
      <Dialog
        open={current != null}
        onClose={() => settle(id, false)}
        title={current?.title}
        description={current?.message}
        role="alertdialog"
        showClose={false}
        dismissible={current?.cancelText !== null}
        actions={
          current && (
            <>
              {current.cancelText !== null && (
                <Button variant="secondary" onClick={() => settle(id, false)}>
                  {current.cancelText ?? t('dialog.cancel')}
                </Button>
              )}
              <Button
                ref={confirmRef}
                variant={current.confirmVariant ?? 'primary'}
                onClick={() => settle(id, true)}
              >
                {current.confirmText ?? t('dialog.confirm')}
              </Button>
            </>
          )
        }
      />
    </>
  );
}

/** Test helper: drops every pending question (each resolves false). */
export function resetConfirm() {
  dismissAll();
}
