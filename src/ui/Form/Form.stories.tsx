import { expect, fn, waitFor } from 'storybook/test';
import * as z from 'zod/mini';
import preview from '../../../.storybook/preview';
import { Pad } from '../_shared/stories';
import { AmountInput } from '../AmountInput';
import { Button } from '../Button';
import { CodeInput } from '../CodeInput';
import { SelectSheet } from '../SelectSheet';
import { TextField } from '../TextField';
import { Form } from './Form';
import { FormAlert } from './FormAlert';
import { FormField } from './FormField';
import { formMessage } from './messages';
import { useZodForm } from './useZodForm';

/** `FormAlert`: the server's refusal inside a form, in its words (the demo exchange's texts). */
const meta = preview.meta({
  title: 'UI/Form',
  component: FormAlert,
  args: { children: 'The account or password is incorrect' },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The account or password is incorrect');
  },
});

/** A long refusal and an unbroken token wrap inside the box. */
export const LongText = meta.story({
  args: {
    children:
      'Too many attempts: this account is locked for 30 minutes for your safety. Contact support@demo-exchange.example.com quoting reference LOCK-2026-11-26-000000000042 if it was not you.',
  },
});

// ---- FormField: a useZodForm form, its messages i18n keys of the `ui` namespace ----

const required = formMessage('ui:form.required');
const withdrawSchema = z.object({
  network: z.string().check(z.minLength(1, required)),
  address: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, required),
      z.minLength(20, formMessage('ui:form.minLength', { min: 20 })),
    ),
  amount: z.string().check(z.minLength(1, required)),
  code: z.string().check(z.length(6, required)),
});
type WithdrawValues = z.input<typeof withdrawSchema>;

const EMPTY: WithdrawValues = { network: '', address: '', amount: '', code: '' };
const FILLED: WithdrawValues = {
  network: 'TRC20',
  address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  amount: '250',
  code: '123456',
};

function WithdrawForm({
  values,
  serverError,
  onValid,
}: {
  values: WithdrawValues;
  serverError?: string;
  onValid: (v: z.output<typeof withdrawSchema>) => unknown;
}) {
  const form = useZodForm(withdrawSchema, { defaultValues: values });
  return (
    <Form noValidate onSubmit={form.handleSubmit(onValid)}>
      <FormField control={form.control} name="network" label="Network">
        {(field) => (
          <SelectSheet
            {...field}
            options={[
              { value: 'TRC20', label: 'USDT · TRC20' },
              { value: 'ERC20', label: 'USDT · ERC20' },
            ]}
          />
        )}
      </FormField>
      <FormField control={form.control} name="address" label="Withdrawal address" register>
        {(field) => <TextField {...field} autoComplete="off" clearable />}
      </FormField>
      <FormField
        control={form.control}
        name="amount"
        label="Amount"
        hint="Available 1,250.00 USDT · fee 1 USDT"
      >
        {(field) => <AmountInput {...field} decimals={2} unit="USDT" max="1250" />}
      </FormField>
      <FormField control={form.control} name="code" label="Email code">
        {(field) => <CodeInput {...field} />}
      </FormField>
      <FormAlert>{serverError}</FormAlert>
      <Button type="submit" block size="lg" loading={form.formState.isSubmitting}>
        Withdraw
      </Button>
    </Form>
  );
}

/** Nothing checked yet: the first submit shows every message at once. */
export const FieldsDefault = meta.story({
  name: 'Fields: Default',
  render: () => <WithdrawForm values={EMPTY} onValid={fn()} />,
});

/**
 * After a failed submit: each invalid field is marked and described by its message, the first one has the focus.
 * The messages are keys translated as they render, so they follow the language.
 */
export const FieldsErrorsShown = meta.story({
  name: 'Fields: Errors shown',
  render: () => <WithdrawForm values={{ ...EMPTY, address: 'TQn9Y2' }} onValid={fn()} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    const network = canvas.getByRole('button', { name: /^Network/ });
    await waitFor(() => expect(network).toHaveFocus());
    await expect(network).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Withdrawal address' })).toHaveAccessibleDescription(
      'Enter at least 20 characters',
    );
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveAttribute('aria-invalid', 'true');
  },
});

/** Sent: the button spins and ignores taps until the answer (here, none comes). */
export const FieldsSubmitting = meta.story({
  name: 'Fields: Submitting',
  render: () => <WithdrawForm values={FILLED} onValid={() => new Promise<void>(() => {})} />,
  play: async ({ canvas, userEvent }) => {
    const submit = canvas.getByRole('button', { name: 'Withdraw' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
  },
});

/** The server refused the request: its words in the alert above the button. */
export const FieldsServerError = meta.story({
  name: 'Fields: Server error',
  render: () => (
    <WithdrawForm values={FILLED} serverError="The email code is wrong or has expired" onValid={fn()} />
  ),
});
