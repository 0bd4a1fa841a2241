// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient, Providers } from '@/testing';
import { AccountPair } from '../../testing/swapPair';

const open = () => {
  render(
    <Providers store={createStore()} queryClient={createQueryClient()}>
      <AccountPair />
    </Providers>,
  );
  return userEvent.setup();
};
const side = (name: 'From' | 'To') => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const choose = async (user: ReturnType<typeof open>, from: 'From' | 'To', option: string) => {
  await user.click(side(from));
  await user.click(within(await screen.findByRole('dialog')).getByRole('option', { name: option }));
};

afterEach(cleanup);

describe('SwapPair', () => {
  it('swaps the two sides, and choosing the other side’s value swaps them too', async () => {
    const user = open();
    expect(side('From')).toHaveTextContent('Spot');
    expect(side('To')).toHaveTextContent('Futures');
    await user.click(screen.getByRole('button', { name: 'Swap accounts' }));
    expect(side('From')).toHaveTextContent('Futures');
    expect(side('To')).toHaveTextContent('Spot');

    await choose(user, 'To', 'Futures');
    expect(side('From')).toHaveTextContent('Spot');
    expect(side('To')).toHaveTextContent('Futures');

    await choose(user, 'From', 'Seconds');
    expect(side('From')).toHaveTextContent('Seconds');
    expect(side('To')).toHaveTextContent('Futures');
  });
});
