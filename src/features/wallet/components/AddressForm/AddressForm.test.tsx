// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { THROTTLE_MS } from '@/lib/constants';
import { createQueryClient, Providers } from '@/testing';
import { ETH_ADDRESS, TRON_ADDRESS } from '../../testing/payees';
import { AddressForm, type AddressFormValues } from '.';

const COINS = [
  { id: 3, name: 'USDT' },
  { id: 2, name: 'ETH' },
];

const open = (initial: AddressFormValues, id?: number) => {
  const onSubmit = vi.fn();
  render(
    <Providers store={createStore()} queryClient={createQueryClient()}>
      <MemoryRouter>
        <AddressForm coins={COINS} initial={initial} id={id} submitting={false} onSubmit={onSubmit} />
      </MemoryRouter>
    </Providers>,
  );
  return { user: userEvent.setup(), onSubmit };
};

afterEach(cleanup);

describe('AddressForm', () => {
  it('sends the remark and the address trimmed, with the pay password and the id edited', async () => {
    const { user, onSubmit } = open({ currencyId: 3, chain: 'TRC20', remark: ' Cold wallet ', address: ` ${TRON_ADDRESS} ` }, 7);
    await user.type(screen.getByLabelText('Pay password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(onSubmit).toHaveBeenCalledWith({
      id: 7,
      currencyId: 3,
      chain: 'TRC20',
      remark: 'Cold wallet',
      address: TRON_ADDRESS,
      payPassword: '123456',
    });
  });

  it('checks the address against the network chosen, again as the network changes', async () => {
    const { user, onSubmit } = open({ currencyId: 2, chain: 'TRC20', remark: 'Exchange', address: ETH_ADDRESS });
    await user.type(screen.getByLabelText('Pay password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    const address = screen.getByLabelText('Wallet address');
    expect(address).toHaveAccessibleDescription('A TRC20 address starts with T and has 34 characters (base58)');
    expect(address).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: 'ERC20' }));
    expect(address).not.toHaveAttribute('aria-invalid');
    // the button ignores a second click within THROTTLE_MS (no double submit)
    await new Promise((resolve) => setTimeout(resolve, THROTTLE_MS));
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ currencyId: 2, chain: 'ERC20', address: ETH_ADDRESS }));
  });
});
