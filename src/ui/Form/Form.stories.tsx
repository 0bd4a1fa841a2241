import { expect } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Pad } from '../_shared/stories';
import { FormAlert } from './FormAlert';

/** `FormAlert`: the server's refusal inside a form, in its words (the demo exchange's texts). */
const meta = preview.meta({
  title: 'UI/Form',
  component: FormAlert,
  args: { children: 'The account or password is incorrect' },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The account or password is incorrect');
  },
});

/** A long refusal and an unbroken token wrap inside the box. */
export const LongText = meta.story({
  args: {
    children:
      'Too many attempts: this account is locked for 30 minutes for your safety. Contact support@demo-exchange.example.com quoting reference LOCK-2026-11-26-000000000042 if it was not you.',
  },
});
