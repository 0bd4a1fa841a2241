import { useId, useState } from 'react';
import { expect, fn } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Pad } from '../_shared/stories';
import { Switch, type SwitchProps } from './Switch';

/** Holds the state so the switch flips; every change also reaches the `onChange` spy. */
function Controlled(props: SwitchProps) {
  const [checked, setChecked] = useState(props.checked);
  return (
    <Switch
      {...props}
      checked={checked}
      onChange={(v) => {
        setChecked(v);
        props.onChange(v);
      }}
    />
  );
}

/** A settings row: the visible text names the switch (aria-labelledby). */
function LabelledRow({ label, ...props }: SwitchProps & { label: string }) {
  const id = useId();
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '1rem' }}>
      <span id={id}>{label}</span>
      <Controlled {...props} aria-labelledby={id} />
    </div>
  );
}

const meta = preview.meta({
  title: 'UI/Switch',
  component: Switch,
  args: { checked: false, 'aria-label': 'Price alerts', loading: false, disabled: false, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({});
export const Off = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Price alerts' })).not.toBeChecked();
  },
});
export const On = meta.story({
  args: { checked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Price alerts' })).toBeChecked();
  },
});
export const Disabled = meta.story({
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Price alerts' })).toBeDisabled();
  },
});
export const DisabledOn = meta.story({ args: { disabled: true, checked: true } });
export const Loading = meta.story({
  args: { loading: true, checked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Price alerts' })).toHaveAttribute('aria-busy', 'true');
  },
});
export const WithVisibleLabel = meta.story({
  args: { 'aria-label': undefined },
  render: (args) => <LabelledRow {...args} label="Show the profit and loss of open positions in the tab bar badge" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Show the profit and loss of open positions in the tab bar badge' })).toBeVisible();
  },
});

export const Toggle = meta.story({
  // behaviour only: no baseline of its own
  tags: ['no-visual'],
  play: async ({ canvas, userEvent, args }) => {
    const sw = canvas.getByRole('switch', { name: 'Price alerts' });
    await userEvent.click(sw);
    await expect(sw).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(sw).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
});

export const LoadingIgnoresClicks = meta.story({
  // behaviour only: no baseline of its own
  tags: ['no-visual'],
  args: { loading: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Price alerts' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
});
