import { expect, fn, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { theme } from '@/theme';
import { OrderTicket } from '../OrderTicket';
import { ConfirmSummary, type SummaryRow } from './ConfirmSummary';

const order: SummaryRow[] = [
  { label: 'Pair', value: 'BTC/USDT' },
  { label: 'Direction', value: 'Long ↑ · 20×' },
  { label: 'Order type', value: 'Market' },
  { label: 'Lots', value: '3 (0.03 BTC)' },
  { label: 'Entry price', value: '68,123.45 USDT' },
  { label: 'Margin', value: '102.19 USDT' },
  { label: 'Est. fee', value: '1.02 USDT' },
  { label: 'Est. liquidation price', value: '65,398.51 USDT', strong: true },
];

interface Props {
  rows: SummaryRow[];
  note?: string;
  confirmLabel?: string;
  confirmVariant?: 'primary' | 'buy' | 'sell' | 'danger';
  submitting?: boolean;
  warning?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The summary with its actions under it, as a confirmation sheet lays them out (body, then the pinned footer). */
function Summary({
  rows,
  note,
  confirmLabel,
  confirmVariant,
  submitting,
  warning,
  onConfirm,
  onCancel,
}: Props) {
  return (
    <>
      <ConfirmSummary rows={rows} note={note}>
        {warning && <OrderTicket.LeverageWarning />}
      </ConfirmSummary>
      <div style={{ padding: `0 ${theme.space['4']}` }}>
        <ConfirmSummary.Actions
          onConfirm={onConfirm}
          onCancel={onCancel}
          confirmLabel={confirmLabel}
          confirmVariant={confirmVariant}
          submitting={submitting}
        />
      </div>
    </>
  );
}

const meta = preview.meta({
  title: 'UI/ConfirmSummary',
  component: Summary,
  args: {
    rows: order,
    note: 'Figures are estimates at the current price; the fill may differ.',
    confirmLabel: 'Open long',
    confirmVariant: 'buy' as const,
    submitting: false,
    warning: false,
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { confirmVariant: { control: 'inline-radio', options: ['primary', 'buy', 'sell', 'danger'] } },
});

export const Playground = meta.story({});
export const Default = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(order.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Open long' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
});
/** Sent: the confirm button spins and ignores taps until the answer. */
export const Submitting = meta.story({ args: { submitting: true } });
export const Sell = meta.story({ args: { confirmLabel: 'Open short', confirmVariant: 'sell' } });
/** With a warning under the lines (here the trade feature's high-leverage one). */
export const WithWarning = meta.story({ args: { warning: true } });
/** Generic labels: "Cancel" and "Confirm", a plain primary button, no note. */
export const Plain = meta.story({
  args: {
    rows: [
      { label: 'From', value: 'Spot account' },
      { label: 'To', value: 'Futures account' },
      { label: 'Amount', value: '500.00 USDT' },
    ],
    note: undefined,
    confirmLabel: undefined,
    confirmVariant: 'primary',
  },
});
export const LongText = meta.story({
  args: {
    rows: [
      {
        label: 'Withdrawal address (TRC20 network, double-check it: a transfer cannot be undone)',
        value: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSETQn9Y2khEsLJW1',
      },
      { label: 'Amount', value: '1,234,567,890.12345678 USDT', strong: true },
    ],
    confirmLabel: 'Confirm the withdrawal of the whole balance',
    confirmVariant: 'danger',
  },
});
export const Pseudo = meta.story({
  args: { confirmLabel: undefined, confirmVariant: 'primary' },
  globals: { locale: 'pseudo' },
});

/** The whole confirmation in its bottom sheet (`ConfirmSummary.Sheet`): lines in the body, actions pinned. */
export const Sheet = meta.story({
  render: (args) => (
    <ConfirmSummary.Sheet
      open
      onClose={args.onCancel}
      onConfirm={args.onConfirm}
      title="Confirm order"
      rows={args.rows}
      note={args.note}
      confirmLabel={args.confirmLabel}
      confirmVariant={args.confirmVariant}
      submitting={args.submitting}
    />
  ),
  play: async () => {
    const sheet = await within(document.body).findByRole('dialog', { name: 'Confirm order' });
    await expect(within(sheet).getByRole('button', { name: 'Open long' })).toBeVisible();
  },
});
