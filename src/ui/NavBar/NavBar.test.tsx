import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../_shared/test-utils';
import { NavBar } from './NavBar';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

describe('NavBar', () => {
  it('names the page with a heading and a labelled back button', () => {
    renderUi(<NavBar title="Settings" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('calls onBack when given', async () => {
    const onBack = vi.fn();
    renderUi(<NavBar title="X" onBack={onBack} />);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('goes home when the page was opened directly (no history)', async () => {
    renderUi(
      <>
        <NavBar title="Deep link" />
        <Where />
      </>,
      { initialEntries: ['/pages/assets/detail'] },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/pages/index/index');
  });

  it('goes back one step when there is history', async () => {
    function Start() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => void navigate('/b')}>
          open b
        </button>
      );
    }
    renderUi(
      <>
        <Routes>
          <Route path="/a" element={<Start />} />
          <Route path="/b" element={<NavBar title="B" />} />
        </Routes>
        <Where />
      </>,
      { initialEntries: ['/a'] },
    );
    await userEvent.click(screen.getByRole('button', { name: 'open b' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/b');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/a');
  });
});
