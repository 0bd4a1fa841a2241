import { expect, fn, waitFor } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { Pad } from '@/ui/_shared/stories';
import { GoogleCodeStep } from './GoogleCodeStep';

const meta = preview.meta({
  title: 'Auth/GoogleCodeStep',
  component: GoogleCodeStep,
  args: { pending: false, onSubmit: fn(), onCancel: fn() },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

/** The sixth digit sends the code; "Use another account" goes back to the form. */
export const Playground = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByLabelText('Google code')).toHaveFocus();
    await userEvent.type(canvas.getByLabelText('Google code'), '123456');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('123456'));
    await userEvent.click(canvas.getByRole('button', { name: 'Use another account' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
});

/** Too few digits: refused with the translated rule, nothing sent. */
export const Invalid = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Google code'), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and log in' }));
    await expect(await canvas.findByText('Please enter a correct Google code')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

/** The server refused the last code (the demo exchange's text). */
export const ServerError = meta.story({ args: { serverError: 'The Google verification code is incorrect' } });

export const Pending = meta.story({ args: { pending: true } });
