import type { ChangeEvent } from 'react';
import { expect, fn } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { Pad } from '@/ui/_shared/stories';
import { AccountField } from './AccountField';

const meta = preview.meta({
  title: 'Auth/AccountField',
  component: AccountField,
  // the spy answers the value each change carried (the field stays at its `value` arg)
  args: {
    id: 'story-account',
    type: 'email' as const,
    value: '',
    onChange: fn((e: ChangeEvent<HTMLInputElement>) => e.target.value),
  },
  argTypes: { type: { control: 'inline-radio', options: ['email', 'mobile'] } },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'a');
    await expect(args.onChange).toHaveReturnedWith('a');
  },
});

/** A phone account: the calling code of the UI language's market in front; the clear button empties it. */
export const Mobile = meta.story({
  args: { type: 'mobile', value: '2025550123' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Calling code: United States +1' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.onChange).toHaveReturnedWith('');
  },
});

export const Invalid = meta.story({
  args: { value: 'trader@', error: 'Please enter a valid email address' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  },
});
