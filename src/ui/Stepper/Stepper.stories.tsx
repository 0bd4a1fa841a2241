import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Pad } from '../_shared/stories';
import { Stepper, type StepperProps } from './Stepper';

function Controlled(props: StepperProps) {
  const [v, setV] = useState(props.value);
  return (
    <Stepper
      {...props}
      value={v}
      onChange={(x) => {
        setV(x);
        props.onChange(x);
      }}
    />
  );
}

const meta = preview.meta({
  title: 'UI/Stepper',
  component: Stepper,
  args: { label: 'Lots', value: '2', min: '1', max: '100', step: '1', unit: 'lots', onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({});
export const Default = meta.story({});
export const AtMin = meta.story({ args: { value: '1' } });
export const AtMax = meta.story({ args: { value: '100' } });
export const Decimal = meta.story({ args: { label: 'Price step', value: '0.2', min: '0', max: '1', step: '0.1', decimals: 1, unit: undefined } });
export const Disabled = meta.story({ args: { disabled: true } });
export const DecimalSafe = meta.story({
  // behaviour only: no baseline of its own
  tags: ['no-visual'],
  args: { label: 'Amount', value: '0.2', min: '0', max: '1', step: '0.1', decimals: 1, unit: undefined },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }));
    await expect(canvas.getByRole('spinbutton', { name: 'Amount' })).toHaveValue('0.3');
  },
});
