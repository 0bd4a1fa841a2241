import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { Pad } from '@/ui/_shared/stories';
import { btcMarket, makeDeal } from '../../testing/trade';
import { ContractTicket } from '.';

const sheet = () => within(document.body);

/** The perpetual-contract ticket on BTC/USDT (lot 0.001 BTC, spread 0.50, fee 0.1 %), 20,000 USDT available. */
const meta = preview.meta({
  title: 'Trade/ContractTicket',
  component: ContractTicket,
  args: {
    market: btcMarket,
    deal: makeDeal(),
    lastPrice: '95000.00',
    submitting: false,
    onSubmit: fn(async () => ({ message: 'Submitted' })),
  },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({});

/** Long, market, 1 lot at 10×: margin and fee at the entry 95,000.25 (half the spread above), est. liquidation. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Margin').closest('div')).toHaveTextContent('9.500025 USDT');
    await expect(canvas.getByRole('radio', { name: '10×' })).toBeChecked();
  },
});

export const Short = meta.story({ args: { initialSide: 'short' } });

export const Limit = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Limit' }));
    await expect(canvas.getByRole('textbox', { name: 'Price' })).toHaveValue('95000.00');
  },
});

/** Above 10×: the liquidation-risk warning (icon and text). */
export const LiquidationRisk = meta.story({
  args: { initialLeverage: 50 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/High leverage: above 10×/)).toBeVisible();
  },
});

/** The contract account cannot cover the order: the message, and a link to transfer USDT in from spot. */
export const InsufficientBalance = meta.story({
  args: { deal: makeDeal({ balance: '5.00000000' }) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open long' }));
    await expect(await canvas.findByText('Insufficient balance')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Transfer' })).toHaveAttribute('href', '/pages/fund/transfer?from=change&to=lever&currency=3');
  },
});

/** TP/SL switched on: the two fields under the leverage. */
export const WithStops = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Take profit / stop loss' }));
    await expect(canvas.getByRole('textbox', { name: 'Take profit' })).toBeVisible();
  },
});

/** Every check at once: fractional lots, a price off the tick, a leverage that is not offered. */
export const Invalid = meta.story({
  args: { initialLeverage: 125 },
  play: async ({ canvas }) => {
    const lots = canvas.getByRole('spinbutton', { name: 'Lots' });
    await userEvent.clear(lots);
    await userEvent.type(lots, '1.5');
    await userEvent.click(canvas.getByRole('radio', { name: 'Limit' }));
    const price = canvas.getByRole('textbox', { name: 'Price' });
    await userEvent.clear(price);
    await userEvent.type(price, '95000.123');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Take profit / stop loss' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Stop loss' }), '96000');
    await userEvent.click(canvas.getByRole('button', { name: 'Open long' }));
    await expect(await canvas.findByText('Lots must be a whole number')).toBeVisible();
    await expect(canvas.getByText('Leverage above 100× is not offered')).toBeVisible();
    await expect(canvas.getByText('Stop loss must be below the entry price')).toBeVisible();
  },
});

/** The confirm sheet: the order and its figures, at the price of the moment it opened. */
export const Confirm = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '20×' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Open long' }));
    const dialog = within(await sheet().findByRole('dialog', { name: 'Confirm order' }));
    await expect(dialog.getByText('Direction').closest('div')).toHaveTextContent('Long ↑ · 20×');
    await expect(dialog.getByText(/High leverage/)).toBeVisible();
  },
});

/** Sending: the confirm button spins and ignores taps. */
export const Pending = meta.story({
  args: { submitting: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open long' }));
    const dialog = within(await sheet().findByRole('dialog', { name: 'Confirm order' }));
    await expect(dialog.getByRole('button', { name: 'Confirm long' })).toHaveAttribute('aria-busy', 'true');
  },
});

/** The server refused: its message, the form as it was. */
export const ServerError = meta.story({
  args: { onSubmit: fn(async () => Promise.reject(new Error('Trading on this pair is paused'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open long' }));
    await userEvent.click(within(await sheet().findByRole('dialog')).getByRole('button', { name: 'Confirm long' }));
    await expect(await canvas.findByText('Trading on this pair is paused')).toBeVisible();
  },
});

/** The price feed is down: the figures are indicative. */
export const Stale = meta.story({
  args: { stale: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/figures shown are indicative/)).toBeVisible();
  },
});

/** The help sheet: the liquidation formula with this ticket's figures. */
export const LiquidationHelp = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'How is the liquidation price worked out?' }));
    const dialog = within(await sheet().findByRole('dialog', { name: 'Estimated liquidation price' }));
    await expect(dialog.getByText('Long: entry + spread ÷ 2 − margin × 0.8 ÷ quantity')).toBeVisible();
  },
});

/**
 * A large balance in the column beside the book (issue 28 item 7): "Available" keeps the quote coin's two places
 * and goes compact from a million — one line, no ellipsis, never more than is held.
 */
export const LargeBalance = meta.story({
  args: { deal: makeDeal({ balance: '123456789.12345678' }) },
  decorators: [(Story) => <div style={{ maxWidth: '13rem' }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const line = canvas.getByText('Available').closest('div')!;
    await expect(line).toHaveTextContent('123M USDT');
    // one line, inside the ticket's line
    const figure = line.querySelector('dd')!.getBoundingClientRect();
    await expect(figure.height).toBeLessThanOrEqual(line.querySelector('dt')!.getBoundingClientRect().height + 1);
    await expect(figure.right).toBeLessThanOrEqual(line.getBoundingClientRect().right + 0.5);
  },
});

export const Pseudo = meta.story({ globals: { locale: 'pseudo' }, args: { initialLeverage: 20 } });
