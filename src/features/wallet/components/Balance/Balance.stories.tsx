import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { Pad } from '@/ui/_shared/stories';
import { HIDE_BALANCES_KEY } from '../../state';
import { Balance } from '.';

const meta = preview.meta({
  title: 'Wallet/Balance',
  component: Balance,
  args: { value: '10250.12345678', kind: 'balance' as const, suffix: ' USDT' },
  argTypes: { kind: { control: 'select', options: ['balance', 'fee', 'amount', 'price', 'fiat', 'compact'] } },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('10,250.12345678 USDT')).toBeVisible();
  },
});

/** Not known (yet): a placeholder, never a made-up zero. */
export const Missing = meta.story({ args: { value: null } });

/** The user hides balances: `****`, the unit kept, "Hidden" for screen readers. */
export const Hidden = meta.story({
  beforeEach() {
    localStorage.setItem(HIDE_BALANCES_KEY, 'true');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('****')).toBeVisible();
    await expect(canvas.getByText('Hidden')).toBeInTheDocument();
  },
});
