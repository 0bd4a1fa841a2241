import type { CustomTypeOptions } from 'i18next';
import { useCallback } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { formMessage, type MessageValues } from '@/ui/Form';

/** What a zod `superRefine` gives its check: where to add a problem. */
interface IssueSink {
  addIssue: (issue: { code: 'custom'; message: string; path?: PropertyKey[] }) => void;
}

/** A key of the `wallet` strings (an unknown one is a compile error). */
export type WalletKey = keyof CustomTypeOptions['resources']['wallet'];

/**
 * Adds the problem `key` (with its values) to the field at `path` (absent: the field being checked); the field
 * translates it as it renders (`formMessage`).
 */
export function problem(ctx: IssueSink, key: WalletKey, values?: MessageValues, path?: string) {
  ctx.addIssue({ code: 'custom', message: formMessage(`wallet:${key}`, values), ...(path ? { path: [path] } : {}) });
}

/**
 * `recheck(...names)`: after the first submit, checks these fields again now, as a value they depend on changed in
 * another field (the account whose balance bounds the amount, the network an address must match). Before it,
 * nothing is shown yet. Call it in the component that calls `useZodForm`.
 */
export function useRecheck<V extends FieldValues, O>(form: UseFormReturn<V, unknown, O>) {
  // read while rendering, so the form re-renders once it is submitted
  const { isSubmitted } = form.formState;
  const { trigger } = form;
  return useCallback(
    (...names: FieldPath<V>[]) => {
      if (isSubmitted) void trigger(names);
    },
    [isSubmitted, trigger],
  );
}

/** After a successful submit: these fields take the given values, the others stay, no message shows until the next submit. */
export function clearAfterSubmit<V extends FieldValues, O>(form: UseFormReturn<V, unknown, O>, values: Partial<V>) {
  form.reset({ ...form.getValues(), ...values }, { keepDefaultValues: true });
}
