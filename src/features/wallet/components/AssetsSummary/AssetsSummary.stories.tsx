import { expect, fn } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { fiatRates } from '@mocks/fixtures/wallet';
import { AssetsSummary } from '.';

const options = fiatRates.map((r) => ({ code: r.currency_code, rate: r.rate }));

const meta = preview.meta({
  title: 'Wallet/AssetsSummary',
  component: AssetsSummary,
  args: { usdtTotal: '16020.00', fiat: { code: 'USD', rate: '1', options, choose: fn() } },
});

/** The eye hides every figure (units kept) and says so to assistive technology. */
export const Playground = meta.story({
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Total assets (USD)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hide balances', pressed: false }));
    await expect(canvas.getByRole('button', { name: 'Hide balances', pressed: true })).toBeVisible();
    await expect(canvas.getAllByText('****')).toHaveLength(2);
  },
});

/** A large total in yuan (the demo's rate): the longest figure wraps inside the card. */
export const LargeInYuan = meta.story({
  args: { usdtTotal: '98765432109.87', fiat: { code: 'CNY', rate: '7.2', options, choose: fn() } },
});

export const Loading = meta.story({ args: { usdtTotal: undefined } });
