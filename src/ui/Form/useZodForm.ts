import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { $ZodType, input, output } from 'zod/v4/core';

/** A zod schema (classic `zod` or `zod/mini`) whose input is a form's values. */
export type FormSchema = $ZodType<FieldValues, FieldValues>;

export type ZodFormOptions<S extends FormSchema> = Omit<
  UseFormProps<input<S>, unknown, output<S>>,
  'resolver'
>;
export type ZodForm<S extends FormSchema> = UseFormReturn<input<S>, unknown, output<S>>;

/**
 * react-hook-form's `useForm` validated by a zod schema: nothing is checked while the user first types; submit
 * checks everything, shows the messages and focuses the first invalid field; from then on each field is checked
 * again as it changes, so a message clears as soon as the value is valid. `handleSubmit` hands over the
 * schema's output (trimmed, transformed). Messages are i18n keys (`formMessage`), translated by `FormField`.
 */
export function useZodForm<S extends FormSchema>(schema: S, options?: ZodFormOptions<S>): ZodForm<S> {
  return useForm<input<S>, unknown, output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    resolver: zodResolver(schema),
  });
}
