// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installTestEngine, server } from '@mocks/node';
import { configureApi } from '@/api/client';
import { Providers } from '@/app/Providers';
import { createQueryClient } from '@/app/queryClient';
import { HOME_PATH } from '@/app/routing/types';
import { fixtureTransport, setRealtimeTransport } from '@/realtime';
import { adShownAtom } from '@/state/app';
import { tokenAtom, userAtom } from '@/state/session';
import { marketsFixture, ok } from '@/features/market/testing/fixtures';
import { PageHarness } from '@/features/market/testing/PageHarness';
import HomePage from './HomePage';

let store: ReturnType<typeof createStore>;
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The notice dialog is a lazy chunk (it brings the sanitizer): load it once up front so tests do not time out.
  await import('../components/NoticeDialog/NoticeDialog');
}, 30_000);
beforeEach(async () => {
  store = createStore();
  configureApi({ getToken: () => store.get(tokenAtom), getLang: () => 'en', onError: () => {}, onSessionInvalid: () => {} });
  await installTestEngine();
  server.use(
    http.get('*/api/currency/quotation_new', () => HttpResponse.json(ok(marketsFixture))),
    http.get('*/api/news/index_pop', () => HttpResponse.json(ok({ id: 9, title: 'Maintenance', content: '<p>Soon</p><img src=x onerror="alert(1)">' }))),
  );
  setRealtimeTransport(fixtureTransport('connected')).connect();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

function renderHome(available: ReadonlySet<string>) {
  const user = userEvent.setup();
  render(
    <Providers store={store} queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[HOME_PATH]}>
        <PageHarness path={HOME_PATH}>
          <HomePage available={available} bannerAutoplay={0} />
        </PageHarness>
      </MemoryRouter>
    </Providers>,
  );
  return user;
}

describe('HomePage', { timeout: 15_000 }, () => {
  it('shows only the quick links whose page is registered, in menu order, and opens them', async () => {
    const user = renderHome(new Set(['/pages/fund/withdraw', '/pages/fund/select', '/pages/market/futures']));
    await user.click(await screen.findByRole('button', { name: 'Got it' }, { timeout: 5000 }));
    const nav = await screen.findByRole('navigation', { name: 'Shortcuts' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Deposit', 'Withdraw', 'Stocks', 'Futures']);
    await user.click(within(nav).getByRole('link', { name: 'Futures' }));
    expect(await screen.findByRole('status')).toHaveTextContent('/pages/market/futures?type=futures');
  });

  it('shows the notice once per session, sanitized', async () => {
    const user = renderHome(new Set());
    const dialog = await screen.findByRole('dialog', { name: 'Maintenance' }, { timeout: 5000 });
    expect(dialog.querySelector('[onerror]')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(store.get(adShownAtom)).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('greets visitors with a sign-in prompt and demo users with the demo banner', async () => {
    store.set(adShownAtom, true);
    renderHome(new Set());
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    cleanup();
    store.set(tokenAtom, 't');
    store.set(userAtom, { id: 1, account: 'a', is_demo: true });
    renderHome(new Set());
    expect(await screen.findByRole('note')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Welcome' })).toBeNull();
  });
});
