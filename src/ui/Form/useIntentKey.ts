import { useCallback, useRef } from 'react';

/** A fresh idempotency key (RFC 4122 v4 where the browser has `crypto.randomUUID`). */
const newKey = () =>
  globalThis.crypto?.randomUUID?.() ??
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;

export interface IntentKey {
  /**
   * The `Idempotency-Key` for submitting these values: the same key while the values are the same and the
   * intent has not succeeded (a double tap, a retry after a lost answer), a new one for other values.
   */
  keyFor: (values: unknown) => string;
  /** The intent succeeded (or was abandoned): the next submit is a new intent with a new key. */
  done: () => void;
}

/**
 * One key per user intent for calls that move money (issue 29): the demo exchange books a key once and
 * answers a repeat with the first answer; a platform of the family ignores the header.
 */
export function useIntentKey(): IntentKey {
  const current = useRef<{ values: string; key: string } | null>(null);
  const keyFor = useCallback((values: unknown) => {
    const serialised = JSON.stringify(values ?? null);
    if (current.current?.values !== serialised) current.current = { values: serialised, key: newKey() };
    return current.current.key;
  }, []);
  const done = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, done };
}
