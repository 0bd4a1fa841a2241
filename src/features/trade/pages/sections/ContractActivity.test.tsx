import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEAL_OPEN_POSITIONS_MAX } from '@/api/trade/contract';
import { btcMarket, manyPositions } from '../../testing/trade';
import { renderTrade } from '../../testing/render';
import { ContractActivity } from './ContractActivity';

describe('ContractActivity', () => {
  it('counts the positions it lists', () => {
    renderTrade(<ContractActivity market={btcMarket} positions={manyPositions(3)} />);
    expect(screen.getByRole('tab', { name: 'Positions (3)' })).toBeInTheDocument();
  });

  it('says there may be more when the deal lists as many as it can (the full list is behind "All orders")', () => {
    renderTrade(<ContractActivity market={btcMarket} positions={manyPositions(DEAL_OPEN_POSITIONS_MAX)} />);
    expect(screen.getByRole('tab', { name: 'Positions (10+)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All orders/ })).toBeInTheDocument();
  });
});
