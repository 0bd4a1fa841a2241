import { expect, fn } from 'storybook/test';
import * as z from 'zod/mini';
import preview from '../../../../../.storybook/preview';
import { AmountInput } from '@/ui/AmountInput';
import { formMessage, FormField, useZodForm } from '@/ui/Form';
import { NoticeBar } from '@/ui/NoticeBar';
import { Figures } from '../Figures';
import { WalletForm } from '.';

const schema = z.object({ amount: z.string().check(z.minLength(1, formMessage('wallet:withdraw.error.amount'))) });

interface Props {
  loading: boolean;
  disabled: boolean;
  /** The form's own problem (no field shows it). */
  error?: string;
  /** The notice above the button. */
  notice?: string;
  onValid: (values: { amount: string }) => void;
}

/** A wallet form as the pages lay it out: a field, a note, the figures, then the submit block. */
function Sample({ loading, disabled, error, notice, onValid }: Props) {
  const form = useZodForm(schema, { defaultValues: { amount: '' } });
  return (
    <WalletForm onSubmit={form.handleSubmit(onValid)}>
      <FormField control={form.control} name="amount" label="Amount">
        {(field) => <AmountInput {...field} unit="USDT" max="250" />}
      </FormField>
      <WalletForm.Note>Available: 250.00000000 USDT</WalletForm.Note>
      <Figures>
        <dt>Fee</dt>
        <dd className="tabular">1 USDT</dd>
        <dt>You receive</dt>
        <dd className="tabular">--</dd>
      </Figures>
      <WalletForm.Submit
        loading={loading}
        disabled={disabled}
        error={error}
        notice={notice && <NoticeBar tone="warning">{notice}</NoticeBar>}
      >
        Withdraw
      </WalletForm.Submit>
    </WalletForm>
  );
}

const meta = preview.meta({
  title: 'Wallet/WalletForm',
  component: Sample,
  args: { loading: false, disabled: false, onValid: fn() },
});

export const Playground = meta.story({});

/** Submitted empty: the field says its problem and takes the focus; nothing is sent. */
export const ErrorsShown = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(await canvas.findByText('Enter an amount')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveFocus();
    await expect(args.onValid).not.toHaveBeenCalled();
  },
});

/** A problem of the whole form and the last attempt's notice, above the button. */
export const FormProblem = meta.story({
  args: {
    error: 'Add a withdraw address first.',
    notice: 'The withdrawal may not have gone through. Your balance and records were read again: check them before trying again.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Add a withdraw address first.');
  },
});

/** Sent: the button spins and ignores taps. */
export const Submitting = meta.story({ args: { loading: true } });
