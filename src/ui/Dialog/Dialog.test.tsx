import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderUi } from '../_shared/test-utils';
import { ConfirmHost, confirm, resetConfirm } from './confirm';
import { Dialog } from './Dialog';

afterEach(() => resetConfirm());

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Delete address" actions={<button type="button">OK</button>}>
        <input aria-label="note" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is labelled, traps focus, closes on Escape and returns focus', async () => {
    renderUi(<Harness />);
    const opener = screen.getByRole('button', { name: 'open' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Delete address' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'note' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});

describe('confirm', () => {
  it('resolves true on Confirm and false on Cancel', async () => {
    renderUi(<ConfirmHost />);
    let answer: Promise<boolean>;
    act(() => {
      answer = confirm({ title: 'Cancel order?', confirmText: 'Yes', cancelText: 'No' });
    });
    expect(await screen.findByRole('alertdialog', { name: 'Cancel order?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(answer!).resolves.toBe(true);

    act(() => {
      answer = confirm({ title: 'Log out?', confirmText: 'Yes', cancelText: 'No' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'No' }));
    await expect(answer!).resolves.toBe(false);
  });
});
