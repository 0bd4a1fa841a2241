import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../_shared/test-utils';
import { SpotTicket } from './SpotTicket';

afterEach(() => vi.useRealTimers());

const spot = {
  base: 'BTC',
  quote: 'USDT',
  lastPrice: '100',
  feeRate: '0.001',
  availableQuote: '1000',
  availableBase: '2',
  onSideChange: () => {},
};

describe('SpotTicket', () => {
  it('fills the amount from the slider, shows total and fee, and submits a limit buy', async () => {
    const onSubmit = vi.fn();
    renderUi(<SpotTicket {...spot} side="buy" onSubmit={onSubmit} />);
    fireEvent.change(screen.getByRole('slider', { name: 'Share of balance' }), { target: { value: '50' } });
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('5.000000');
    expect(screen.getByText('500.00 USDT')).toBeInTheDocument(); // total
    expect(screen.getByText('0.50 USDT')).toBeInTheDocument(); // fee
    await userEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(onSubmit).toHaveBeenCalledWith({ side: 'buy', type: 'limit', price: '100', amount: '5.000000' });
  });

  it('moves the slider with a typed amount', async () => {
    renderUi(<SpotTicket {...spot} side="sell" onSubmit={() => {}} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '0.5');
    expect(screen.getByRole('slider', { name: 'Share of balance' })).toHaveValue('25');
  });

  it('asks for a limit price before anything else', async () => {
    const onSubmit = vi.fn();
    renderUi(<SpotTicket {...spot} side="buy" onSubmit={onSubmit} />);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Price' }));
    await userEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(screen.getByRole('textbox', { name: 'Price' })).toHaveAccessibleDescription('Enter a price');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an amount above the balance and sends market orders without a price', async () => {
    // the submit button throttles repeat taps (500 ms): control that clock so timing cannot flake
    vi.useFakeTimers({ toFake: ['performance'] });
    const onSubmit = vi.fn();
    renderUi(<SpotTicket {...spot} side="sell" onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Market' }));
    expect(screen.queryByRole('textbox', { name: 'Price' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Sell BTC' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription('Insufficient balance');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Amount' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '1.5');
    vi.advanceTimersByTime(600);
    await userEvent.click(screen.getByRole('button', { name: 'Sell BTC' }));
    expect(onSubmit).toHaveBeenCalledWith({ side: 'sell', type: 'market', amount: '1.5' });
  });
});
