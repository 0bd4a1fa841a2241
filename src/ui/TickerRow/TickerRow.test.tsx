import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { LiveValue } from '../_shared';
import { renderUi } from '../_shared/test-utils';
import { TickerRow, type Ticker } from '.';

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

const Table = ({ children }: { children: ReactNode }) => (
  <div role="table" aria-label="Pairs">
    {children}
  </div>
);

describe('TickerRow', () => {
  it('updates its price, volume and change on a tick without re-rendering the list around it', () => {
    const feed = createFeed({ BTC: { price: '100', change: '1.5', volume: '2500000' } });
    const listRender = vi.fn();
    const live = feed.live('BTC');
    function List() {
      listRender();
      return (
        <Table>
          <TickerRow symbol="BTC/USDT" base="BTC" quote="USDT" priceDecimals={2} live={live} to="/m/btc" />
        </Table>
      );
    }
    renderUi(<List />);
    const row = screen.getByRole('row');
    expect(screen.getByRole('link', { name: /^BTC\/USDT/ })).toHaveTextContent('Vol 2.5M');
    expect(row).toHaveTextContent('100.00');
    expect(row).toHaveTextContent('+1.50%');
    act(() => feed.push('BTC', { price: '99.5', change: '-0.25', volume: '3500000' }));
    expect(row).toHaveTextContent('99.50');
    expect(row).toHaveTextContent('-0.25%');
    expect(row).toHaveTextContent('Vol 3.5M');
    expect(screen.getByText('99.50').closest('[data-flash]')).toHaveAttribute('data-flash', 'down');
    // the change chip turns to "down": its colour and the arrow shown follow `data-dir`
    expect(screen.getByText('-0.25%').closest('[data-dir]')).toHaveAttribute('data-dir', 'down');
    expect(listRender).toHaveBeenCalledTimes(1);
  });

  it('is a button when given onClick only, and shows "--" without data', async () => {
    const onClick = vi.fn();
    renderUi(
      <Table>
        <TickerRow symbol="ETH/USDT" base="ETH" quote="USDT" onClick={onClick} />
      </Table>,
    );
    expect(screen.getByRole('row')).toHaveTextContent('--');
    await userEvent.click(screen.getByRole('button', { name: /^ETH\/USDT/ }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is text only without `to` or `onClick` (stocks), with its note', () => {
    renderUi(
      <Table>
        <TickerRow symbol="AAPL/USDT" base="AAPL" quote="USDT" note="Stock" ticker={{ price: '271.5' }} />
      </Table>,
    );
    expect(screen.getByRole('row')).toHaveTextContent('AAPL/USDTStock');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('toggles the favourite star without following the row link', async () => {
    const onToggle = vi.fn();
    const onOpen = vi.fn();
    const { rerender } = renderUi(
      <Table>
        <TickerRow
          symbol="BTC/USDT"
          base="BTC"
          quote="USDT"
          to="/m/btc"
          onClick={onOpen}
          favorite={false}
          onToggleFavorite={onToggle}
        />
      </Table>,
    );
    const star = screen.getByRole('button', { name: 'Favorite BTC/USDT' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    expect(onToggle).toHaveBeenCalledWith(true);
    expect(onOpen).not.toHaveBeenCalled();
    rerender(
      <Table>
        <TickerRow
          symbol="BTC/USDT"
          base="BTC"
          quote="USDT"
          to="/m/btc"
          favorite
          onToggleFavorite={onToggle}
        />
      </Table>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Favorite BTC/USDT' }));
    expect(onToggle).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('button', { name: 'Favorite BTC/USDT' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the rank before the pair, hidden from the link name', () => {
    renderUi(
      <Table>
        <TickerRow symbol="BTC/USDT" base="BTC" quote="USDT" to="/m/btc" rank={3} />
      </Table>,
    );
    const link = screen.getByRole('link', { name: /^BTC\/USDT/ });
    expect(within(link).getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is a busy row of placeholders while loading, keeping the star column', () => {
    renderUi(
      <Table>
        <TickerRow symbol="BTC/USDT" loading favorite={false} />
      </Table>,
    );
    const row = screen.getByRole('row');
    expect(row).toHaveAttribute('aria-busy', 'true');
    expect(within(row).getAllByRole('cell')).toHaveLength(4);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('as a card, colours the price by the change and follows the feed in place', () => {
    const feed = createFeed({ BTC: { price: '100', change: '1.5' } });
    const live = feed.live('BTC');
    const render = vi.fn();
    function Card() {
      render();
      return (
        <TickerRow
          layout="card"
          symbol="BTC/USDT"
          base="BTC"
          quote="USDT"
          priceDecimals={2}
          live={live}
          to="/m/btc"
        />
      );
    }
    renderUi(<Card />);
    const card = screen.getByRole('link', { name: /^BTC\/USDT/ });
    expect(card).toHaveTextContent('+1.50%');
    const price = screen.getByText('100.00').closest('[data-dir]');
    expect(price).toHaveAttribute('data-dir', 'up');
    act(() => feed.push('BTC', { price: '99', change: '-0.5' }));
    expect(card).toHaveTextContent('99.00');
    expect(card).toHaveTextContent('-0.50%');
    expect(price).toHaveAttribute('data-dir', 'down');
    act(() => feed.push('BTC', { price: '99', change: '0' }));
    expect(price).not.toHaveAttribute('data-dir');
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('as a loading card, is busy and has no link', () => {
    const { container } = renderUi(<TickerRow layout="card" symbol="BTC/USDT" loading />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
