import { useStore, type PrimitiveAtom } from 'jotai';
import { useCallback, useLayoutEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Keeps a form's values in a jotai atom, so a half-filled form survives leaving the page (the atom holds the
 * draft; give it the empty values as its initial value, beside the feature's other atoms). On mount the form takes
 * the draft before it paints; every change is written back. Returns `clear()`: after a successful submit, it puts
 * the form and the draft back to the form's default values.
 */
export function useFormDraft<V extends FieldValues, Out>(
  form: UseFormReturn<V, unknown, Out>,
  draftAtom: PrimitiveAtom<V>,
): { clear: () => void } {
  const store = useStore();
  const { reset, watch, getValues } = form;
  useLayoutEffect(() => {
    // keepFieldsRef: the fields stay registered in their order (the first invalid one gets the focus)
    reset(store.get(draftAtom), { keepDefaultValues: true, keepFieldsRef: true });
    const subscription = watch(() => store.set(draftAtom, getValues()));
    return () => subscription.unsubscribe();
  }, [store, draftAtom, reset, watch, getValues]);
  const clear = useCallback(() => {
    reset(undefined, { keepFieldsRef: true });
    store.set(draftAtom, getValues());
  }, [store, draftAtom, reset, getValues]);
  return { clear };
}
