import { useState } from 'react';
import { expect } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Pad } from '../_shared/stories';
import { SegmentedControl, type SegmentOption } from './SegmentedControl';

const options: SegmentOption[] = [
  { value: 'limit', label: 'Limit' },
  { value: 'market', label: 'Market' },
  { value: 'stop', label: 'Stop-limit' },
];

function Controlled(props: { tone?: 'brand' | 'trade'; options?: SegmentOption[] }) {
  const opts = props.options ?? options;
  const [v, setV] = useState(opts[0]!.value);
  return <SegmentedControl aria-label="Order type" options={opts} value={v} onChange={setV} tone={props.tone} />;
}

const meta = preview.meta({
  title: 'UI/SegmentedControl',
  component: Controlled,
  args: {},
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({});
export const BuySell = meta.story({
  args: { tone: 'trade', options: [{ value: 'buy', label: 'Buy' }, { value: 'sell', label: 'Sell' }] },
});
export const LongLabels = meta.story({
  args: { options: [{ value: 'a', label: 'Isolated margin' }, { value: 'b', label: 'Cross margin' }, { value: 'c', label: 'Portfolio margin (beta)' }] },
});
export const ArrowKeys = meta.story({
  // behaviour only: no baseline of its own
  tags: ['no-visual'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Limit' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Market' })).toBeChecked();
  },
});
