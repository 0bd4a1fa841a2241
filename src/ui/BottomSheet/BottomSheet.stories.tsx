import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { expect, fn, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Button } from '../Button';
import { Cell } from '../Cell';
import { Pad } from '../_shared/stories';
import { BottomSheet } from './BottomSheet';
import { paths } from '@/lib/routes';

const rows = (
  <>
    <Cell title="USDT · TRC20" onClick={() => {}} />
    <Cell title="USDT · ERC20" onClick={() => {}} />
    <Cell title="BTC" onClick={() => {}} />
  </>
);

const meta = preview.meta({
  title: 'UI/BottomSheet',
  component: BottomSheet,
  args: { open: true, onClose: fn(), title: 'Choose a network', children: rows },
});

export const Playground = meta.story({});
export const WithFooter = meta.story({ args: { footer: <Button block>Confirm</Button> } });
export const Untitled = meta.story({
  args: { title: undefined, 'aria-label': 'Choose a network', showClose: false },
});
export const LongTitle = meta.story({
  args: { title: 'Choose the network your sending platform uses for this transfer' },
});

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <Pad>
      <Button onClick={() => setOpen(true)}>Choose network</Button>
      <BottomSheet open={open} onClose={() => setOpen(false)} title="Choose a network">
        {rows}
      </BottomSheet>
    </Pad>
  );
}

export const EscapeCloses = meta.story({
  render: () => <Harness />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose network' }));
    const body = within(document.body);
    await body.findByRole('dialog', { name: 'Choose a network' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
});

function LinkHarness() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  return (
    <Pad>
      <p>Page: {pathname}</p>
      <Button onClick={() => setOpen(true)}>Choose network</Button>
      <BottomSheet open={open} onClose={() => setOpen(false)} title="Choose a network">
        {rows}
        <Pad>
          <Link to={paths.fundSelect()}>How to deposit</Link>
        </Pad>
      </BottomSheet>
    </Pad>
  );
}

/** Sheets close on navigation: a link inside leaves the sheet behind, it never covers the next page. */
export const ClosesOnNavigation = meta.story({
  // behaviour only: no baseline of its own
  tags: ['no-visual'],
  render: () => <LinkHarness />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose network' }));
    const body = within(document.body);
    const sheet = await body.findByRole('dialog', { name: 'Choose a network' });
    await userEvent.click(within(sheet).getByRole('link', { name: 'How to deposit' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('Page: /pages/fund/select')).toBeVisible();
  },
});
