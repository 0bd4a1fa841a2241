import { expect, fn, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Pad } from '../_shared/stories';
import { ContractTicket } from './ContractTicket';

/*
 * The contract half of "UI/OrderTicket" (SpotTicket.stories.tsx holds the spot half and the Playground
 * under the same title, so the story ids stay `ui-orderticket--<name>`).
 */
const meta = preview.meta({
  title: 'UI/OrderTicket',
  component: ContractTicket,
  args: {
    base: 'BTC',
    quote: 'USDT',
    lastPrice: '68123.45',
    feeRate: '0.0005',
    available: '2500.00',
    lotSize: '0.01',
    minLots: 1,
    maxLots: 100,
    maintenanceRate: '0.005',
    onSubmit: fn(),
  },
  argTypes: {
    defaultLeverage: { control: { type: 'range', min: 1, max: 100 } },
  },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Contract = meta.story({});
export const ContractHighLeverage = meta.story({
  args: { defaultLeverage: 50 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/High leverage: above 10×/)).toBeVisible();
  },
});
export const ContractAtWarningThreshold = meta.story({
  args: { defaultLeverage: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Leverage' })).toHaveValue('10');
    await expect(canvas.queryByText(/High leverage/)).toBeNull();
  },
});
export const ContractPseudo = meta.story({ args: { defaultLeverage: 50 }, globals: { locale: 'pseudo' } });
export const ContractConfirm = meta.story({
  args: { defaultLeverage: 20 },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open long' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Confirm order' });
    await expect(within(dialog).getByText('Est. liquidation price')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ direction: 'long', type: 'market', lots: '1', leverage: 20 });
  },
});
