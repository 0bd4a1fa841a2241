import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createClock } from '../_shared/storyClock';
import { renderUi } from '../_shared/test-utils';
import { SecondsOrderCard } from './SecondsOrderCard';

const clock = createClock();
const order = {
  base: 'BTC',
  quote: 'USDT',
  direction: 'up' as const,
  amount: '100',
  durationSec: 60,
  profitRatio: '85',
  openPrice: '68000',
  endAt: clock.now() + 42_000,
  now: clock.now,
};

describe('SecondsOrderCard', () => {
  it('counts down while open and shows the expected profit from the ratio', () => {
    renderUi(<SecondsOrderCard {...order} />);
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('00:00:42');
    expect(screen.getByText('85.00')).toBeInTheDocument(); // 100 × 85 %
    expect(screen.getByText('60 s')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });

  it('shows the result and signed profit once settled, and calls onExpire for a past deadline', () => {
    const onExpire = vi.fn();
    const { unmount } = renderUi(<SecondsOrderCard {...order} endAt={clock.now() - 1} onExpire={onExpire} />);
    expect(onExpire).toHaveBeenCalledTimes(1);
    unmount();
    renderUi(<SecondsOrderCard {...order} result="loss" closePrice="67990" profit="-100" />);
    expect(screen.getByText('Loss')).toBeInTheDocument();
    expect(screen.getByText('-100.00').closest('[data-dir]')).toHaveAttribute('data-dir', 'down');
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
