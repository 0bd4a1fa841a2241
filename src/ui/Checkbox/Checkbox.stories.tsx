import { expect, fn } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Pad } from '../_shared/stories';
import { Checkbox } from './Checkbox';

const meta = preview.meta({
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me', onChange: fn() },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({});
export const Checked = meta.story({ args: { defaultChecked: true } });
export const Consent = meta.story({
  args: {
    round: true,
    label: (
      <>
        I have read and agree to the <a href="#agreement">User Agreement</a> and the <a href="#privacy">Privacy Policy</a>
      </>
    ),
  },
});
export const Error = meta.story({ args: { round: true, label: 'I agree to the User Agreement', error: 'Please accept the agreement first' } });
export const Disabled = meta.story({ args: { disabled: true } });

export const Toggles = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
});
