import { expect, fn } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { Pad } from '@/ui/_shared/stories';
import { memberSession } from '@/testing/member';
import { signedIn } from '@/testing/memberStory';
import { Level2Form } from './Level2Form';

/** Signed in as the demo user (level 1 approved at seeding) on the story's demo exchange. */
const meta = preview.meta({
  title: 'Identity/Level2Form',
  component: Level2Form,
  args: { onDone: fn() },
  parameters: { session: memberSession },
  beforeEach: signedIn(),
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Advanced verification' })).toBeVisible();
  },
});

/** A relative filled in badly, no photos: every problem named, nothing sent. */
export const Errors = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: "Relative's name" }), 'R');
    await userEvent.type(canvas.getByRole('textbox', { name: "Relative's phone" }), 'call me');
    await userEvent.type(canvas.getByRole('textbox', { name: "Relative's address" }), 'Home');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit for review' }));
    await expect(await canvas.findByText("Enter your relative's name")).toBeVisible();
    await expect(canvas.getByText('Say how you are related')).toBeVisible();
    await expect(canvas.getByText('Enter a phone number (5 to 20 digits)')).toBeVisible();
    await expect(canvas.getByText('Enter the address (at least 5 characters)')).toBeVisible();
    await expect(canvas.getByText('Upload every photo asked for')).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
});
