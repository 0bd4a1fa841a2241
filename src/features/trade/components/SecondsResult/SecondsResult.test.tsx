import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMicroOrder } from '../../testing/trade';
import { renderTrade } from '../../testing/render';
import { SecondsResult, secondsReturned } from './SecondsResult';

afterEach(cleanup);

const won = makeMicroOrder({ id: 7, status: 'closed', result: 'win', endPrice: '95010.00', profit: '85.00000000', settledAt: 1 });
const lost = makeMicroOrder({
  id: 8,
  symbol: 'ETH/USDT',
  direction: 'down',
  currency: 'BTC',
  currencyId: 1,
  amount: '0.01',
  status: 'closed',
  result: 'loss',
  openPrice: '3200.00',
  endPrice: '3210.50',
  profit: '-0.01',
});

describe('what a settled bet paid back', () => {
  it('stake + profit on a win, the stake when flat, nothing on a loss; nothing while running', () => {
    expect(secondsReturned(won)?.toFixed()).toBe('185');
    expect(secondsReturned({ amount: '100', profit: '0', result: 'flat' })?.toFixed()).toBe('100');
    expect(secondsReturned(lost)?.toFixed()).toBe('0');
    expect(secondsReturned(makeMicroOrder())).toBeNull();
  });
});

describe('SecondsResult', () => {
  it('shows each settled bet with its result, prices, profit and payout, in its own coin; OK closes', async () => {
    const onClose = vi.fn();
    const { user } = renderTrade(<SecondsResult orders={[won, lost]} onClose={onClose} priceDecimals={(s) => (s === 'ETH/USDT' ? 1 : undefined)} />);
    const sheet = within(await screen.findByRole('dialog', { name: '2 contracts settled' }));
    expect(sheet.getByText('BTC/USDT: you won 85.00 USDT')).toBeInTheDocument();
    expect(sheet.getByText('ETH/USDT: you lost 0.01 BTC')).toBeInTheDocument();
    const line = (label: string, n: number) => sheet.getAllByText(label)[n]!.closest('div')!;
    expect(line('Stake (USDT)', 0)).toHaveTextContent('100.00 USDT');
    expect(line('Paid out (USDT)', 0)).toHaveTextContent('185.00 USDT');
    // each pair's own price decimals (2 when not known)
    expect(line('Close price', 0)).toHaveTextContent('95,010.00');
    expect(line('Close price', 1)).toHaveTextContent(/3,210\.5$/);
    expect(line('Paid out (BTC)', 0)).toHaveTextContent('0.00 BTC');
    expect(sheet.getByText('Win')).toBeInTheDocument();
    expect(sheet.getByText('Loss')).toBeInTheDocument();
    await user.click(sheet.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('is closed with nothing to show', () => {
    renderTrade(<SecondsResult orders={[]} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
