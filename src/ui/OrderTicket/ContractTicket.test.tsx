import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../_shared/test-utils';
import { ContractTicket } from './ContractTicket';

const contract = {
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

describe('ContractTicket', () => {
  it('warns strictly above 10× leverage', () => {
    renderUi(<ContractTicket {...contract} onSubmit={() => {}} />);
    const slider = screen.getByRole('slider', { name: 'Leverage' });
    fireEvent.change(slider, { target: { value: '10' } });
    expect(screen.queryByText(/High leverage/)).toBeNull();
    fireEvent.change(slider, { target: { value: '11' } });
    expect(screen.getByRole('status')).toHaveTextContent('High leverage: above 10×');
  });

  it('shows margin, fee and liquidation, then confirms before submitting', async () => {
    const onSubmit = vi.fn();
    renderUi(<ContractTicket {...contract} defaultLeverage={20} onSubmit={onSubmit} />);
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

  it('sends a limit short with its price and take-profit', async () => {
    const onSubmit = vi.fn();
    renderUi(<ContractTicket {...contract} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Short' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Limit' }));
    const price = screen.getByRole('textbox', { name: 'Price' });
    await userEvent.clear(price);
    await userEvent.paste('61000');
    await userEvent.click(screen.getByRole('textbox', { name: 'Take profit' }));
    await userEvent.paste('59000');
    await userEvent.click(screen.getByRole('button', { name: 'Open short' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm order' });
    expect(within(dialog).getByText('Short · 10×')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onSubmit).toHaveBeenCalledWith({ direction: 'short', type: 'limit', price: '61000', lots: '1', leverage: 10, takeProfit: '59000' });
  }, 15_000);

  it('blocks a stop-loss on the wrong side and one past liquidation', async () => {
    const onSubmit = vi.fn();
    renderUi(<ContractTicket {...contract} onSubmit={onSubmit} />);
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
    renderUi(<ContractTicket {...contract} available="5" onSubmit={() => {}} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Short' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open short' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Insufficient balance');
  });
});
