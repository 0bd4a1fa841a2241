import { expect, fn } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Pad } from '../_shared/stories';
import { PositionCard } from './PositionCard';

const meta = preview.meta({
  title: 'UI/PositionCard',
  component: PositionCard,
  args: {
    base: 'BTC',
    quote: 'USDT',
    direction: 'long' as const,
    leverage: 20,
    lots: '3',
    entryPrice: '68000.00',
    markPrice: '68123.45',
    liquidationPrice: '64940.00',
    margin: '102.00',
    pnl: '3.70',
    pnlPercent: '3.63',
    takeProfit: '72000',
    stopLoss: '66000',
    onClosePosition: fn(),
    onEditTpSl: fn(),
  },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({});
export const LongProfit = meta.story({});
export const ShortLoss = meta.story({
  args: { direction: 'short', markPrice: '69000.00', liquidationPrice: '71060.00', pnl: '-30.00', pnlPercent: '-29.41', takeProfit: null, stopLoss: null },
});
export const Flat = meta.story({ args: { markPrice: '68000.00', pnl: '0', pnlPercent: '0' } });
export const Closing = meta.story({ args: { closing: true } });
export const Stale = meta.story({ args: { stale: true } });
export const ReadOnly = meta.story({ args: { onClosePosition: undefined, onEditTpSl: undefined } });
export const Pseudo = meta.story({ globals: { locale: 'pseudo' } });
export const ClosePosition = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close position' }));
    await expect(args.onClosePosition).toHaveBeenCalled();
  },
});
