import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../_shared/test-utils';
import { TraderCard } from './TraderCard';

const trader = { name: 'Alpha Fund', roi: '42.5', pnl: '12345.6', winRate: '68.2', followers: 80, maxFollowers: 100 };

describe('TraderCard', () => {
  it('copies, says when already copying, and cannot copy a full trader', async () => {
    const onFollow = vi.fn();
    const { rerender } = renderUi(<TraderCard {...trader} onFollow={onFollow} />);
    expect(screen.getByRole('article', { name: 'Alpha Fund' })).toHaveTextContent('+42.50%');
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(onFollow).toHaveBeenCalledTimes(1);
    rerender(<TraderCard {...trader} following onFollow={onFollow} />);
    expect(screen.getByRole('button', { name: 'Copying' })).not.toHaveAttribute('aria-pressed');
    rerender(<TraderCard {...trader} followers={100} onFollow={onFollow} />);
    expect(screen.getByRole('button', { name: 'Full' })).toBeDisabled();
  });
});
