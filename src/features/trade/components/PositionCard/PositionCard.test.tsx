import { act, cleanup, screen, within } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { btcMarket, feedFixture, leverPush, makeLeverOrder } from '../../testing/trade';
import { renderTrade } from '../../testing/render';
import { PositionCard } from './PositionCard';

afterEach(cleanup);

describe('PositionCard', () => {
  it('shows the REST figures until the feed names the position, then follows the feed without rendering', () => {
    const position = makeLeverOrder();
    const feed = feedFixture();
    const commits = vi.fn();
    renderTrade(
      <Profiler id="card" onRender={commits}>
        <PositionCard position={position} market={btcMarket} feed={feed} />
      </Profiler>,
    );
    const card = screen.getByRole('article', { name: /BTC/ });
    expect(within(card).getByText('+0.239')).toBeInTheDocument();
    expect(within(card).getByText('Low risk · 101.3%')).toBeInTheDocument();
    const rendered = commits.mock.calls.length;

    act(() => feed.source.set(leverPush([position], () => '-12.5')));
    expect(within(card).getByText('-12.50')).toBeInTheDocument();
    // (19.00005 − 12.5) ÷ 19.00005 = 34.2 %: at risk
    expect(within(card).getByText('At risk · 34.2%')).toHaveAttribute('data-risk', 'warning');
    act(() => feed.source.set(leverPush([position], () => '-14')));
    expect(within(card).getByText('Near liquidation · 26.3%')).toHaveAttribute('data-risk', 'danger');
    expect(within(card).getByText('-14.00').closest('[data-dir]')).toHaveAttribute('data-dir', 'down');
    expect(commits.mock.calls.length).toBe(rendered);
  });

  it('says long or short with an arrow, and estimates liquidation when the server sends none', () => {
    renderTrade(<PositionCard position={makeLeverOrder({ side: 'short', entryPrice: '94999.75' })} market={btcMarket} feed={feedFixture()} />);
    expect(screen.getByText('Short ↓ · 10×')).toBeInTheDocument();
    // 94,999.75 − 0.25 + 19.00005 × 0.8 ÷ 0.002
    expect(screen.getByText('102,599.52')).toBeInTheDocument();
  });

  it('offers Set TP / SL and Close', async () => {
    const onClose = vi.fn();
    const onEditStops = vi.fn();
    const position = makeLeverOrder({ takeProfit: '99000' });
    const { user } = renderTrade(<PositionCard position={position} market={btcMarket} feed={feedFixture()} onClose={onClose} onEditStops={onEditStops} />);
    await user.click(screen.getByRole('button', { name: 'Edit TP / SL' }));
    await user.click(screen.getByRole('button', { name: 'Close position' }));
    expect(onEditStops).toHaveBeenCalledWith(position);
    expect(onClose).toHaveBeenCalledWith(position);
  });
});
