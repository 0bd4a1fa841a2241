import { expect, fn } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import type { BankCard } from '@/api/wallet/payees';
import { EMPTY_CARD } from '../../payeeRules';
import { BankCardForm } from '.';

/** The card `testing/payees.ts` saves for the fund session (every field valid). */
const saved: BankCard = {
  realName: 'Alex Morgan',
  accountNumber: '6222021234567890123',
  bankName: 'First Demo Bank',
  bankAddress: '1 Main Street, Springfield',
  branch: 'Downtown',
  bankCode: '',
  aba: '021000021',
  swift: 'DEUTDEFF',
  postCode: '10001',
  payeeAddress: '22 Elm Road, Springfield',
  payeePhone: '+1 555 0100',
};

const meta = preview.meta({
  title: 'Wallet/BankCardForm',
  component: BankCardForm,
  args: { initial: EMPTY_CARD, submitting: false, onSubmit: fn() },
});

export const Playground = meta.story({});

/** The saved card, sent as it stands (trimmed). */
export const Saved = meta.story({
  args: { initial: { ...saved, realName: ' Alex Morgan ' } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save bank card' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(saved);
  },
});

/** Checked as the server checks it, the message under each field; nothing is sent. */
export const Invalid = meta.story({
  args: { initial: { ...saved, accountNumber: '1234', aba: '02100', swift: 'DEUT', payeePhone: 'call me' } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save bank card' }));
    await expect(canvas.getByText('Digits only, at least 12 (30 at most)')).toBeVisible();
    await expect(canvas.getByText('9 digits')).toBeVisible();
    await expect(canvas.getByText('8 or 11 letters and digits, e.g. DEUTDEFF')).toBeVisible();
    await expect(canvas.getByText('Digits, 6 to 20 (a leading + is allowed)')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

export const Submitting = meta.story({ args: { initial: saved, submitting: true } });
