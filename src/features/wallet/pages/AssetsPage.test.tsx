// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writeMessage } from '@mocks/engine/messages/write';
import { getWallets } from '@/api/wallet';
import { Dec } from '@/lib/decimal';
import { formatNumber } from '@/lib/format';
import { ROUTES } from '@/lib/routes';
import { HIDE_BALANCES_KEY } from '../state';
import { fundSuite, renderPage } from '../testing/render';
import { demoUserId } from '../testing/session';
import AssetsPage from './AssetsPage';

// before the suite's own set-up: a stored preference must not leak from one test to the next
beforeEach(() => localStorage.clear());
const fund = fundSuite();

const open = () => renderPage(fund.store, ROUTES.assets.path, ROUTES.assets.path, <AssetsPage />);

describe('AssetsPage', { timeout: 15_000 }, () => {
  it('shows the total in USD and each account with its coins, from the ledger', async () => {
    const user = open();
    const tabs = await screen.findByRole('tablist', { name: 'Accounts' }, { timeout: 10_000 });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Spot',
      'Futures',
      'Seconds',
      'Fiat',
      'Funding',
      'Trading',
      'Earn',
    ]);
    expect(screen.getByText('Total assets (USD)')).toBeInTheDocument();
    const usdt = screen.getByRole('link', { name: /^USDT/ });
    expect(usdt).toHaveTextContent(/10,000\.00(?!\d)/);
    await user.click(within(tabs).getByRole('tab', { name: 'Seconds' }));
    expect(await screen.findByRole('link', { name: /^USDT.*3,000\.00(?!\d)/ })).toBeInTheDocument();
    expect(screen.getByText('Seconds account value')).toBeInTheDocument();
  });

  it('reads the balances again when a money event’s station message arrives (a deposit credited)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      open();
      expect(await screen.findByRole('link', { name: /^USDT.*10,000\.00(?!\d)/ }, { timeout: 10_000 })).toBeInTheDocument();
      // the account entry, top left: the personal centre
      expect(screen.getByRole('link', { name: 'Account and settings' })).toHaveAttribute('href', ROUTES.setting.path);
      // a deposit credited after review, as the engine books it: the money and the message
      const uid = demoUserId(fund.engine);
      fund.engine.ledger.credit({ user: uid, account: 'change', currency: 3, amount: '500', reason: 'deposit' });
      writeMessage(fund.engine.ctx, uid, 'deposit.done', { amount: '500', currency: 'USDT' });
      await vi.advanceTimersByTimeAsync(16_000);
      expect(await screen.findByRole('link', { name: /^USDT.*10,500\.00(?!\d)/ }, { timeout: 10_000 })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('hides every balance and remembers it', async () => {
    const user = open();
    const toggle = await screen.findByRole('button', { name: 'Hide balances' }, { timeout: 10_000 });
    await screen.findByRole('link', { name: /^USDT/ });
    expect(screen.queryAllByText('****')).toHaveLength(0);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByText('****').length).toBeGreaterThan(3);
    expect(screen.getByRole('link', { name: /^USDT/ })).not.toHaveTextContent('10,000');
    expect(localStorage.getItem(HIDE_BALANCES_KEY)).toBe('true');
  });

  it('converts the total into the chosen fiat at the served rate, exactly', async () => {
    const user = open();
    await screen.findByRole('link', { name: /^USDT/ }, { timeout: 10_000 });
    const { usdtTotal } = await getWallets();
    await user.click(screen.getByRole('button', { name: /Display currency/ }));
    await user.click(await screen.findByRole('option', { name: 'CNY' }));
    expect(await screen.findByText('Total assets (CNY)')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('fiat')!)).toEqual({ currency_code: 'CNY', rate: '7.2' });
    const expected = formatNumber(new Dec(usdtTotal).times('7.2'), 'fiat');
    expect(screen.getByText('Total assets (CNY)').closest('section')).toHaveTextContent(`${expected} CNY`);
  });
});
