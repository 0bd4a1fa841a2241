import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachOverlayHistory } from '@/lib/overlayHistory';
import { BottomSheet } from '../BottomSheet';
import { Dialog } from '../Dialog';
import { useHistoryEntry } from './historyEntry';
import { renderUi } from './test-utils';

/** jsdom traverses history in timer tasks; a step over a left entry is one more. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 40)));
const PAGE = { page: 'transfer', idx: 1 };
const back = async () => {
  history.back();
  await settle();
};

let detach: () => void = () => undefined;
beforeEach(async () => {
  history.pushState({ page: 'assets', idx: 0 }, '');
  history.pushState(PAGE, '');
  await settle();
  detach = attachOverlayHistory(window);
});
afterEach(() => detach());

/** A layer as the primitives hold it; `stubborn` ignores the close (a question queued behind it, a call in flight). */
function Layer({ onBack = () => undefined, stubborn = false }: { onBack?: () => void; stubborn?: boolean }) {
  const [open, setOpen] = useState(false);
  useHistoryEntry(open, () => {
    onBack();
    if (!stubborn) setOpen(false);
  });
  return (
    <>
      <p>{open ? 'layer shown' : 'layer hidden'}</p>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <button type="button" onClick={() => setOpen(false)}>
        close
      </button>
    </>
  );
}

describe('useHistoryEntry', () => {
  it('under StrictMode an open layer takes one entry; Back closes it and stays on the page', async () => {
    const length = history.length;
    const onBack = vi.fn();
    renderUi(
      <StrictMode>
        <Layer onBack={onBack} />
      </StrictMode>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    await settle();
    expect(history.length).toBe(length + 1);
    await back();
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(screen.getByText('layer hidden')).toBeInTheDocument();
    expect(history.state).toEqual(PAGE);
  });

  it('closed by its own button, it takes its entry out: the next Back leaves the page', async () => {
    const onBack = vi.fn();
    renderUi(<Layer onBack={onBack} />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    await userEvent.click(screen.getByRole('button', { name: 'close' }));
    await settle();
    expect(history.state).toEqual(PAGE);
    await back();
    expect(history.state).toEqual({ page: 'assets', idx: 0 });
    expect(onBack).not.toHaveBeenCalled();
  });

  it('a layer that stays open after Back takes a new entry', async () => {
    renderUi(<Layer stubborn />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    await settle();
    const length = history.length;
    await back();
    expect(screen.getByText('layer shown')).toBeInTheDocument();
    expect(history.length).toBe(length);
    expect(history.state).not.toEqual(PAGE);
    await userEvent.click(screen.getByRole('button', { name: 'close' }));
    await settle();
    expect(history.state).toEqual(PAGE);
  });

  it('a sheet over a dialog: Back closes the sheet alone, then the dialog, and stays on the page', async () => {
    function Nested() {
      const [dialog, setDialog] = useState(false);
      const [sheet, setSheet] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setDialog(true)}>
            delete address
          </button>
          <Dialog open={dialog} onClose={() => setDialog(false)} title="Delete this address?">
            <button type="button" onClick={() => setSheet(true)}>
              why
            </button>
          </Dialog>
          <BottomSheet open={sheet} onClose={() => setSheet(false)} title="Why delete">
            <p>Reasons</p>
          </BottomSheet>
        </>
      );
    }
    renderUi(
      <StrictMode>
        <Nested />
      </StrictMode>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'delete address' }));
    await userEvent.click(await screen.findByRole('button', { name: 'why' }));
    expect(await screen.findByRole('dialog', { name: 'Why delete' })).toBeInTheDocument();
    await back();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Why delete' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Delete this address?' })).toBeInTheDocument();
    await back();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(history.state).toEqual(PAGE);
  });
});
