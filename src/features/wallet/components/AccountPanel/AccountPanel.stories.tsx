import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import type { AccountGroup } from '@/api/wallet';
import { AccountPanel } from '.';

/** The seeded demo user's spot account, as `/wallet/list` answers it (USDT, BTC at 95 000, ETH at 3 400). */
const spot: AccountGroup = {
  usdtTotal: '16020.00',
  balances: [
    { currencyId: 3, currency: 'USDT', available: '10000.00000000', frozen: '250.00000000', usdtPrice: '1', canDeposit: true },
    { currencyId: 1, currency: 'BTC', available: '0.05000000', frozen: '0', usdtPrice: '95000', canDeposit: true },
    { currencyId: 2, currency: 'ETH', available: '0.30000000', frozen: '0', usdtPrice: '3400', canDeposit: true },
  ],
};

/** A whale's balances: the longest figures the panel must fit. */
const large: AccountGroup = {
  usdtTotal: '98765432109.87',
  balances: [
    { currencyId: 3, currency: 'USDT', available: '98765432109.87654321', frozen: '1234567890.12345678', usdtPrice: '1', canDeposit: true },
    { currencyId: 45, currency: 'USDC', available: '0.00000001', frozen: '0', usdtPrice: '1', canDeposit: true },
  ],
};

const meta = preview.meta({
  title: 'Wallet/AccountPanel',
  component: AccountPanel,
  args: { account: 'change' as const, group: spot, fiat: { code: 'USD', rate: '1' } },
  argTypes: {
    account: { control: 'select', options: ['legal', 'change', 'lever', 'micro', 'fund', 'transaction', 'financial'] },
  },
});

export const Playground = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Spot account value')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Records' })).toHaveAttribute('href', '/pages/fund/assets_record?account=change');
    await expect(canvas.getByRole('link', { name: /^BTC/ })).toHaveAttribute(
      'href',
      '/pages/fund/assets_record?account=change&currency=1',
    );
  },
});

/** An account of the ledger's others (no transfer from here), valued in yuan. */
export const FundingInYuan = meta.story({
  args: { account: 'fund', fiat: { code: 'CNY', rate: '7.2' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Funding account value')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Transfer' })).toBeNull();
  },
});

export const LargeBalances = meta.story({ args: { account: 'lever', group: large } });
