import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SpotSide, SpotSubmit } from '@/api/schemas/trade';
import { toast } from '@/ui/Toast';
import { btcMarket, makeSpotOrder } from '../../testing/trade';
import { afterThrottle, renderTrade } from '../../testing/render';
import type { SpotSubmitResult } from '../../useSpot';
import { SpotTicket } from './SpotTicket';

afterEach(() => {
  cleanup();
  toast.clear();
});

const placed = async (): Promise<SpotSubmitResult> => ({ filled: null });

function Ticket({ onSubmit, side: initial = 'buy' }: { onSubmit: (o: SpotSubmit) => Promise<SpotSubmitResult>; side?: SpotSide }) {
  const [side, setSide] = useState<SpotSide>(initial);
  return (
    <SpotTicket
      market={btcMarket}
      balances={{ base: '0.5', quote: '1000' }}
      lastPrice="95000.00"
      side={side}
      onSideChange={setSide}
      submitting={false}
      onSubmit={onSubmit}
    />
  );
}

const line = (label: string) => screen.getAllByText(label).at(-1)!.closest('div')!;

describe('SpotTicket', () => {
  it('fills the amount from a share of what is available, with total and fee', async () => {
    const { user } = renderTrade(<Ticket onSubmit={vi.fn(placed)} />);
    await user.click(screen.getByRole('button', { name: '50%' }));
    // 500 USDT ÷ 95,000 rounded down to 5 places
    expect(screen.getByRole('textbox', { name: 'Amount (BTC)' })).toHaveValue('0.00526');
    expect(line('Total (USDT)')).toHaveTextContent('499.70 USDT');
    expect(line('Fee')).toHaveTextContent('0.4997 USDT');
  });

  it('sells a share of the coin', async () => {
    const { user } = renderTrade(<Ticket onSubmit={vi.fn(placed)} side="sell" />);
    await user.click(screen.getByRole('button', { name: '25%' }));
    expect(screen.getByRole('textbox', { name: 'Amount (BTC)' })).toHaveValue('0.12500');
    expect(line('Available')).toHaveTextContent('0.50000 BTC');
  });

  it('takes a total in USDT and turns it into the coin amount', async () => {
    const onSubmit = vi.fn(placed);
    const { user } = renderTrade(<Ticket onSubmit={onSubmit} />);
    await user.click(screen.getByRole('radio', { name: 'Market' }));
    await user.click(screen.getByRole('radio', { name: 'Total (USDT)' }));
    await user.type(screen.getByRole('textbox', { name: 'Total (USDT)' }), '95');
    await user.click(screen.getByRole('button', { name: 'Buy BTC' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm order' })).getByRole('button', { name: 'Confirm buy' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ currencyId: 1, legalId: 3, currencyName: 'BTC', side: 'buy', kind: 'market', amount: '0.00100', price: '95000.00' }),
    );
    // sent: a fresh amount for the next order, on the same order type
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Total (USDT)' })).toHaveValue(''));
    expect(screen.getByRole('radio', { name: 'Market' })).toBeChecked();
  });

  it('asks for an amount: the field is focused, marked invalid and described by the message', async () => {
    const onSubmit = vi.fn(placed);
    const { user } = renderTrade(<Ticket onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Buy BTC' }));
    const amount = screen.getByRole('textbox', { name: 'Amount (BTC)' });
    await waitFor(() => expect(amount).toHaveFocus());
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription('Enter an amount');
    // the message clears as soon as the amount is valid
    await user.type(amount, '0.001');
    await waitFor(() => expect(amount).not.toHaveAttribute('aria-invalid'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses more than the balance, and keeps the form when the server refuses', async () => {
    const onSubmit = vi.fn(async (): Promise<SpotSubmitResult> => Promise.reject(new Error('Trading is closed for this pair')));
    const { user } = renderTrade(<Ticket onSubmit={onSubmit} />);
    const amount = screen.getByRole('textbox', { name: 'Amount (BTC)' });
    await user.type(amount, '1');
    await user.click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(amount);
    await user.type(amount, '0.001');
    await afterThrottle();
    await user.click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(await screen.findByText('Trading is closed for this pair')).toBeInTheDocument();
    expect(amount).toHaveValue('0.001');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('confirms a market buy with its figures first, then says what filled', async () => {
    const onSubmit = vi.fn(async () => ({ filled: makeSpotOrder({ side: 'buy', amount: '0.01000000', fillPrice: '95010.00' }) }));
    const { user } = renderTrade(<Ticket onSubmit={onSubmit} />);
    await user.click(screen.getByRole('radio', { name: 'Market' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount (BTC)' }), '0.01');
    await user.click(screen.getByRole('button', { name: 'Buy BTC' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Confirm order' }));
    const row = (label: string) => sheet.getByText(label).closest('div')!;
    expect(row('Price')).toHaveTextContent('Market (now 95,000.00 USDT)');
    expect(row('Amount (BTC)')).toHaveTextContent('0.01000 BTC');
    expect(row('Est. total (USDT)')).toHaveTextContent('950.00 USDT');
    expect(row('Fee')).toHaveTextContent('0.95 USDT');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(sheet.getByRole('button', { name: 'Confirm buy' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ kind: 'market', side: 'buy', amount: '0.01' }));
    await waitFor(() => expect(toast.current()?.message).toBe('Bought 0.01000 BTC at an average price of 95,010.00 USDT'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends a limit order without a confirmation, and says it was placed', async () => {
    const onSubmit = vi.fn(placed);
    const { user } = renderTrade(<Ticket onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Amount (BTC)' }), '0.001');
    await user.click(screen.getByRole('button', { name: 'Buy BTC' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ kind: 'limit', price: '95000.00' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toast.current()?.message).toBe('Order submitted');
  });

  it('offers a transfer into the spot account when the balance is short', async () => {
    const { user } = renderTrade(<Ticket onSubmit={vi.fn(placed)} />);
    await user.type(screen.getByRole('textbox', { name: 'Amount (BTC)' }), '1');
    await user.click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    // USDT (id 3) from the futures account into spot
    expect(screen.getByRole('link', { name: 'Transfer' })).toHaveAttribute('href', '/pages/fund/transfer?from=lever&to=change&currency=3');
  });
});
