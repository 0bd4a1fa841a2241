import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Pad } from '../_shared/stories';
import { Stepper } from '../Stepper';
import { OrderTicket } from './OrderTicket';
import type { OrderType } from './OrderTicketFields';

interface TicketProps {
  type: OrderType;
  price: string;
  priceError?: string;
  lotsHint?: string;
  lotsError?: string;
  highLeverage: boolean;
  error?: string;
  onSubmit: () => void;
}

/** The parts put together the way the trade feature's tickets use them (the tickets themselves live there). */
function Ticket({
  type: initialType,
  price: initialPrice,
  priceError,
  lotsHint,
  lotsError,
  highLeverage,
  error,
  onSubmit,
}: TicketProps) {
  const [type, setType] = useState(initialType);
  const [price, setPrice] = useState(initialPrice);
  const [lots, setLots] = useState('1');
  return (
    <OrderTicket.Form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <OrderTicket.Type type={type} onChange={setType} />
      <OrderTicket.Price
        type={type}
        value={price}
        onChange={setPrice}
        decimals={2}
        unit="USDT"
        error={priceError}
      />
      <OrderTicket.Field hint={lotsHint} error={lotsError}>
        <Stepper label="Lots" value={lots} onChange={setLots} min="1" max="100" step="1" />
      </OrderTicket.Field>
      {highLeverage && <OrderTicket.LeverageWarning />}
      <OrderTicket.Lines>
        <OrderTicket.Line label="Available" value="12,500.00 USDT" />
        <OrderTicket.Line label="Margin" value="681.23 USDT" />
        <OrderTicket.Line label="Est. fee" value="0.68 USDT" />
        <OrderTicket.Line strong label="Est. liquidation price" value="61,310.11 USDT" />
      </OrderTicket.Lines>
      {error && <OrderTicket.Error>{error}</OrderTicket.Error>}
    </OrderTicket.Form>
  );
}

const meta = preview.meta({
  title: 'UI/OrderTicket',
  component: Ticket,
  args: {
    type: 'limit' as const,
    price: '68123.45',
    highLeverage: false,
    lotsHint: '1–100 lots · 1 lot = 0.01 BTC',
    onSubmit: fn(),
  },
  argTypes: { type: { control: 'inline-radio', options: ['limit', 'market'] } },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({});
export const Limit = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Order' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Price' })).toHaveValue('68123.45');
  },
});
export const Market = meta.story({ args: { type: 'market' } });
export const HighLeverage = meta.story({ args: { highLeverage: true } });
export const Errors = meta.story({
  args: {
    price: '',
    priceError: 'Enter a price',
    lotsError: 'At most 100 lots',
    error: 'Insufficient balance',
  },
});
export const Pseudo = meta.story({ args: { highLeverage: true }, globals: { locale: 'pseudo' } });
