// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installTestEngine, server } from '@mocks/node';
import { configureApi } from '@/api/client';
import { tokenAtom, userAtom } from '@/state/session';
import { AccountPageHarness } from '@/testing/AccountPageHarness';
import RegisterPage from './RegisterPage';
import { paths, ROUTES } from '@/lib/routes';
import { Providers, createQueryClient } from '@/testing';

let store: ReturnType<typeof createStore>;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
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

function renderRegister(entry: string = ROUTES.register.path) {
  const user = userEvent.setup();
  render(
    <Providers store={store} queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <AccountPageHarness path={ROUTES.register.path}>
          <RegisterPage />
        </AccountPageHarness>
      </MemoryRouter>
    </Providers>,
  );
  return user;
}

const inbox = async (to: string) => {
  const res = await fetch(`${window.location.origin}/api/demo/inbox?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { message: { code: string }[] }).message;
};

describe('RegisterPage', { timeout: 20_000 }, () => {
  it('opens the registration notice from the consent, with the server\'s text, leaving the tick alone', async () => {
    const user = renderRegister();
    await user.click(screen.getByRole('button', { name: 'registration notice' }));
    const sheet = await screen.findByRole('dialog', { name: 'Registration notice' }, { timeout: 10_000 });
    expect(await within(sheet).findByRole('heading', { name: 'Privacy policy' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(sheet).getByText(/We never sell personal data/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('needs a valid account before sending a code', async () => {
    const user = renderRegister();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
    // Only the account is checked: the other fields stay quiet until submit.
    expect(screen.queryByText('Please enter the verification code')).toBeNull();
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveFocus();
    // checked again as it changes: the message goes once the address is valid
    await user.type(email, 'new@example');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(email, '.com');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
  });

  it('checks the account under the type switched to', async () => {
    const user = renderRegister();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    expect(await screen.findByText('Please enter your phone number')).toBeInTheDocument();
    expect(screen.queryByText('Please enter your email')).toBeNull();
  });

  it('keeps what was typed when the page is left and opened again (the area picker round trip)', async () => {
    const user = renderRegister();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'draft@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    cleanup();
    renderRegister();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('draft@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('secret12');
    expect(screen.getByRole('button', { name: 'Clear' })).toBeVisible();
  });

  it('prefills the invite code from the link', () => {
    renderRegister(paths.register({ code: 'DEMO2026' }));
    expect(screen.getByRole('textbox', { name: 'Invite code (optional)' })).toHaveValue('DEMO2026');
  });

  it('registers with the e-mailed code, logs in automatically and goes home', async () => {
    const user = renderRegister();
    const email = 'newcomer@example.com';
    await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 60s' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const [sent] = await inbox(email);

    await user.type(screen.getByLabelText('Verification code'), sent!.code);
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Please read and tick the registration notice')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox'));
    await new Promise((r) => setTimeout(r, 600)); // the button ignores a second tap within 500 ms
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    // Registration and login each hash a password in the demo exchange: allow for a slow machine.
    expect(await screen.findByText('→ /pages/index/index', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(store.get(tokenAtom)).toMatch(/\S+/);
    expect(store.get(userAtom)).toMatchObject({ account: email });
  }, 30_000);
});
