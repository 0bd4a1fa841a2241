import preview from '../../../.storybook/preview';
import { FROZEN_NOW } from '../_shared/storyClock';
import { Pad } from '../_shared/stories';
import { SecondsOrderCard } from './SecondsOrderCard';

const now = () => FROZEN_NOW;

const meta = preview.meta({
  title: 'UI/SecondsOrderCard',
  component: SecondsOrderCard,
  args: {
    base: 'BTC',
    quote: 'USDT',
    direction: 'up' as const,
    amount: '100',
    durationSec: 60,
    profitRatio: '85',
    openPrice: '68123.45',
    endAt: FROZEN_NOW + 42_000,
    now,
  },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({});
export const OpenUp = meta.story({});
export const OpenDown = meta.story({ args: { direction: 'down', durationSec: 300, profitRatio: '90', endAt: FROZEN_NOW + 200_000 } });
export const Win = meta.story({ args: { result: 'win', closePrice: '68150.00', profit: '85' } });
export const Flat = meta.story({ args: { result: 'flat', closePrice: '68123.45', profit: '0' } });
export const Loss = meta.story({ args: { result: 'loss', closePrice: '68100.00', profit: '-100' } });
export const Expired = meta.story({ args: { endAt: FROZEN_NOW - 1000 } });
export const Pseudo = meta.story({ globals: { locale: 'pseudo' } });
