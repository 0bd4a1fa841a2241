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

/** Two pay currencies: a choice appears. */
export const TwoCurrencies = meta.story({
  args: { currencies: [...payCurrenciesFixture, { id: 1, name: 'BTC', min: '0.001', max: '1', feeRate: '0', presets: ['0.001', '0.01'], balance: '0.5' }] },
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
