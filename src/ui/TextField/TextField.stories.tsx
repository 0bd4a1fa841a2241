import { expect, fn } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Pad } from '../_shared/stories';
import { Icon, Search } from '../Icon';
import { SendCodeButton } from '../SendCodeButton';
import { createClock } from '../_shared/storyClock';
import { TextField } from './TextField';

const clock = createClock();

const meta = preview.meta({
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Email', placeholder: 'name@example.com', clearable: true, onChange: fn() },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({});
export const Filled = meta.story({ args: { defaultValue: 'trader@example.com' } });
export const WithHint = meta.story({ args: { hint: 'We send a verification code to this address.' } });
export const Error = meta.story({ args: { defaultValue: 'trader@', error: 'Enter a valid email address' } });
export const Password = meta.story({ args: { label: 'Password', type: 'password', defaultValue: 'secret123', clearable: false } });
export const WithPrefix = meta.story({ args: { prefix: <Icon icon={Search} size="md" /> } });
export const WithSendCode = meta.story({
  args: {
    label: 'Email code',
    placeholder: '6 digits',
    inputMode: 'numeric',
    suffix: <SendCodeButton onSend={async () => {}} now={clock.now} />,
  },
});
/** A unit after the value keeps the same room from the border as the value has at the start (issue 28 item 13). */
export const WithUnit = meta.story({
  args: { label: 'Amount', placeholder: '0.00', defaultValue: '250.75', clearable: false, suffix: 'USDT' },
  play: async ({ canvas }) => {
    const box = canvas.getByLabelText('Amount').parentElement!;
    const unit = canvas.getByText('USDT');
    const start = canvas.getByLabelText('Amount').getBoundingClientRect().left - box.getBoundingClientRect().left;
    // the unit's text, not its slot (the slot's padding is what makes the room)
    const text = document.createRange();
    text.selectNodeContents(unit);
    const end = box.getBoundingClientRect().right - text.getBoundingClientRect().right;
    await expect(Math.abs(end - start)).toBeLessThanOrEqual(2);
  },
});
export const Disabled = meta.story({ args: { disabled: true, defaultValue: 'trader@example.com' } });
export const LongLabel = meta.story({
  args: {
    label: 'Withdrawal address on the selected network (double-check it: transfers cannot be reversed)',
    error: 'This address does not match the selected network; funds sent there would be lost.',
  },
});

export const ClearButton = meta.story({
  args: { defaultValue: 'abc' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Email');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalled();
  },
});

export const PasswordToggle = meta.story({
  args: { label: 'Password', type: 'password', defaultValue: 'secret123', clearable: false },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
  },
});
