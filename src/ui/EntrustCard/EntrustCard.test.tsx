import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../_shared/test-utils';
import { EntrustCard } from './EntrustCard';

const order = {
  base: 'ETH',
  quote: 'USDT',
  side: 'sell' as const,
  type: 'limit' as const,
  price: '3200',
  amount: '2',
  filled: '0.5',
  status: 'partial' as const,
  createdAt: Date.UTC(2025, 0, 15, 8, 0, 0),
};

describe('EntrustCard', () => {
  it('asks before cancelling, warns the fee is not refunded, and keeps the order on "Keep order"', async () => {
    const onCancel = vi.fn();
    renderUi(<EntrustCard {...order} onCancel={onCancel} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveAccessibleDescription(/fee already charged .* not refunded/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels once confirmed', async () => {
    const onCancel = vi.fn();
    renderUi(<EntrustCard {...order} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('offers no cancel for a finished order', () => {
    renderUi(<EntrustCard {...order} status="filled" filled="2" onCancel={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.getByText('Filled')).toBeInTheDocument();
  });
});
