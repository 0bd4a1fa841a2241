import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../_shared/test-utils';
import { OtcAdCard } from './OtcAdCard';

const merchant = { name: 'Golden Exchange', verified: true, orders30d: 1234, completionRate: '98.5', online: true };
const ad = { id: 'ad1', side: 'buy' as const, coin: 'USDT', fiat: 'USD', price: '1.002', available: '5000', minLimit: '50', maxLimit: '2000', payments: ['Bank transfer', 'Wise'] };

describe('OtcAdCard', () => {
  it('shows the merchant, price, limits and payments, and trades the ad', async () => {
    const onTrade = vi.fn();
    renderUi(<OtcAdCard ad={ad} merchant={merchant} onTrade={onTrade} />);
    expect(screen.getByRole('img', { name: 'Verified merchant' })).toBeInTheDocument();
    expect(screen.getByText(/1,234 orders · 98.5% completion/)).toBeInTheDocument();
    expect(screen.getByText('50.00 – 2,000.00 USD')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Payment methods' })).toHaveTextContent('Bank transferWise');
    await userEvent.click(screen.getByRole('button', { name: 'Buy USDT' }));
    expect(onTrade).toHaveBeenCalledWith('ad1');
  });
});
