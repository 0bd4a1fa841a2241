import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { Pad } from '@/ui/_shared/stories';
import { ETH_ADDRESS } from '../../testing/payees';
import { Figures } from '.';

const meta = preview.meta({
  title: 'Wallet/Figures',
  component: Figures,
  args: {
    variant: 'panel' as const,
    children: (
      <>
        <dt>Available</dt>
        <dd className="tabular">10,000.00000000 USDT</dd>
        <dt>Fee</dt>
        <dd className="tabular">1 USDT</dd>
        <dt>24-hour limit (level 1)</dt>
        <dd className="tabular">0.00000000 / 200 BTC</dd>
      </>
    ),
  },
  argTypes: { variant: { control: 'inline-radio', options: ['panel', 'plain'] } },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({});

/** A form's figures: on a surface, each value on one line where it fits. */
export const Panel = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(3);
    await expect(canvas.getByText('Fee').nextElementSibling).toHaveTextContent('1 USDT');
  },
});

/** A record's details in its card: short labels, a long address wrapping. */
export const Plain = meta.story({
  args: {
    variant: 'plain',
    children: (
      <>
        <dt>Amount</dt>
        <dd className="tabular">100.00000000 USDT</dd>
        <dt>Address</dt>
        <dd className="tabular">ERC20 · {ETH_ADDRESS}</dd>
      </>
    ),
  },
});
