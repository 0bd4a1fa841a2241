import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { Pad } from '@/ui/_shared/stories';
import { AccountPair } from '../../testing/swapPair';

const meta = preview.meta({
  title: 'Wallet/SwapPair',
  component: AccountPair,
  args: { from: 'change', to: 'lever' },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({});

/** The swap button exchanges the two sides. */
export const Swapped = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Swap accounts' }));
    await expect(canvas.getByRole('button', { name: /^From/ })).toHaveTextContent('Futures');
    await expect(canvas.getByRole('button', { name: /^To/ })).toHaveTextContent('Spot');
  },
});
