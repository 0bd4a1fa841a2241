import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmHost } from '@/ui/Dialog';
import { btcMarket, makeLeverOrder } from '../../testing/trade';
import { afterThrottle, renderTrade } from '../../testing/render';
import { ContractOrderCard } from './ContractOrderCard';

afterEach(cleanup);

describe('ContractOrderCard', () => {
  it('cancels a pending order only after warning that the fee is not refunded', async () => {
    const onCancel = vi.fn(async () => 'ok');
    const order = makeLeverOrder({ status: 'pending', entryPrice: '94000.00', openedAt: null });
    const { user } = renderTrade(
      <>
        <ContractOrderCard order={order} market={btcMarket} onCancel={onCancel} />
        <ConfirmHost />
      </>,
    );
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Limit price').closest('div')).toHaveTextContent('94,000.00');
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const ask = within(await screen.findByRole('alertdialog', { name: 'Cancel this order?' }));
    expect(ask.getByText('The handling fee already charged (0.1900005 USDT) is not refunded.')).toBeInTheDocument();
    await user.click(ask.getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onCancel).not.toHaveBeenCalled();
    await afterThrottle();
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(onCancel).toHaveBeenCalledWith(order));
  });

  it('shows a closed order’s realised P&L by sign and arrow, without Cancel', () => {
    renderTrade(<ContractOrderCard order={makeLeverOrder({ status: 'closed', pnl: '-3.5', closedAt: Date.UTC(2026, 10, 1, 9) })} market={btcMarket} onCancel={vi.fn()} />);
    expect(screen.getByText('Closed', { selector: 'span' })).toBeInTheDocument();
    const pnl = screen.getByText('Realised P&L').closest('div')!;
    expect(pnl).toHaveTextContent(/-3\.50$/);
    expect(pnl.querySelector('[data-dir="down"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });
});
