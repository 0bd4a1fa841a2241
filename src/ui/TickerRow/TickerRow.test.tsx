import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LiveValue } from '../_shared';
import { renderUi } from '../_shared/test-utils';
import { TickerRow, type Ticker } from './TickerRow';

/** A tiny external store standing in for the realtime feed. */
function createFeed(initial: Record<string, Ticker>) {
  let data = initial;
  const listeners = new Set<() => void>();
  return {
    push(symbol: string, t: Ticker) {
      data = { ...data, [symbol]: t };
      listeners.forEach((l) => l());
    },
    live(symbol: string): LiveValue<Ticker | undefined> {
      return {
        get: () => data[symbol],
        subscribe: (l) => {
          listeners.add(l);
          return () => listeners.delete(l);
        },
      };
    },
  };
}

describe('TickerRow', () => {
  it('updates its price and change on a tick without re-rendering the list around it', () => {
    const feed = createFeed({ BTCUSDT: { price: '100', change: '1.5', volume: '2500000' } });
    const listRender = vi.fn();
    const live = feed.live('BTCUSDT');
    function List() {
      listRender();
      return (
        <div role="list">
          <TickerRow symbol="BTCUSDT" base="BTC" quote="USDT" priceDecimals={2} live={live} to="/m/btc" />
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
    // the change chip turns to "down": its colour and the arrow shown follow `data-dir`
    expect(screen.getByText('-0.25%').closest('[data-dir]')).toHaveAttribute('data-dir', 'down');
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
