import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { Pad } from '@/ui/_shared/stories';
import { btcMarket, payCurrenciesFixture, secondsOptionsFixture } from '../../testing/trade';
import { SecondsTicket } from '.';

const meta = preview.meta({
  title: 'Trade/SecondsTicket',
  component: SecondsTicket,
  args: {
    market: btcMarket,
    currencies: payCurrenciesFixture,
    options: secondsOptionsFixture,
    lastPrice: '95000.00',
    submitting: false,
    onSubmit: fn(async () => ({})),
  },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({});

/** Durations with their profit ratio and minimum; preset stakes. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /30 s/ })).toBeChecked();
  },
});

/**
 * Five preset stakes (issue 28 item 13): a regular grid whose leftover keeps the column width, never a button
 * stretched across the row; the unit keeps its room from the field's border.
 */
export const FivePresets = meta.story({
  args: {
    currencies: payCurrenciesFixture.map((c) => ({ ...c, presets: ['10', '50', '100', '500', '1000'] })),
  },
  play: async ({ canvas }) => {
    const presets = within(canvas.getByRole('group', { name: /preset/i })).getAllByRole('button');
    const widths = new Set(presets.map((b) => Math.round(b.getBoundingClientRect().width)));
    await expect(widths.size).toBe(1);
  },
});

/** BTC as the demo exchange states it: its own minimum, presets and duration minimums. */
const btc = {
  id: 1,
  name: 'BTC',
  min: '0.0001',
  max: '0.5',
  feeRate: '0',
  presets: ['0.0001', '0.0005', '0.001', '0.005', '0.01'],
  balance: '0.05',
  minBySeconds: { 30: '0.0001', 60: '0.0001', 120: '0.0005', 300: '0.001' },
};
const coins = [
  ...payCurrenciesFixture,
  btc,
  { ...btc, id: 2, name: 'ETH', min: '0.003', max: '15', presets: ['0.003', '0.015', '0.03'], balance: '0', minBySeconds: {} },
  { ...btc, id: 9, name: 'DOGE', min: '60', max: '300000', presets: ['60', '300', '600'], balance: '0', minBySeconds: {} },
];

/** Two pay currencies: the pay-coin field appears, on USDT. */
export const TwoCurrencies = meta.story({
  args: { currencies: [...payCurrenciesFixture, btc] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Pay with/ })).toHaveTextContent('USDT');
  },
});

/** The pay-coin sheet: USDT, then the coins held, then the rest, each with its balance and minimum stake. */
export const PayCoinPicker = meta.story({
  args: { currencies: coins },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Pay with/ }));
    const sheet = within(await within(document.body).findByRole('dialog', { name: 'Pay with' }));
    await expect(sheet.getAllByRole('option').map((o) => o.textContent)).toEqual([
      expect.stringMatching(/USDT.*Available 3,000.00 USDT · min 10.00$/),
      expect.stringMatching(/BTC.*Available 0.05 BTC · min 0.0001$/),
      expect.stringMatching(/ETH.*Available 0.00 ETH · min 0.003$/),
      expect.stringMatching(/DOGE.*Available 0.00 DOGE · min 60.00$/),
    ]);
  },
});

/** Paying in BTC: the stake, presets, duration minimums and "Available" are BTC's. */
export const PaidInCoin = meta.story({
  args: { currencies: coins },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Pay with/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: /^BTC/ }));
    await expect(await canvas.findByRole('textbox', { name: 'Stake (BTC)' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /300 s/ }).closest('label')).toHaveTextContent('min 0.001');
    await userEvent.click(canvas.getByRole('button', { name: '0.005' }));
  },
});

/** The confirmation: stake, duration, ratio and what a win pays. */
export const Confirm = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '100.00' }));
    await userEvent.click(canvas.getByRole('radio', { name: /60 s/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Buy up' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Confirm seconds contract' }));
    await expect(dialog.getByText('Payout if you win (USDT)').closest('div')).toHaveTextContent('185.00 USDT');
  },
});

export const BelowMinimum = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /300 s/ }));
    await userEvent.click(canvas.getByRole('button', { name: '50.00' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Buy down' }));
    await expect(await canvas.findByText('This duration needs a stake of at least 100.00 USDT')).toBeVisible();
  },
});

export const InsufficientBalance = meta.story({
  args: { currencies: [{ ...payCurrenciesFixture[0]!, balance: '20.00000000' }] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '50.00' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Buy up' }));
    await expect(await canvas.findByText('Insufficient balance')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Transfer' })).toBeVisible();
  },
});

export const Pending = meta.story({
  args: { submitting: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '10.00' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Buy down' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByRole('button', { name: 'Confirm: price goes down' })).toHaveAttribute('aria-busy', 'true');
  },
});

export const ServerError = meta.story({
  args: { onSubmit: fn(async () => Promise.reject(new Error('At most one order a second'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '10.00' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Buy up' }));
    await userEvent.click(within(await within(document.body).findByRole('dialog')).getByRole('button', { name: 'Confirm: price goes up' }));
    await expect(await canvas.findByText('At most one order a second')).toBeVisible();
  },
});

export const Stale = meta.story({ args: { stale: true } });

export const Pseudo = meta.story({ globals: { locale: 'pseudo' } });
