// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installTestEngine, server } from '@mocks/node';
import { configureApi } from '@/api/client';
import { localeAtom } from '@/state/preferences';
import { tokenAtom, userAtom } from '@/state/session';
import { MemoryRouter } from 'react-router-dom';
import { AccountPageHarness } from '@/testing/AccountPageHarness';
import LoginPage from './LoginPage';
import { ROUTES } from '@/lib/routes';
import { Providers, createQueryClient } from '@/testing';

let store: ReturnType<typeof createStore>;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  localStorage.clear(); // a session stored by an earlier test must not sign the next one in
  store = createStore();
  configureApi({
    getToken: () => store.get(tokenAtom),
    getLang: () => 'en',
    onError: () => {},
    onSessionInvalid: () => {},
  });
  await installTestEngine();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

function renderLogin(state?: unknown) {
  const user = userEvent.setup();
  render(
    <Providers store={store} queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[{ pathname: ROUTES.login.path, state }]}>
        <AccountPageHarness path={ROUTES.login.path}>
          <LoginPage />
        </AccountPageHarness>
      </MemoryRouter>
    </Providers>,
  );
  return user;
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, account: string, password: string) {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), account);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage', { timeout: 20_000 }, () => {
  it('shows translated messages for bad input and sends nothing', async () => {
    let called = false;
    server.use(
      http.post('*/api/user/login', () => ((called = true), HttpResponse.json({ type: 'ok', message: 't' }))),
    );
    const user = renderLogin();
    await fillAndSubmit(user, 'nope', '123');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('The password must have at least 6 characters')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus());
    expect(called).toBe(false);
  });

  it('focuses the phone number itself, not the calling code in front of it, when it is wrong', async () => {
    const user = renderLogin();
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    await user.type(screen.getByLabelText('Phone number'), '12345');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter a valid mobile number for United States')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Phone number')).toHaveFocus());
  });

  it('signs in, stores token and profile, and returns to `from`', async () => {
    const user = renderLogin({ from: '/pages/fund/assets' });
    await fillAndSubmit(user, 'demo@example.com', 'demo1234');
    expect(await screen.findByText('→ /pages/fund/assets')).toBeInTheDocument();
    expect(store.get(tokenAtom)).toMatch(/\S+/);
    expect(store.get(userAtom)).toMatchObject({ account: 'demo@example.com' });
  });

  it('asks for the Google code, and re-sends with it', async () => {
    const user = renderLogin();
    await fillAndSubmit(user, 'totp@example.com', 'demo1234');
    expect(await screen.findByRole('heading', { name: 'Google verification' })).toBeInTheDocument();
    expect(screen.getByLabelText('Google code')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByText('Please enter a correct Google code')).toBeInTheDocument();

    let sent: string | null = null;
    server.use(
      http.post('*/api/user/login', async ({ request }) => {
        sent = new URLSearchParams(await request.text()).get('code');
        return HttpResponse.json({ type: 'error', message: 'Wrong Google code' });
      }),
    );
    await user.type(screen.getByLabelText('Google code'), '654321');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong Google code');
    expect(sent).toBe('654321');
  });

  it('shows a server refusal inline and keeps the input', async () => {
    const user = renderLogin();
    await fillAndSubmit(user, 'demo@example.com', 'wrong-password');
    await waitFor(() => expect(screen.getByRole('alert')).not.toBeEmptyDOMElement());
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('demo@example.com');
    expect(store.get(tokenAtom)).toBeNull();
  });

  it('lets a visitor choose the language without an account', async () => {
    const user = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Language' }));
    const sheet = await screen.findByRole('dialog', { name: 'Choose a language' });
    await user.click(within(sheet).getByRole('button', { name: '日本語' }));
    expect(store.get(localeAtom)).toBe('jp');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.get(tokenAtom)).toBeNull();
  });
});
