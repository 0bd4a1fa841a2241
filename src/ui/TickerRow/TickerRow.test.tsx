import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../_shared/test-utils';
import { TickerRow, type Ticker } from './TickerRow';

/** A tiny external store standing in for the realtime atoms. */
function createFeed(initial: Record<string, Ticker>) {
  let data = initial;
  const listeners = new Set<() => void>();
  return {
    push(symbol: string, t: Ticker) {
      data = { ...data, [symbol]: t };
      listeners.forEach((l) => l());
    },
    useTicker(symbol: string) {
      return useSyncExternalStore(
        (l) => {
          listeners.add(l);
          return () => listeners.delete(l);
        },
        () => data[symbol],
      );
    },
  };
}

describe('TickerRow', () => {
  it('updates its price and change on a tick without re-rendering the list around it', () => {
    const feed = createFeed({ BTCUSDT: { price: '100', change: '1.5', volume: '2500000' } });
    const listRender = vi.fn();
    function List() {
      listRender();
      return (
        <div role="list">
          <TickerRow symbol="BTCUSDT" base="BTC" quote="USDT" priceDecimals={2} useTicker={feed.useTicker} to="/m/btc" />
        </div>
      );
    }
    renderUi(<List />);
    const link = screen.getByRole('link');
    expect(link).toHaveTextContent('100.00');
    expect(link).toHaveTextContent('+1.50%');
    expect(link).toHaveTextContent('Vol 2.5M');
    act(() => feed.push('BTCUSDT', { price: '99.5', change: '-0.25', volume: '2500000' }));
    expect(link).toHaveTextContent('99.50');
    expect(link).toHaveTextContent('-0.25%');
    expect(screen.getByText('99.50').closest('[data-flash]')).toHaveAttribute('data-flash', 'down');
    expect(listRender).toHaveBeenCalledTimes(1);
  });

  it('is a button when given onClick, and shows "--" without data', async () => {
    const onClick = vi.fn();
    renderUi(<TickerRow symbol="ETHUSDT" base="ETH" quote="USDT" onClick={onClick} />);
    const button = screen.getByRole('button');
    expect(button).toHaveTextContent('--');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
