import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountPageHarness } from '@/testing/AccountPageHarness';
import { areaAtom } from '../state';
import AreaPage from './AreaPage';
import { ROUTES } from '@/lib/routes';
import { Providers, createQueryClient } from '@/testing';

afterEach(cleanup);

/** Renders the picker at `path`, after `before` in the history when given (opened from that page). */
function renderPicker(path: string, before?: string) {
  const store = createStore();
  const user = userEvent.setup();
  render(
    <Providers store={store} queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={before ? [before, path] : [path]} initialIndex={before ? 1 : 0}>
        <AccountPageHarness path={path}>
          <AreaPage />
        </AccountPageHarness>
      </MemoryRouter>
    </Providers>,
  );
  return { store, user };
}

async function chooseGermany(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('searchbox'), 'germany');
  await user.click(await screen.findByRole('button', { name: /Germany.*\+49/ }));
}

describe('AreaPage', { timeout: 20_000 }, () => {
  it('on the sign-in route, opened directly: sets the area and goes on to login', async () => {
    const { store, user } = renderPicker(ROUTES.area.path);
    await chooseGermany(user);
    expect(await screen.findByText(`→ ${ROUTES.login.path}`)).toBeInTheDocument();
    expect(store.get(areaAtom)).toEqual({ iso2: 'DE', code: '49' });
  });

  it('on the settings route, opened directly: sets the area and goes on to the settings', async () => {
    const { store, user } = renderPicker(ROUTES.areas.path);
    await chooseGermany(user);
    expect(await screen.findByText(`→ ${ROUTES.setting.path}`)).toBeInTheDocument();
    expect(store.get(areaAtom)).toEqual({ iso2: 'DE', code: '49' });
  });

  it('on the settings route, opened from a page: goes back to it', async () => {
    const { user } = renderPicker(ROUTES.areas.path, ROUTES.security.path);
    await chooseGermany(user);
    expect(await screen.findByText(`→ ${ROUTES.security.path}`)).toBeInTheDocument();
  });
});
