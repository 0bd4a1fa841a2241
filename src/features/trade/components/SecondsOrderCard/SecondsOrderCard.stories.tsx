import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { Pad } from '@/ui/_shared/stories';
import { makeMicroOrder, T0 } from '../../testing/trade';
import { SecondsOrderCard } from '.';

/** A frozen clock: the countdown stays at 00:00:42 in every screenshot. */
const now = () => T0;

const meta = preview.meta({
  title: 'Trade/SecondsOrderCard',
  component: SecondsOrderCard,
  args: { order: makeMicroOrder(), now },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({});

export const Open = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer', { name: 'Time left' })).toHaveTextContent('00:00:42');
  },
});

export const OpenDown = meta.story({ args: { order: makeMicroOrder({ direction: 'down', seconds: 300, profitRatio: '0.95', endsAt: T0 + 200_000 }) } });

/** Time is up, the result not in yet. */
export const Settling = meta.story({ args: { order: makeMicroOrder({ endsAt: T0 - 1000, status: 'closing' }) } });

export const Win = meta.story({ args: { order: makeMicroOrder({ status: 'closed', result: 'win', endPrice: '95010.00', profit: '85' }) } });
export const Flat = meta.story({ args: { order: makeMicroOrder({ status: 'closed', result: 'flat', endPrice: '95000.00', profit: '0' }) } });
export const Loss = meta.story({ args: { order: makeMicroOrder({ status: 'closed', result: 'loss', endPrice: '94990.00', profit: '-100' }) } });

export const Pseudo = meta.story({ globals: { locale: 'pseudo' } });
