import { expect, fn } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { Pad } from '@/ui/_shared/stories';
import { memberSession } from '@/testing/member';
import { signedIn } from '@/testing/memberStory';
import { Level1Form } from './Level1Form';

/** Signed in as the demo user on the story's demo exchange (photos and the submission go there). */
const meta = preview.meta({
  title: 'Identity/Level1Form',
  component: Level1Form,
  args: { onDone: fn() },
  parameters: { session: memberSession },
  beforeEach: signedIn(),
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Basic verification' })).toBeVisible();
    await expect(canvas.getByText('ID card')).toBeVisible();
  },
});

/** Sent empty, with a document number the rule refuses: every problem named, nothing sent. */
export const Errors = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Document number' }), 'X 1');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit for review' }));
    await expect(await canvas.findByText('Enter your name as on the document')).toBeVisible();
    await expect(canvas.getByText('Enter the document number: 4 to 30 letters, digits or hyphens')).toBeVisible();
    await expect(canvas.getByText('Choose your nationality')).toBeVisible();
    await expect(canvas.getByText('Upload every photo asked for')).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
});
