import { expect, fn } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { EMPTY_CARD } from '../../payeeRules';
import { DEMO_CARD } from '../../testing/payees';
import { BankCardForm } from '.';

const meta = preview.meta({
  title: 'Wallet/BankCardForm',
  component: BankCardForm,
  args: { initial: EMPTY_CARD, submitting: false, onSubmit: fn() },
});

export const Playground = meta.story({});

/** The saved card, sent as it stands (trimmed). */
export const Saved = meta.story({
  args: { initial: { ...DEMO_CARD, realName: ' Alex Morgan ' } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save bank card' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(DEMO_CARD);
  },
});

/** Checked as the server checks it, the message under each field; nothing is sent. */
export const Invalid = meta.story({
  args: { initial: { ...DEMO_CARD, accountNumber: '1234', aba: '02100', swift: 'DEUT', payeePhone: 'call me' } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save bank card' }));
    await expect(canvas.getByText('Digits only, at least 12 (30 at most)')).toBeVisible();
    await expect(canvas.getByText('9 digits')).toBeVisible();
    await expect(canvas.getByText('8 or 11 letters and digits, e.g. DEUTDEFF')).toBeVisible();
    await expect(canvas.getByText('Digits, 6 to 20 (a leading + is allowed)')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

export const Submitting = meta.story({ args: { initial: DEMO_CARD, submitting: true } });
