import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Button } from '../Button';
import { Pad } from '../_shared/stories';
import { toast } from '../Toast';
import { createToastStore } from '../Toast/testing';
import { ToastViewport } from './ToastViewport';

/** Static stories use their own queue with a toast that never expires (a stable screenshot). */
function StaticToast({ message, kind }: { message: string; kind: 'info' | 'success' | 'error' }) {
  const store = createToastStore();
  store.show(message, { kind, duration: Infinity });
  return <ToastViewport store={store} />;
}

const meta = preview.meta({
  title: 'UI/Toast',
  component: StaticToast,
  args: { message: 'Saved', kind: 'info' },
  argTypes: { kind: { control: 'inline-radio', options: ['info', 'success', 'error'] } },
  beforeEach: () => {
    toast.clear();
  },
});

export const Playground = meta.story({ args: { message: 'Saved', kind: 'info' } });
export const Info = meta.story({ args: { message: 'Copied to clipboard', kind: 'info' } });
export const Success = meta.story({ args: { message: 'Order placed', kind: 'success' } });
export const Error = meta.story({ args: { message: 'Insufficient wallet balance', kind: 'error' } });
export const LongText = meta.story({
  args: {
    kind: 'error',
    message: 'The network is unstable. Your order may not have been submitted; check your open orders before trying again.',
  },
});

/** The app-wide `toast` queue (its viewport is mounted by the Storybook preview, as in the app). */
export const Queue = meta.story({
  render: () => (
    <Pad>
      <Button
        throttleMs={0}
        onClick={() => {
          toast.show('First', { duration: 400 });
          toast.show('Second', { duration: 400, kind: 'success' });
          toast.show('Third', { duration: 400, kind: 'error' });
        }}
      >
        Show three
      </Button>
    </Pad>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show three' }));
    const region = within(document.body).getAllByRole('status').find((el) => el.getAttribute('aria-live') === 'polite')!;
    await expect(region).toHaveTextContent('First');
    await expect(region).not.toHaveTextContent('Second');
    await waitFor(() => expect(region).toHaveTextContent('Second'), { timeout: 1500 });
    await waitFor(() => expect(region).toHaveTextContent('Third'), { timeout: 1500 });
    await waitFor(() => expect(region).not.toHaveTextContent('Third'), { timeout: 1500 });
  },
});
