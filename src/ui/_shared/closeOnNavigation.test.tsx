import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CloseOnNavigation } from './closeOnNavigation';

afterEach(cleanup);

function Page({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <>
      <CloseOnNavigation onClose={onClose} />
      <button type="button" onClick={() => void navigate('/pages/next')}>
        next
      </button>
      <button type="button" onClick={() => void navigate(-1)}>
        back
      </button>
    </>
  );
}

describe('CloseOnNavigation', () => {
  it('under a router: calls onClose on each navigation after it mounted, not on mount', async () => {
    const onClose = vi.fn();
    render(
      <MemoryRouter initialEntries={['/pages/a', '/pages/b']}>
        <Page onClose={onClose} />
      </MemoryRouter>,
    );
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('without a router: follows the browser history (Back, hash changes)', () => {
    const onClose = vi.fn();
    const { unmount } = render(<CloseOnNavigation onClose={onClose} />);
    expect(onClose).not.toHaveBeenCalled();
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    act(() => void window.dispatchEvent(new HashChangeEvent('hashchange')));
    expect(onClose).toHaveBeenCalledTimes(2);
    unmount();
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
