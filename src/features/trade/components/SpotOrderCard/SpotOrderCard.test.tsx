import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmHost } from '@/ui/Dialog';
import { btcMarket, makeSpotOrder } from '../../testing/trade';
import { renderTrade } from '../../testing/render';
import { SpotOrderCard } from './SpotOrderCard';

afterEach(cleanup);

describe('SpotOrderCard', () => {
  it('cancels a resting order after asking', async () => {
    const onCancel = vi.fn(async () => 'ok');
    const order = makeSpotOrder();
    const { user } = renderTrade(
      <>
        <SpotOrderCard order={order} market={btcMarket} onCancel={onCancel} />
        <ConfirmHost />
      </>,
    );
    expect(screen.getByText('Buy ↑')).toBeInTheDocument();
    expect(screen.getByText('Fill price').closest('div')).toHaveTextContent('Not filled yet');
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const ask = within(await screen.findByRole('alertdialog'));
    expect(ask.getByText('Your order for 0.01000 BTC at 94,500.00 USDT will be withdrawn.')).toBeInTheDocument();
    await user.click(ask.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(onCancel).toHaveBeenCalledWith(order));
  });

  it('shows a filled sell with its fill price and total, without Cancel', () => {
    renderTrade(<SpotOrderCard order={makeSpotOrder({ side: 'sell', status: 'filled', fillPrice: '95000.00', fee: '0.95' })} market={btcMarket} onCancel={vi.fn()} />);
    expect(screen.getByText('Sell ↓')).toBeInTheDocument();
    expect(screen.getByText('Filled')).toBeInTheDocument();
    expect(screen.getByText('Total (USDT)').closest('div')).toHaveTextContent(/950\.00$/);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });
});
