import { expect, fn, userEvent as ue, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Pad } from '../_shared/stories';
import { OrderTicket, type ContractTicketProps, type SpotTicketProps } from './OrderTicket';

/** Controls edit the spot ticket; contract stories render their own fixed props (the props are a union). */
function Spot(props: SpotTicketProps) {
  return <OrderTicket {...props} />;
}

const spot: SpotTicketProps = {
  kind: 'spot',
  base: 'BTC',
  quote: 'USDT',
  lastPrice: '68123.45',
  feeRate: '0.001',
  side: 'buy',
  availableQuote: '12500.00',
  availableBase: '0.482100',
  onSideChange: fn(),
  onSubmit: fn(),
};

const contract: ContractTicketProps = {
  kind: 'contract',
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
};

const meta = preview.meta({
  title: 'UI/OrderTicket',
  component: Spot,
  args: spot,
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({});
export const SpotBuy = meta.story({});
export const SpotSell = meta.story({ args: { side: 'sell' } });
export const SpotSubmitting = meta.story({ args: { submitting: true } });
export const SpotMarket = meta.story({
  play: async ({ canvas }) => {
    await ue.click(canvas.getByRole('radio', { name: 'Market' }));
    await expect(canvas.getByText('Best market price')).toBeVisible();
  },
});
export const SpotInsufficient = meta.story({
  play: async ({ canvas }) => {
    await ue.type(canvas.getByRole('textbox', { name: 'Amount' }), '5');
    await ue.click(canvas.getByRole('button', { name: 'Buy BTC' }));
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription('Insufficient balance');
  },
});
export const Contract = meta.story({ render: () => <OrderTicket {...contract} /> });
export const ContractHighLeverage = meta.story({ render: () => <OrderTicket {...contract} defaultLeverage={50} /> });
export const ContractAtWarningThreshold = meta.story({ render: () => <OrderTicket {...contract} defaultLeverage={10} /> });
export const ContractPseudo = meta.story({ render: () => <OrderTicket {...contract} defaultLeverage={50} />, globals: { locale: 'pseudo' } });
export const SpotPseudo = meta.story({ globals: { locale: 'pseudo' } });
export const ContractConfirm = meta.story({
  render: () => <OrderTicket {...contract} defaultLeverage={20} />,
  play: async ({ canvas, canvasElement }) => {
    await ue.click(canvas.getByRole('button', { name: 'Open long' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Confirm order' });
    await expect(within(dialog).getByText('Est. liquidation price')).toBeVisible();
    await ue.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(contract.onSubmit).toHaveBeenCalled();
  },
});
