import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { expect, fn, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Button } from '../Button';
import { Pad } from '../_shared/stories';
import { Dialog } from './Dialog';
import { ROUTES } from '@/lib/routes';

const meta = preview.meta({
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    open: true,
    onClose: fn(),
    title: 'Cancel this order?',
    description: 'The unfilled part of the order is cancelled and the frozen funds return to your balance.',
  },
});

const actions = (
  <>
    <Button variant="secondary">Keep</Button>
    <Button variant="danger">Cancel order</Button>
  </>
);

export const Playground = meta.story({ args: { actions } });
export const NoClose = meta.story({ args: { actions, showClose: false } });
export const WithBody = meta.story({
  args: {
    description: undefined,
    children: <p style={{ margin: 0 }}>Contract: BTC/USDT · 20× · Long</p>,
    actions,
  },
});
export const LongText = meta.story({
  args: {
    title: 'Your account needs identity verification before you can withdraw to a new address',
    description:
      'To protect your funds, withdrawals to addresses added in the last 24 hours require a verified identity. This usually takes a few minutes.',
    actions,
  },
});

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <Pad>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Delete this address?" actions={actions} />
    </Pad>
  );
}

export const FocusAndEscape = meta.story({
  render: () => <Harness />,
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Delete this address?' });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
});

/** A page whose dialog is open when the user presses the browser's Back button ("Back" inside stands in for it). */
function BackHarness() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Pad>
      <p>Page: {pathname}</p>
      <Button variant="secondary" onClick={() => void navigate(ROUTES.withdraw.path)}>
        Go to withdraw
      </Button>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Delete this address?"
        actions={<Button onClick={() => void navigate(-1)}>Browser back</Button>}
      />
    </Pad>
  );
}

/** Dialogs close on navigation: after Back, the previous page shows with no dialog over it. */
export const ClosesOnBack = meta.story({
  // behaviour only: no baseline of its own
  tags: ['no-visual'],
  render: () => <BackHarness />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go to withdraw' }));
    await expect(canvas.getByText('Page: /pages/fund/withdraw')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Delete this address?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('Page: /')).toBeVisible();
  },
});
