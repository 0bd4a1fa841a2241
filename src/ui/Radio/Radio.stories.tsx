import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Pad } from '../_shared/stories';
import { RadioGroup, type RadioGroupProps } from './Radio';

const options = [
  { value: 'bank', label: 'Bank transfer', description: 'Arrives in 1–2 business days' },
  { value: 'card', label: 'Card', description: 'Fee 1.5%' },
  { value: 'cash', label: 'Cash', disabled: true },
];

function Controlled(props: RadioGroupProps) {
  const [v, setV] = useState(props.value);
  return (
    <RadioGroup
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
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: { label: 'Payment method', options, value: 'bank', onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({});
export const Default = meta.story({});
export const NoneSelected = meta.story({ args: { value: null } });
export const Horizontal = meta.story({ args: { direction: 'horizontal', options: options.map(({ value, label }) => ({ value, label })) } });
export const WithError = meta.story({ args: { value: null, error: 'Choose a payment method' } });
export const Disabled = meta.story({ args: { disabled: true } });
export const LongText = meta.story({
  args: { options: [{ value: 'a', label: 'Transfer from my verified bank account in my own name', description: 'Third-party payments are refused and returned minus fees' }, ...options] },
});
export const Select = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Card' }));
    await expect(args.onChange).toHaveBeenCalledWith('card');
    await expect(canvas.getByRole('radio', { name: 'Card' })).toBeChecked();
  },
});
