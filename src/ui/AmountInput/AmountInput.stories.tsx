import { useState } from 'react';
import { expect, fireEvent } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Stack } from '../_shared/stories';
import { AmountInput } from './AmountInput';

function Controlled(props: { initial?: string; max?: string; decimals?: number; error?: string }) {
  const [v, setV] = useState(props.initial ?? '');
  return (
    <AmountInput label="Amount" unit="USDT" value={v} onChange={setV} decimals={props.decimals ?? 2} step="1" max={props.max} error={props.error} />
  );
}

const meta = preview.meta({
  title: 'UI/AmountInput',
  component: Controlled,
  args: { max: '1520.5' },
  decorators: [(Story) => <Stack>{Story()}</Stack>],
});
export const Playground = meta.story({});
export const Filled = meta.story({ args: { initial: '250.75' } });
export const Error = meta.story({ args: { initial: '9999', error: 'Insufficient wallet balance' } });
export const RejectsBadInput = meta.story({
  // behaviour only: no baseline of its own
  tags: ['no-visual'],
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Amount');
    await userEvent.type(input, '12.345');
    await expect(input).toHaveValue('12.34');
    await userEvent.type(input, 'e-');
    await expect(input).toHaveValue('12.34');
    fireEvent.change(input, { target: { value: '1e9' } });
    await expect(input).toHaveValue('12.34');
    await userEvent.click(canvas.getByRole('button', { name: 'Max' }));
    await expect(input).toHaveValue('1520.5');
  },
});
