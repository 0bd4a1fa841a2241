import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderUi } from '../_shared/test-utils';
import { confirm } from '../Confirm';
import { resetConfirm } from '../Confirm/testing';
import { ConfirmHost } from './ConfirmHost';
import { Dialog } from './Dialog';

afterEach(() => resetConfirm());

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Delete address"
        actions={<button type="button">OK</button>}
      >
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

/** A page that opens a dialog; "Back" inside it navigates like the browser's Back button (a POP). */
function PageWithDialog() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Withdrawal address">
        <button type="button" onClick={() => void navigate(-1)}>
          browser back
        </button>
      </Dialog>
    </>
  );
}

describe('Dialog on navigation', () => {
  it('closes when the user goes back, and stays closed on the page it lands on', async () => {
    // The dialog's page keeps its state across the navigation (the same element at both entries), as a
    // page does when only its query changes: without the rule the dialog would stay open.
    renderUi(
      <Routes>
        <Route path="*" element={<PageWithDialog />} />
      </Routes>,
      { initialEntries: ['/pages/a', '/pages/b'] },
    );
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal address' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'browser back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays open while the location does not change', async () => {
    renderUi(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'note' }), 'abc');
    expect(screen.getByRole('dialog', { name: 'Delete address' })).toBeInTheDocument();
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

  it('asked before any host, it is shown once when the app mounts its host while the dialog loads', async () => {
    let answer: Promise<boolean>;
    act(() => {
      answer = confirm({ title: 'Leave early?', confirmText: 'Yes', cancelText: 'No' });
    });
    renderUi(<ConfirmHost />);
    expect(await screen.findByRole('alertdialog', { name: 'Leave early?' })).toBeInTheDocument();
    // by now the fallback host's module has loaded: it must not show the question a second time
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(answer!).resolves.toBe(true);
  });
});

describe('confirm on navigation', () => {
  it('answers every pending question with false when the user navigates away', async () => {
    function Page() {
      const navigate = useNavigate();
      return (
        <>
          <ConfirmHost />
          <button type="button" onClick={() => void navigate('/pages/next')}>
            leave
          </button>
        </>
      );
    }
    renderUi(<Page />);
    let first: Promise<boolean>;
    let second: Promise<boolean>;
    act(() => {
      first = confirm({ title: 'Log out?' });
      second = confirm({ title: 'Cancel order?' });
    });
    await screen.findByRole('alertdialog', { name: 'Log out?' });
    // The alert dialog is modal: the page's own button is reached the way a router redirect would be.
    act(() => screen.getByRole('button', { name: 'leave', hidden: true }).click());
    await expect(first!).resolves.toBe(false);
    await expect(second!).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
