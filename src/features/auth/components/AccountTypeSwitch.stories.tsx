import { expect, fn } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { Pad } from '@/ui/_shared/stories';
import { AccountTypeSwitch } from './AccountTypeSwitch';

const meta = preview.meta({
  title: 'Auth/AccountTypeSwitch',
  component: AccountTypeSwitch,
  args: { value: 'email' as const, onChange: fn() },
  argTypes: { value: { control: 'inline-radio', options: ['email', 'mobile'] } },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Email' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Phone' }));
    await expect(args.onChange).toHaveBeenCalledWith('mobile');
  },
});

export const Mobile = meta.story({ args: { value: 'mobile' } });
