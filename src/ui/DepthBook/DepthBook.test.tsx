import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../_shared/test-utils';
import { DepthBook } from './DepthBook';

describe('DepthBook', () => {
  it('shows only the levels given, best ask nearest the middle', () => {
    renderUi(<DepthBook asks={[['101', '1'], ['102', '3']]} bids={[['100', '2']]} />);
    const asks = screen.getByRole('table', { name: 'Asks' });
    const bids = screen.getByRole('table', { name: 'Bids' });
    const askRows = within(asks).getAllByRole('row');
    expect(askRows).toHaveLength(2);
    expect(askRows[1]).toHaveTextContent('101.00');
    expect(within(bids).getAllByRole('row')).toHaveLength(1);
    expect((askRows[0] as HTMLElement).style.getPropertyValue('--depth')).toBe('1');
    expect((askRows[1] as HTMLElement).style.getPropertyValue('--depth')).toBe('0.25');
  });

  it('hands a tapped price to onPick and marks stale data', async () => {
    const onPick = vi.fn();
    renderUi(<DepthBook asks={[]} bids={[['100.5', '2']]} onPick={onPick} stale />);
    await userEvent.click(screen.getByRole('button', { name: '100.50' }));
    expect(onPick).toHaveBeenCalledWith('100.5');
    expect(screen.getByText('Not live: reconnecting…')).toBeInTheDocument();
    expect(screen.getByText('No orders yet')).toBeInTheDocument();
  });
});
