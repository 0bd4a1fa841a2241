import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import type { SpotSide } from '@/api/schemas/trade';
import { Pad } from '@/ui/_shared/stories';
import { btcMarket, makeSpotOrder } from '../../testing/trade';
import type { SpotSubmitResult } from '../../useSpot';
import { SpotTicket, type SpotTicketProps } from './SpotTicket';

/** The ticket with its side held by the story (as the page holds it). */
function Stateful(props: SpotTicketProps) {
  const [side, setSide] = useState<SpotSide>(props.side);
  return <SpotTicket {...props} side={side} onSideChange={setSide} />;
}

const meta = preview.meta({
  title: 'Trade/SpotTicket',
  component: SpotTicket,
  args: {
    market: btcMarket,
    balances: { base: '0.50000000', quote: '10000.00000000' },
    lastPrice: '95000.00',
    side: 'buy' as const,
    onSideChange: fn(),
    submitting: false,
    onSubmit: fn(async (): Promise<SpotSubmitResult> => ({ filled: null })),
  },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({});

export const Default = meta.story({});

export const Sell = meta.story({ args: { side: 'sell' } });

export const Market = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Market' }));
  },
});

/** 50 % of the USDT available, as BTC at the limit price, with total and fee. */
export const HalfOfBalance = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '50%' }));
    await expect(canvas.getByRole('textbox', { name: 'Amount (BTC)' })).toHaveValue('0.05263');
  },
});

/** The amount typed as a total in USDT. */
export const ByTotal = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Total (USDT)' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Total (USDT)' }), '950');
  },
});

/** The spot account cannot cover the order: the message, and a link to transfer USDT in from futures. */
export const InsufficientBalance = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount (BTC)' }), '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Buy BTC' }));
    await expect(await canvas.findByText('Insufficient balance')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Transfer' })).toHaveAttribute('href', '/pages/fund/transfer?from=lever&to=change&currency=3');
  },
});

/** A market buy asks first: the price now, the amount, the estimated total and fee, and how a market order fills. */
export const MarketConfirm = meta.story({
  args: { onSubmit: fn(async () => ({ filled: makeSpotOrder({ amount: '0.01000000', fillPrice: '95010.00', status: 'filled' }) })) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Market' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount (BTC)' }), '0.01');
    await userEvent.click(canvas.getByRole('button', { name: 'Buy BTC' }));
    const sheet = within(await within(document.body).findByRole('dialog', { name: 'Confirm order' }));
    await expect(sheet.getByText('Est. total (USDT)').closest('div')).toHaveTextContent('950.00 USDT');
    await expect(sheet.getByRole('button', { name: 'Confirm buy' })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

export const Pending = meta.story({ args: { submitting: true } });

export const ServerError = meta.story({
  args: { onSubmit: fn(async () => Promise.reject(new Error('Spot trading is closed for this pair'))) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount (BTC)' }), '0.01');
    await userEvent.click(canvas.getByRole('button', { name: 'Buy BTC' }));
    await expect(await canvas.findByText('Spot trading is closed for this pair')).toBeVisible();
  },
});

export const Stale = meta.story({ args: { stale: true } });

export const Pseudo = meta.story({ globals: { locale: 'pseudo' } });
