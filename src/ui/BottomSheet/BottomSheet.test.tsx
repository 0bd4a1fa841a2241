import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, Route, Routes, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../_shared/test-utils';
import { BottomSheet } from './BottomSheet';

/** One element for every route, so the page (and its open sheet) survives the navigation. */
function Page() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        choose network
      </button>
      <BottomSheet open={open} onClose={() => setOpen(false)} title="Choose a network">
        <button type="button" onClick={() => void navigate(-1)}>
          browser back
        </button>
        <Link to="/pages/fund/select">deposit</Link>
      </BottomSheet>
    </>
  );
}

function renderPage() {
  return renderUi(
    <Routes>
      <Route path="*" element={<Page />} />
    </Routes>,
    { initialEntries: ['/pages/index/index', '/pages/fund/withdraw'] },
  );
}

describe('BottomSheet', () => {
  it('closes on browser Back', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'choose network' }));
    const sheet = await screen.findByRole('dialog', { name: 'Choose a network' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'browser back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes when a link inside it opens another page', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'choose network' }));
    const sheet = await screen.findByRole('dialog', { name: 'Choose a network' });
    await userEvent.click(within(sheet).getByRole('link', { name: 'deposit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on Escape and stays open otherwise', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'choose network' }));
    await screen.findByRole('dialog', { name: 'Choose a network' });
    await userEvent.tab();
    expect(screen.getByRole('dialog', { name: 'Choose a network' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
