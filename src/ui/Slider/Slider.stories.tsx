import { useState } from 'react';
import { expect, fireEvent, fn } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Pad } from '../_shared/stories';
import { Slider, type SliderProps } from './Slider';

/** Holds the value so the thumb moves; every change also reaches the `onChange` spy. */
function Controlled(props: SliderProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Slider
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onChange(v);
      }}
    />
  );
}

const percent = (v: number) => `${v}%`;
const times = (v: number) => `${v}×`;

const meta = preview.meta({
  title: 'UI/Slider',
  component: Slider,
  args: { label: 'Share of balance', value: 50, min: 0, max: 100, step: 1, marks: [0, 25, 50, 75, 100], format: percent, onChange: fn() },
  argTypes: {
    value: { control: { type: 'number' } },
    format: { control: false },
  },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({});
export const Default = meta.story({
  play: async ({ canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Share of balance' });
    await expect(slider).toHaveValue('50');
    await expect(slider).toHaveAttribute('aria-valuetext', '50%');
  },
});
export const Leverage = meta.story({ args: { label: 'Leverage', value: 20, min: 1, max: 100, marks: [1, 25, 50, 75, 100], format: times } });
export const NoMarks = meta.story({ args: { marks: [] } });
export const HiddenLabel = meta.story({
  args: { hideLabel: true },
  play: async ({ canvas }) => {
    // not shown, still the slider's name
    await expect(canvas.getByRole('slider', { name: 'Share of balance' })).toBeInTheDocument();
  },
});
export const Disabled = meta.story({
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Share of balance' })).toBeDisabled();
  },
});
export const LongText = meta.story({
  args: { label: 'Share of your available balance to put into this order (after fees)', value: 100 },
});

export const Change = meta.story({
  // behaviour only: no baseline of its own. (Arrow keys are the browser's own on a native range input;
  // synthetic key events cannot drive them, so the value is set as a drag or a key press would.)
  tags: ['no-visual'],
  play: async ({ canvas, args }) => {
    const slider = canvas.getByRole('slider', { name: 'Share of balance' });
    await fireEvent.change(slider, { target: { value: '60' } });
    await expect(args.onChange).toHaveBeenLastCalledWith(60);
    await expect(slider).toHaveValue('60');
    await expect(slider).toHaveAttribute('aria-valuetext', '60%');
  },
});

export const TapMark = meta.story({
  // behaviour only: no baseline of its own
  tags: ['no-visual'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByText('75%'));
    await expect(args.onChange).toHaveBeenCalledWith(75);
    await expect(canvas.getByRole('slider', { name: 'Share of balance' })).toHaveAttribute('aria-valuetext', '75%');
  },
});
