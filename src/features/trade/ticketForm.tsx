/**
 * What the trade forms (the three tickets, the TP/SL sheet) share on top of `ui/Form`: their schemas report the
 * problems of `./rules.ts` on their fields, each message a `trade:` key with its values (`formMessage`), a ticket
 * re-checks every field after its first submit whenever anything its checks read changes, and the spot and contract
 * tickets share their order type and limit price fields.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch, type Control, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import * as z from 'zod/mini';
import type { OrderKind } from '@/api/schemas/trade';
import { FormField, formMessage, useFormMessage, type MessageValues } from '@/ui/Form';
import { OrderTicket as Parts } from '@/ui/OrderTicket';

/** A problem on a field (`root.funds`: on the whole ticket, under its figures), as a `trade` key and its values. */
export interface TicketIssue {
  field: string;
  key: string;
  values?: MessageValues;
}

/** What the balance cannot cover: the form's error under its figures, on no field. */
export const FUNDS = 'root.funds';

/** The zod check that reports `issuesOf(values)` (falsy entries skipped) on their fields. */
export function ticketChecks<T>(issuesOf: (values: T) => readonly (TicketIssue | null | false)[]) {
  return z.superRefine<T>((values, ctx) => {
    for (const issue of issuesOf(values)) {
      if (!issue) continue;
      ctx.addIssue({
        code: 'custom',
        path: issue.field.split('.'),
        message: formMessage(`trade:${issue.key}`, issue.values),
        input: values,
      });
    }
  });
}

/**
 * After the first submit, checks every field again whenever a value or `context` (the live price, the balance:
 * what the schema was built from) changes. react-hook-form re-checks only the field being edited, but a ticket's
 * checks read each other (a stop loss against the leverage's liquidation price, the funds against every figure).
 */
export function useRecheckAfterSubmit<V extends FieldValues, Out>(form: UseFormReturn<V, unknown, Out>, context: unknown) {
  const { control, trigger } = form;
  const { isSubmitted } = form.formState;
  const values = useWatch({ control });
  useEffect(() => {
    if (isSubmitted) void trigger();
  }, [isSubmitted, trigger, values, context]);
}

/** The translated message of the ticket's `root.funds` problem, while there is one. */
export function useFundsError<V extends FieldValues, Out>(form: UseFormReturn<V, unknown, Out>): string | undefined {
  const translate = useFormMessage();
  return translate(form.formState.errors.root?.funds?.message);
}

/** A ticket's values that carry an order type and a limit price. */
interface Priced extends FieldValues {
  kind: OrderKind;
  price: string;
}

/** The spot and contract tickets' order type (limit / market) and limit price, as two fields of their form. */
export function OrderTypeFields<T extends Priced>({ control, unit }: { control: Control<T, unknown, FieldValues>; unit: string }) {
  const { t } = useTranslation('trade');
  // `kind` and `price` are fields of every T here; TypeScript cannot resolve a generic T's paths, hence the casts
  const kindName = 'kind' as FieldPath<T>;
  const kind = useWatch({ control, name: kindName }) as OrderKind;
  return (
    <>
      <FormField control={control} name={kindName} label={t('confirm.type')}>
        {(field) => <Parts.Type type={field.value as OrderKind} onChange={field.onChange} />}
      </FormField>
      <FormField control={control} name={'price' as FieldPath<T>} label={t('confirm.price')}>
        {(field) => <Parts.Price type={kind} value={field.value as string} onChange={field.onChange} decimals={8} unit={unit} error={field.error} />}
      </FormField>
    </>
  );
}
