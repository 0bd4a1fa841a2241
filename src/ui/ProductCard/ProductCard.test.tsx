import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../_shared/test-utils';
import { ProductCard } from './ProductCard';

describe('ProductCard', () => {
  it('shows rate, period, quota progress, and subscribes while active', async () => {
    const onSubscribe = vi.fn();
    renderUi(<ProductCard kind="lockMining" name="ETH 30-day" coin="ETH" rate="12.5" periodDays={30} minAmount="0.1" sold="750" total="1000" status="active" onSubscribe={onSubscribe} />);
    const card = screen.getByRole('article', { name: 'ETH 30-day' });
    expect(card).toHaveTextContent('12.5%');
    expect(card).toHaveTextContent('30 days');
    expect(screen.getByRole('progressbar', { name: 'Subscribed' })).toHaveAttribute('aria-valuetext', '75%');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onSubscribe).toHaveBeenCalled();
  });

  it('shows an IEO price, and cannot subscribe when sold out', () => {
    renderUi(<ProductCard kind="ieo" name="ABC launch" coin="ABC" price="0.05" sold="1000000" total="1000000" status="soldOut" onSubscribe={() => {}} />);
    expect(screen.getByText('0.0500 USDT')).toBeInTheDocument();
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  });
});
