import { expect, fn } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Pad } from '../_shared/stories';
import { DepthBook, type DepthLevel } from './DepthBook';

const asks: DepthLevel[] = [
  ['68125.10', '0.4210'],
  ['68126.00', '1.2000'],
  ['68127.55', '0.0800'],
  ['68130.00', '2.5000'],
  ['68133.20', '0.9100'],
];
const bids: DepthLevel[] = [
  ['68124.90', '0.8000'],
  ['68124.00', '0.1500'],
  ['68122.35', '3.1000'],
  ['68120.00', '0.5000'],
  ['68118.80', '1.0000'],
];

const meta = preview.meta({
  title: 'UI/DepthBook',
  component: DepthBook,
  args: { asks, bids, onPick: fn() },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});
export const Playground = meta.story({});
export const FewLevels = meta.story({ args: { asks: asks.slice(0, 2), bids: bids.slice(0, 1) } });
export const Empty = meta.story({ args: { asks: [], bids: [] } });
export const Stale = meta.story({ args: { stale: true } });
export const PickPrice = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '68,124.90' }));
    await expect(args.onPick).toHaveBeenCalledWith('68124.90');
  },
});
