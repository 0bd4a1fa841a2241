import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import type { SpotSide } from '@/api/schemas/trade';
import { Pad } from '@/ui/_shared/stories';
import { btcMarket } from '../../testing/trade';
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
    onSubmit: fn(async () => 'ok'),
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

export const InsufficientBalance = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount (BTC)' }), '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Buy BTC' }));
    await expect(await canvas.findByText('Insufficient balance')).toBeVisible();
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
