import { expect, fn } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Pad } from '../_shared/stories';
import { CodeInput } from './CodeInput';

const meta = preview.meta({
  title: 'UI/CodeInput',
  component: CodeInput,
  args: { length: 6, onChange: fn(), onComplete: fn() },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({});
export const PartlyFilled = meta.story({ args: { defaultValue: '123' } });
export const Filled = meta.story({ args: { defaultValue: '123456' } });
export const Error = meta.story({ args: { defaultValue: '123456', error: 'The code is wrong or has expired' } });
export const FourDigits = meta.story({ args: { length: 4 } });
export const Disabled = meta.story({ args: { disabled: true, defaultValue: '12' } });

export const RejectsLetters = meta.story({
  // behaviour only: no baseline of its own
  tags: ['no-visual'],
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Verification code');
    await userEvent.type(input, '1a2-b3 4x56');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
});
