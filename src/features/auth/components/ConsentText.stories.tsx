import { expect, fn } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { Checkbox } from '@/ui/Checkbox';
import { Pad } from '@/ui/_shared/stories';
import { ConsentText } from './ConsentText';

/** As on the sign-up form (Pages/Auth/Register): the consent checkbox's label, "registration notice" its link. */
const meta = preview.meta({
  title: 'Auth/ConsentText',
  component: ConsentText,
  args: { onOpenNotice: fn() },
  render: (args) => <Checkbox round label={<ConsentText {...args} />} />,
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

/** The sentence, its link in the link colour and underlined; the box not ticked. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'registration notice' })).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(canvas.getByRole('checkbox', { name: /I am at least 18 years old/ })).not.toBeChecked();
  },
});

/** A press on the link opens the notice and leaves the tick as it was. */
export const OpensNotice = meta.story({
  // behaviour only: no baseline of its own
  tags: ['no-visual'],
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'registration notice' }));
    await expect(args.onOpenNotice).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
  },
});
