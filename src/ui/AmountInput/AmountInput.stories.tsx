import { useState } from 'react';
import { expect, fireEvent } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Slider } from '../Slider';
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

function Sliders() {
  const [lev, setLev] = useState(20);
  const [pct, setPct] = useState(25);
  return (
    <>
      <Slider label="Leverage" min={1} max={100} value={lev} onChange={setLev} marks={[1, 25, 50, 75, 100]} format={(v) => `${v}×`} />
      <Slider label="Amount" min={0} max={100} value={pct} onChange={setPct} marks={[0, 25, 50, 75, 100]} format={(v) => `${v}%`} />
    </>
  );
}
export const SliderMarks = meta.story({
  render: () => <Sliders />,
  play: async ({ canvas }) => {
    const lev = canvas.getByRole('slider', { name: 'Leverage' });
    await expect(lev).toHaveAttribute('aria-valuetext', '20×');
    // user-event's keys are untrusted events, which never move a native range input: set it as the browser would.
    fireEvent.change(lev, { target: { value: '21' } });
    await expect(lev).toHaveAttribute('aria-valuetext', '21×');
  },
});
