import { expect, fn } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { FROZEN_NOW } from '../_shared/storyClock';
import { Pad } from '../_shared/stories';
import { ProductCard } from './ProductCard';

const meta = preview.meta({
  title: 'UI/ProductCard',
  component: ProductCard,
  args: {
    kind: 'lockMining' as const,
    name: 'ETH lock mining · 30 days',
    coin: 'ETH',
    rate: '12.5',
    periodDays: 30,
    minAmount: '0.1',
    sold: '750',
    total: '1000',
    status: 'active' as const,
    onSubscribe: fn(),
  },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({});
export const LockMining = meta.story({});
export const Flexible = meta.story({ args: { kind: 'invest', name: 'USDT flexible savings', coin: 'USDT', rate: '4.2', periodDays: null, sold: null, total: null } });
export const Ieo = meta.story({ args: { kind: 'ieo', name: 'ABC token launch', coin: 'ABC', rate: null, price: '0.05', minAmount: '10', sold: '420000', total: '1000000' } });
export const Upcoming = meta.story({ args: { status: 'upcoming', startAt: FROZEN_NOW + 86_400_000, sold: '0' } });
export const SoldOut = meta.story({ args: { status: 'soldOut', sold: '1000' } });
export const Ended = meta.story({ args: { status: 'ended' } });
export const LongName = meta.story({ args: { name: 'Ethereum staking pool with auto-compounding rewards · 180 days, early exit not allowed', minAmount: '1234567.5' } });
/** For reading only (a list before sign-in): no Subscribe button. */
export const NoAction = meta.story({ args: { onSubscribe: undefined } });
export const Pseudo = meta.story({ globals: { locale: 'pseudo' } });
export const Subscribe = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(args.onSubscribe).toHaveBeenCalled();
  },
});
