import { expect, fn, waitFor } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { setPending } from './serviceWorker';
import { UpdatePrompt } from './UpdatePrompt';

const apply = fn();

const meta = preview.meta({
  title: 'App/UpdatePrompt',
  component: UpdatePrompt,
  beforeEach() {
    apply.mockClear();
    // a new version of the app is waiting: the prompt announces it
    setPending(apply);
    return () => setPending(null);
  },
});

export const Default = meta.story({});
export const Pseudo = meta.story({ globals: { locale: 'pseudo' } });

/** Reload is the user's choice: the waiting version takes over only then. */
export const Reload = meta.story({
  tags: ['no-visual'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(apply).toHaveBeenCalledTimes(1);
  },
});

/** Later hides the prompt until the next visit, and nothing reloads. */
export const Later = meta.story({
  tags: ['no-visual'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(canvas.queryByText('A new version is available.')).not.toBeInTheDocument());
    await expect(apply).not.toHaveBeenCalled();
  },
});
