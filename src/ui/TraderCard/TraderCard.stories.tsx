import { expect, fn } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Pad } from '../_shared/stories';
import { TraderCard } from './TraderCard';

const meta = preview.meta({
  title: 'UI/TraderCard',
  component: TraderCard,
  args: { name: 'Alpha Fund', roi: '42.5', pnl: '12345.60', winRate: '68.2', followers: 80, maxFollowers: 100, onFollow: fn(), onOpen: fn() },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({});
export const Profitable = meta.story({});
export const Losing = meta.story({ args: { roi: '-12.3', pnl: '-820.00', winRate: '41.0' } });
export const Copying = meta.story({ args: { following: true } });
export const Full = meta.story({ args: { followers: 100 } });
export const Pending = meta.story({ args: { pending: true } });
/** No change over 30 days: neither up nor down. */
export const Flat = meta.story({ args: { roi: '0', pnl: '0', winRate: '50.0' } });
/** For reading only (no copy action, the name not a link). */
export const ReadOnly = meta.story({ args: { onFollow: undefined, onOpen: undefined } });
export const LongName = meta.story({ args: { name: 'The Very Long Named Quantitative Strategy Desk' } });
export const Pseudo = meta.story({ globals: { locale: 'pseudo' } });
export const Copy = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(args.onFollow).toHaveBeenCalled();
  },
});
