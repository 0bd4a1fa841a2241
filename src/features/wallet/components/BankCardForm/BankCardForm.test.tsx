// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BankCard } from '@/api/wallet/payees';
import { createQueryClient, Providers } from '@/testing';
import { EMPTY_CARD } from '../../payeeRules';
import { DEMO_CARD } from '../../testing/payees';
import { BankCardForm } from '.';

const open = (initial: BankCard) => {
  const onSubmit = vi.fn();
  render(
    <Providers store={createStore()} queryClient={createQueryClient()}>
      <BankCardForm initial={initial} submitting={false} onSubmit={onSubmit} />
    </Providers>,
  );
  return { user: userEvent.setup(), onSubmit };
};

afterEach(cleanup);

describe('BankCardForm', () => {
  it('sends the card with every field trimmed, as the server stores it', async () => {
    const { user, onSubmit } = open({ ...DEMO_CARD, realName: '  Alex Morgan ', swift: 'DEUTDEFF ' });
    await user.click(screen.getByRole('button', { name: 'Save bank card' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith(DEMO_CARD);
  });

  it('says each field’s problem under it, focuses the first, and sends nothing', async () => {
    const { user, onSubmit } = open({ ...EMPTY_CARD, accountNumber: '1234', aba: '02100' });
    await user.click(screen.getByRole('button', { name: 'Save bank card' }));
    expect(screen.getByLabelText('Real name')).toHaveAccessibleDescription("Enter the account holder's real name");
    expect(screen.getByLabelText('Real name')).toHaveFocus();
    expect(screen.getByLabelText('Account number')).toHaveAccessibleDescription(
      'Digits only, at least 12 Digits only, at least 12 (30 at most)',
    );
    expect(screen.getByLabelText('ABA routing number')).toHaveAccessibleDescription('9 digits');
    // optional fields left empty are fine
    expect(screen.getByLabelText('Branch (optional)')).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByLabelText('Real name'), 'Alex');
    expect(screen.getByLabelText('Real name')).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
