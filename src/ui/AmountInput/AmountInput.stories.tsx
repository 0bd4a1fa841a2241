import { useState } from 'react';
import { expect, fireEvent } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Stack } from '../_shared/stories';
import { AmountInput } from './AmountInput';

function Controlled(props: { initial?: string; max?: string | null; decimals?: number; error?: string }) {
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
/** The unit alone (no Max): it keeps the room from the border the value has at the start (issue 28 item 13). */
export const UnitOnly = meta.story({
  args: { initial: '250.75', max: null },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Amount');
    const box = input.parentElement!;
    const end = box.getBoundingClientRect().right - canvas.getByText('USDT').getBoundingClientRect().right;
    await expect(end).toBeGreaterThanOrEqual(input.getBoundingClientRect().left - box.getBoundingClientRect().left - 2);
  },
});
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
