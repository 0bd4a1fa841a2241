import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LEVERAGE_WARNING } from '@/lib/constants';
import { renderUi } from '../_shared/test-utils';
import { OrderTicket } from './OrderTicket';

describe('OrderTicket parts', () => {
  it('names the form "Order" and switches limit/market', async () => {
    const onChange = vi.fn();
    renderUi(
      <OrderTicket.Form onSubmit={() => {}}>
        <OrderTicket.Type type="limit" onChange={onChange} />
      </OrderTicket.Form>,
    );
    expect(screen.getByRole('form', { name: 'Order' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Market' }));
    expect(onChange).toHaveBeenCalledWith('market');
  });

  it('takes a limit price, and says "Best market price" for a market order', () => {
    const { rerender } = renderUi(
      <OrderTicket.Price
        type="limit"
        value="1.5"
        onChange={() => {}}
        decimals={2}
        unit="USDT"
        error="Enter a price"
      />,
    );
    const price = screen.getByRole('textbox', { name: 'Price' });
    expect(price).toHaveValue('1.5');
    expect(price).toHaveAccessibleDescription('Enter a price');
    rerender(<OrderTicket.Price type="market" value="" onChange={() => {}} decimals={2} unit="USDT" />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Best market price')).toBeInTheDocument();
  });

  it('shows lines as terms and definitions, the warning with its threshold, and an announced error', () => {
    renderUi(
      <>
        <OrderTicket.Lines>
          <OrderTicket.Line label="Margin" value="90.00 USDT" />
        </OrderTicket.Lines>
        <OrderTicket.LeverageWarning />
        <OrderTicket.Error>Insufficient balance</OrderTicket.Error>
      </>,
    );
    expect(screen.getByRole('term')).toHaveTextContent('Margin');
    expect(screen.getByRole('definition')).toHaveTextContent('90.00 USDT');
    expect(screen.getByText(new RegExp(`above ${LEVERAGE_WARNING}×`))).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Insufficient balance');
  });
});
