import { useState } from 'react';
import { expect, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Button } from '../Button';
import { Pad } from '../_shared/stories';
import { confirm, type ConfirmOptions } from '../Confirm';
import { resetConfirm } from '../Confirm/testing';

/**
 * `ConfirmHost` shows the `confirm()` questions; the app mounts it once at its root and so does Storybook's
 * preview (a second one here would show every question twice). A button asks one.
 */
function Asker({ question }: { question: ConfirmOptions }) {
  const [answer, setAnswer] = useState('none');
  return (
    <Pad>
      <Button onClick={async () => setAnswer(String(await confirm(question)))}>Ask</Button>
      <p>Answer: {answer}</p>
    </Pad>
  );
}

const meta = preview.meta({
  title: 'UI/ConfirmHost',
  beforeEach: () => resetConfirm,
  render: () => (
    <Asker
      question={{
        title: 'Cancel this order?',
        confirmText: 'Cancel order',
        cancelText: 'Keep it',
        confirmVariant: 'danger',
      }}
    />
  ),
});

/** A destructive question: the host shows it as an alert dialog; confirming answers true. */
export const Question = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ask' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Cancel this order?' });
    await expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBeVisible();
  },
});

export const Confirmed = meta.story({
  tags: ['no-visual'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ask' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Cancel this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await expect(await canvas.findByText('Answer: true')).toBeInTheDocument();
  },
});

/** An alert (no cancel): the only way out is its button, in the app's own words ("Confirm"). */
export const AlertOnly = meta.story({
  render: () => (
    <Asker
      question={{ title: 'Your session has ended', message: 'Log in again to go on.', cancelText: null }}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ask' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Your session has ended' });
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByText('Answer: true')).toBeInTheDocument();
  },
});
