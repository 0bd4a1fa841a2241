import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../_shared/test-utils';
import { PositionCard } from './PositionCard';

const base = {
  base: 'BTC',
  quote: 'USDT',
  direction: 'short' as const,
  leverage: 20,
  lots: '3',
  entryPrice: '60000',
  markPrice: '61000',
  liquidationPrice: '62700',
  margin: '90',
  pnl: '-30',
  pnlPercent: '-33.33',
};

describe('PositionCard', () => {
  it('names itself by pair and direction, shows loss by sign and arrow, and closes', async () => {
    const onClosePosition = vi.fn();
    renderUi(<PositionCard {...base} onClosePosition={onClosePosition} />);
    const card = screen.getByRole('article', { name: /BTC\/USDT.*Short · 20×/ });
    expect(card).toHaveTextContent('-30.00');
    expect(card).toHaveTextContent('-33.33%');
    expect(screen.getByText('-30.00').closest('[data-dir]')).toHaveAttribute('data-dir', 'down');
    expect(card).toHaveTextContent('62,700.00');
    expect(card).toHaveTextContent('-- / --');
    await userEvent.click(screen.getByRole('button', { name: 'Close position' }));
    expect(onClosePosition).toHaveBeenCalled();
  });
});
