import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../_shared/test-utils';
import { OrderTicket } from './OrderTicket';

afterEach(() => vi.useRealTimers());

const spot = {
  kind: 'spot' as const,
  base: 'BTC',
  quote: 'USDT',
  lastPrice: '100',
  feeRate: '0.001',
  availableQuote: '1000',
  availableBase: '2',
  onSideChange: () => {},
};

const contract = {
  kind: 'contract' as const,
  base: 'BTC',
  quote: 'USDT',
  lastPrice: '60000',
  feeRate: '0.0005',
  available: '1000',
  lotSize: '0.01',
  minLots: 1,
  maxLots: 50,
  maintenanceRate: '0.005',
};

describe('OrderTicket (spot)', () => {
  it('fills the amount from the slider, shows total and fee, and submits a limit buy', async () => {
    const onSubmit = vi.fn();
    renderUi(<OrderTicket {...spot} side="buy" onSubmit={onSubmit} />);
    fireEvent.change(screen.getByRole('slider', { name: 'Share of balance' }), { target: { value: '50' } });
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('5.000000');
    expect(screen.getByText('500.00 USDT')).toBeInTheDocument(); // total
    expect(screen.getByText('0.50 USDT')).toBeInTheDocument(); // fee
    await userEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(onSubmit).toHaveBeenCalledWith({ side: 'buy', type: 'limit', price: '100', amount: '5.000000' });
  });

  it('refuses an amount above the balance and sends market orders without a price', async () => {
    // the submit button throttles repeat taps (500 ms): control that clock so timing cannot flake
    vi.useFakeTimers({ toFake: ['performance'] });
    const onSubmit = vi.fn();
    renderUi(<OrderTicket {...spot} side="sell" onSubmit={onSubmit} />);
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

describe('OrderTicket (contract)', () => {
  it('warns strictly above 10× leverage', () => {
    renderUi(<OrderTicket {...contract} onSubmit={() => {}} />);
    const slider = screen.getByRole('slider', { name: 'Leverage' });
    fireEvent.change(slider, { target: { value: '10' } });
    expect(screen.queryByText(/High leverage/)).toBeNull();
    fireEvent.change(slider, { target: { value: '11' } });
    expect(screen.getByRole('status')).toHaveTextContent('High leverage: above 10×');
  });

  it('shows margin, fee and liquidation, then confirms before submitting', async () => {
    const onSubmit = vi.fn();
    renderUi(<OrderTicket {...contract} defaultLeverage={20} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Increase' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase' }));
    // 3 lots × 0.01 × 60000 = 1800 notional; margin 90; fee 0.9; liq 60000 × (1 − 0.05 + 0.005) = 57300
    const form = screen.getByRole('form', { name: 'Order' });
    expect(within(form).getByText('90.00 USDT')).toBeInTheDocument();
    expect(within(form).getByText('0.90 USDT')).toBeInTheDocument();
    expect(within(form).getByText('57,300.00 USDT')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open long' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm order' });
    expect(within(dialog).getByText('Est. liquidation price')).toBeInTheDocument();
    expect(within(dialog).getByText('57,300.00 USDT')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onSubmit).toHaveBeenCalledWith({ direction: 'long', type: 'market', lots: '3', leverage: 20 });
  });

  it('blocks a stop-loss on the wrong side and one past liquidation', async () => {
    const onSubmit = vi.fn();
    renderUi(<OrderTicket {...contract} onSubmit={onSubmit} />);
    const sl = screen.getByRole('textbox', { name: 'Stop loss' });
    await userEvent.type(sl, '61000');
    expect(sl).toHaveAccessibleDescription('Stop loss must be below the entry price');
    await userEvent.clear(sl);
    await userEvent.type(sl, '50000'); // 10× long liq = 54300
    expect(sl).toHaveAccessibleDescription(/past the liquidation price/);
    await userEvent.click(screen.getByRole('button', { name: 'Open long' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('blocks an order whose margin and fee exceed the balance', async () => {
    renderUi(<OrderTicket {...contract} available="5" onSubmit={() => {}} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Short' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open short' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Insufficient balance');
  });
});
