import { expect, fn } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Pad } from '../_shared/stories';
import { SpotTicket } from './SpotTicket';

/*
 * The spot half of "UI/OrderTicket" (ContractTicket.stories.tsx holds the contract half under the same
 * title, so the story ids stay `ui-orderticket--<name>`).
 */
const meta = preview.meta({
  title: 'UI/OrderTicket',
  component: SpotTicket,
  args: {
    base: 'BTC',
    quote: 'USDT',
    lastPrice: '68123.45',
    feeRate: '0.001',
    side: 'buy' as const,
    availableQuote: '12500.00',
    availableBase: '0.482100',
    onSideChange: fn(),
    onSubmit: fn(),
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['buy', 'sell'] },
  },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({});
export const SpotBuy = meta.story({});
export const SpotSell = meta.story({ args: { side: 'sell' } });
export const SpotSubmitting = meta.story({ args: { submitting: true } });
export const SpotMarket = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Market' }));
    await expect(canvas.getByText('Best market price')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Price' })).toBeNull();
  },
});
export const SpotInsufficient = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Buy BTC' }));
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription('Insufficient balance');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});
export const SpotPseudo = meta.story({ globals: { locale: 'pseudo' } });
