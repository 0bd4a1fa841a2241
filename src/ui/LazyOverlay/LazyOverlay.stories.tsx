import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Button } from '../Button';
import { Cell } from '../Cell';
import { Pad } from '../_shared/stories';
import { LazyBottomSheet } from './LazyOverlay';

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

/** A bottom sheet whose code loads when it first opens: nothing before, the same sheet after. */
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
