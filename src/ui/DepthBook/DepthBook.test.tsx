import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../_shared/test-utils';
import type { LiveValue } from '../_shared';
import { DepthBook, LiveDepthBook, type DepthLevel } from './DepthBook';

/** The row's depth bar, as drawn: its transform. */
const bar = (row: HTMLElement) => row.querySelector<HTMLElement>('[data-bar]')!.style.transform;

describe('DepthBook', () => {
  it('shows only the levels given, best ask nearest the middle', () => {
    renderUi(<DepthBook asks={[['101', '1'], ['102', '3']]} bids={[['100', '2']]} />);
    const asks = screen.getByRole('table', { name: 'Asks' });
    const bids = screen.getByRole('table', { name: 'Bids' });
    const askRows = within(asks).getAllByRole('row');
    expect(askRows).toHaveLength(2);
    expect(askRows[1]).toHaveTextContent('101.00');
    expect(within(bids).getAllByRole('row')).toHaveLength(1);
    expect(bar(askRows[0]!)).toBe('scaleX(1)');
    expect(bar(askRows[1]!)).toBe('scaleX(0.25)');
  });

  it('compact: the middle (last price) between asks and bids, the heads naming their units', () => {
    renderUi(
      <DepthBook compact asks={[['101', '1']]} bids={[['100', '2']]} middle={<p>Last 100.50</p>} priceLabel="Price (USDT)" amountLabel="Amount (BTC)" />,
    );
    const asks = screen.getByRole('table', { name: 'Asks' });
    const bids = screen.getByRole('table', { name: 'Bids' });
    const middle = screen.getByText('Last 100.50');
    // document order: asks, then the middle, then bids
    expect(asks.compareDocumentPosition(middle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(middle.compareDocumentPosition(bids) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Price (USDT)')).toBeInTheDocument();
    expect(screen.getByText('Amount (BTC)')).toBeInTheDocument();
  });

  it('hands a tapped price to onPick and marks stale data', async () => {
    const onPick = vi.fn();
    renderUi(<DepthBook asks={[]} bids={[['100.5', '2']]} onPick={onPick} stale />);
    await userEvent.click(screen.getByRole('button', { name: '100.50' }));
    expect(onPick).toHaveBeenCalledWith('100.5');
    expect(screen.getByText('Not live: reconnecting…')).toBeInTheDocument();
    expect(screen.getByText('No orders yet')).toBeInTheDocument();
  });

  it('LiveDepthBook rewrites its rows in place, renders a new shape, and picks the current price', async () => {
    type Book = { bids: DepthLevel[]; asks: DepthLevel[] };
    let book: Book = { asks: [['101', '1']], bids: [['100', '1'], ['99', '3']] };
    const listeners = new Set<() => void>();
    const live: LiveValue<Book> = {
      get: () => book,
      subscribe: (cb) => {
        listeners.add(cb);
        return () => listeners.delete(cb);
      },
    };
    const push = (next: Book) => act(() => ((book = next), listeners.forEach((l) => l())));
    const onPick = vi.fn();
    renderUi(<LiveDepthBook live={live} onPick={onPick} />);
    const firstBid = within(screen.getByRole('table', { name: 'Bids' })).getAllByRole('row')[0]!;

    push({ asks: [['101.5', '2']], bids: [['100.5', '3'], ['99', '1']] });
    const bids = within(screen.getByRole('table', { name: 'Bids' })).getAllByRole('row');
    expect(bids[0]).toBe(firstBid); // the same row, rewritten
    expect(bids[0]).toHaveTextContent('100.503.0000');
    expect(bar(bids[1]!)).toBe('scaleX(1)');
    expect(bar(bids[0]!)).toBe('scaleX(0.75)');
    await userEvent.click(screen.getByRole('button', { name: '100.50' }));
    expect(onPick).toHaveBeenLastCalledWith('100.5');

    // one level more: rendered afresh, with the new figures only
    push({ asks: [['101', '1']], bids: [['100', '1'], ['99', '1'], ['98', '1']] });
    const after = within(screen.getByRole('table', { name: 'Bids' })).getAllByRole('row');
    expect(after.map((r) => r.textContent)).toEqual(['100.001.0000', '99.001.0000', '98.001.0000']);
    expect(screen.getByRole('table', { name: 'Asks' })).toHaveTextContent('101.001.0000');
  });
});
