import { useAtom, type PrimitiveAtom } from 'jotai';
import { useCallback, useId, useState, type FormEvent } from 'react';
import type { Errors } from './validation';

type Shown<V> = 'all' | ReadonlySet<keyof V>;

/**
 * A small controlled-form hook (react-hook-form is not in this project). Values live in a jotai atom
 * (drafts survive navigation and errors); messages are derived from the values once a field has been
 * checked, so they clear as soon as the field becomes valid and follow a language change.
 */
export function useForm<V extends object>(valuesAtom: PrimitiveAtom<V>, validate: (values: V) => Errors<V>) {
  const [values, setValues] = useAtom(valuesAtom);
  const [shown, setShown] = useState<Shown<V>>(() => new Set());
  const formId = useId();
  const all = validate(values);
  const errors: Errors<V> =
    shown === 'all' ? all : (Object.fromEntries(Object.entries(all).filter(([k]) => shown.has(k as keyof V))) as Errors<V>);

  const fieldId = useCallback((name: keyof V) => `${formId}-${String(name)}`, [formId]);
  const focus = useCallback((name: keyof V) => document.getElementById(`${formId}-${String(name)}`)?.focus(), [formId]);

  const set = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => setValues((prev) => ({ ...prev, [name]: value })),
    [setValues],
  );

  /** Checks one field now (e.g. the account before sending a code); focuses it when invalid. */
  const checkField = useCallback(
    (name: keyof V): boolean => {
      setShown((prev) => (prev === 'all' ? prev : new Set([...prev, name])));
      if (validate(values)[name] === undefined) return true;
      focus(name);
      return false;
    },
    [focus, validate, values],
  );

  /** `onSubmit` for a <form>: shows every message, focuses the first invalid field, else calls `submit`. */
  const handleSubmit = useCallback(
    (submit: (values: V) => void) => (e: FormEvent) => {
      e.preventDefault();
      setShown('all');
      const first = Object.keys(validate(values))[0];
      if (first === undefined) submit(values);
      else focus(first as keyof V);
    },
    [focus, validate, values],
  );

  const reset = useCallback(
    (next: V) => {
      setShown(new Set());
      setValues(next);
    },
    [setValues],
  );

  return { values, errors, set, fieldId, checkField, handleSubmit, reset };
}
