import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tradeMarkets } from '../../testing/trade';
import { renderTrade } from '../../testing/render';
import { MarketPicker } from './MarketPicker';

afterEach(cleanup);

describe('MarketPicker', () => {
  it('lists the pairs in a sheet, filters them, and hands back the one chosen', async () => {
    const onSelect = vi.fn();
    const { user } = renderTrade(<MarketPicker markets={tradeMarkets} value="BTC/USDT" onSelect={onSelect} note="Perpetual" />);
    // Named by the visible pair first (WCAG 2.5.3), then the hint.
    const button = screen.getByRole('button', { name: /^BTC\/USDT\s*Perpetual choose another pair$/ });
    expect(button).not.toHaveAttribute('aria-label');
    await user.click(button);
    const sheet = within(await screen.findByRole('dialog', { name: 'Choose a pair' }));
    expect(sheet.getByRole('button', { name: /BTC\/USDT/ })).toHaveAttribute('aria-current', 'true');
    await user.type(sheet.getByRole('searchbox', { name: 'Search pairs' }), 'ether');
    expect(sheet.queryByRole('button', { name: /BTC\/USDT/ })).toBeNull();
    await user.click(sheet.getByRole('button', { name: /ETH\/USDT/ }));
    expect(onSelect).toHaveBeenCalledWith('ETH/USDT');
  });

  it('is named "Choose a pair" while no pair is chosen', () => {
    renderTrade(<MarketPicker markets={[]} value={undefined} onSelect={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Choose a pair' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('says so when nothing matches', async () => {
    const { user } = renderTrade(<MarketPicker markets={tradeMarkets} value="BTC/USDT" onSelect={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: /choose another pair/ }));
    await user.type(within(await screen.findByRole('dialog')).getByRole('searchbox'), 'zzz');
    expect(screen.getByText('No pair matches your search')).toBeInTheDocument();
  });
});
