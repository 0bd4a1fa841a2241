import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Pad } from '../_shared/stories';
import { SelectSheet, type SelectOption, type SelectSheetProps } from './SelectSheet';

const networks: SelectOption[] = [
  { value: 'TRC20', label: 'USDT · TRC20', description: 'Fee 1 USDT · about 2 minutes' },
  { value: 'ERC20', label: 'USDT · ERC20', description: 'Fee 5 USDT · about 5 minutes' },
  { value: 'BEP20', label: 'USDT · BEP20', description: 'Suspended for maintenance', disabled: true },
];

const coins: SelectOption[] = ['BTC', 'ETH', 'USDT', 'USDC', 'LTC', 'TRX', 'DOGE', 'SOL', 'XRP', 'ADA', 'DOT', 'BNB'].map((c) => ({
  value: c,
  label: c,
}));

/** Holds the choice so the field shows it; every change also reaches the `onChange` spy. */
function Controlled(props: SelectSheetProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SelectSheet
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onChange(v);
      }}
    />
  );
}

const meta = preview.meta({
  title: 'UI/SelectSheet',
  component: SelectSheet,
  args: { label: 'Network', options: networks, value: null, onChange: fn(), searchable: false, disabled: false },
  argTypes: {
    value: { control: 'select', options: [null, ...networks.map((n) => n.value)] },
    options: { control: false },
  },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({});
export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Network Select' })).toHaveAttribute('aria-haspopup', 'dialog');
  },
});
export const Chosen = meta.story({
  args: { value: 'TRC20' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Network USDT · TRC20' })).toBeVisible();
  },
});
export const WithHint = meta.story({ args: { hint: 'Use the network your sending platform uses.' } });
export const WithError = meta.story({
  args: { error: 'Choose a network' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('button', { name: /Network/ });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Choose a network');
  },
});
export const Disabled = meta.story({
  args: { value: 'ERC20', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Network/ })).toBeDisabled();
  },
});
export const LongText = meta.story({
  args: {
    label: 'Network your sending platform uses for this deposit (double-check it)',
    value: 'LONG',
    options: [{ value: 'LONG', label: 'Tether USD on the TRON network (TRC20), the cheapest and fastest of the three' }, ...networks],
  },
});
export const Open = meta.story({
  args: { value: 'TRC20' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Network/ }));
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Network' });
    const chosen = within(sheet).getByRole('option', { name: 'USDT · TRC20' });
    await expect(chosen).toHaveAccessibleDescription('Fee 1 USDT · about 2 minutes');
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    await expect(chosen).toHaveFocus();
    await expect(within(sheet).getByRole('option', { name: /BEP20/ })).toHaveAttribute('aria-disabled', 'true');
  },
});
export const Searchable = meta.story({
  args: { label: 'Coin', options: coins, value: 'USDT', searchable: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Coin USDT' }));
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Coin' });
    await expect(within(sheet).getByRole('searchbox')).toHaveFocus();
    await userEvent.keyboard('do');
    await expect(within(sheet).getAllByRole('option').map((o) => o.textContent)).toEqual(['DOGE', 'DOT']);
  },
});
export const NoMatch = meta.story({
  args: { label: 'Coin', options: coins, value: null, searchable: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Coin/ }));
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Coin' });
    await userEvent.keyboard('zzz');
    await expect(within(sheet).getByText('No option matches “zzz”')).toBeVisible();
  },
});
export const Pseudo = meta.story({ globals: { locale: 'pseudo' } });
export const PseudoOpen = meta.story({
  args: { label: 'Coin', options: coins, value: null, searchable: true },
  globals: { locale: 'pseudo' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Coin/ }));
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Coin' });
    await userEvent.keyboard('zzz');
    await expect(within(sheet).getByRole('status')).toHaveTextContent(/zzz/);
  },
});

export const KeyboardChoice = meta.story({
  // behaviour only: no baseline of its own
  tags: ['no-visual'],
  args: { value: 'TRC20' },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const field = canvas.getByRole('button', { name: /Network/ });
    field.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: 'Network' });
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('option', { name: /ERC20/ })).toHaveFocus();
    // the disabled option is skipped
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('option', { name: /ERC20/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onChange).toHaveBeenCalledWith('ERC20');
    await expect(field).toHaveAccessibleName('Network USDT · ERC20');
    await waitFor(() => expect(field).toHaveFocus());
  },
});

export const EscapeKeepsChoice = meta.story({
  // behaviour only: no baseline of its own
  tags: ['no-visual'],
  args: { value: 'TRC20' },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Network/ }));
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: 'Network' });
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Network USDT · TRC20' })).toBeVisible();
  },
});
