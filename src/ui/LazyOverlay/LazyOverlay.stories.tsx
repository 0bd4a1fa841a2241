import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Button } from '../Button';
import { Cell } from '../Cell';
import { Pad } from '../_shared/stories';
import { LazyBottomSheet, LazyDialog } from './LazyOverlay';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <Pad>
      <Button onClick={() => setOpen(true)}>Choose network</Button>
      <LazyBottomSheet open={open} onClose={() => setOpen(false)} title="Choose a network">
        <Cell title="USDT · TRC20" onClick={() => setOpen(false)} />
        <Cell title="USDT · ERC20" onClick={() => setOpen(false)} />
      </LazyBottomSheet>
    </Pad>
  );
}

/** A bottom sheet and a dialog whose code loads when they first open: nothing before, the same overlay after. */
const meta = preview.meta({
  title: 'UI/LazyOverlay',
  component: LazyBottomSheet,
  args: { open: false, onClose: fn(), title: 'Choose a network' },
  render: () => <Harness />,
});

/** Closed: only the button; the sheet's code has not been asked for. */
export const Closed = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose network' })).toBeVisible();
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
});

/** Opened: the sheet arrives once its code is in, the same sheet as the eager one. */
export const Opened = meta.story({
  play: async ({ canvas, userEvent }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose network' }));
    const sheet = await body.findByRole('dialog', { name: 'Choose a network' });
    await expect(within(sheet).getByRole('button', { name: 'USDT · ERC20' })).toBeVisible();
  },
});

function DialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <Pad>
      <Button onClick={() => setOpen(true)}>What is liquidation?</Button>
      <LazyDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Liquidation"
        actions={<Button onClick={() => setOpen(false)}>Got it</Button>}
      >
        The position closes when its margin no longer covers the loss.
      </LazyDialog>
    </Pad>
  );
}

/** The dialog: it arrives once its code is in, and closes as the eager one does. */
export const DialogOpened = meta.story({
  render: () => <DialogHarness />,
  play: async ({ canvas, userEvent }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'What is liquidation?' }));
    const dialog = await body.findByRole('dialog', { name: 'Liquidation' });
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
});
