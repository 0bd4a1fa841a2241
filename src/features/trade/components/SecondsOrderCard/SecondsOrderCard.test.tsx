import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMicroOrder, T0 } from '../../testing/trade';
import { renderTrade } from '../../testing/render';
import { SecondsOrderCard } from './SecondsOrderCard';

afterEach(cleanup);
const now = () => T0;

describe('SecondsOrderCard', () => {
  it('counts down to endsAt and shows what a win pays', () => {
    renderTrade(<SecondsOrderCard order={makeMicroOrder()} now={now} />);
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('00:00:42');
    expect(screen.getByText('185.00')).toBeInTheDocument();
    expect(screen.getByText('Up')).toBeInTheDocument();
  });

  it('says it is settling once time is up, before the result comes', () => {
    renderTrade(<SecondsOrderCard order={makeMicroOrder({ endsAt: T0 - 1 })} now={now} />);
    expect(screen.getByRole('status')).toHaveTextContent('Settling…');
  });

  it.each([
    ['win', '95010.00', '85', 'Win'],
    ['flat', '95000.00', '0', 'Flat'],
    ['loss', '94990.00', '-100', 'Loss'],
  ] as const)('shows a %s with its close price and profit', (result, endPrice, profit, label) => {
    renderTrade(<SecondsOrderCard order={makeMicroOrder({ status: 'closed', result, endPrice, profit })} now={now} />);
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText('Close price').closest('div')).toHaveTextContent(new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(Number(endPrice)));
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
