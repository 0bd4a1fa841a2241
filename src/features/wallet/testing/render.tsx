import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { installTestEngine, server } from '@mocks/node';
import { configureApi } from '@/api/client';
import { tokenAtom, userAtom } from '@/state/session';
import { createQueryClient, Providers, RouteHarness } from '@/testing';
import { fundSession, openFundSession } from './session';

/** A fresh demo exchange with the fund session open, and a jotai store signed in with it (unit tests). */
export async function setUpFund() {
  const { engine, clock } = await installTestEngine();
  openFundSession(engine);
  const store = createStore();
  store.set(tokenAtom, fundSession.token);
  store.set(userAtom, fundSession.user);
  configureApi({
    getToken: () => store.get(tokenAtom),
    getLang: () => 'en',
    onError: () => {},
    onSessionInvalid: () => {},
  });
  return { engine, clock, store };
}

/**
 * A test file's demo exchange: the mock server listens for the file; before each test a fresh engine with the fund
 * session open and a jotai store signed in with it (read `fund.engine`, `fund.store` inside the test); after each,
 * the DOM and the per-test handlers are reset.
 */
export function fundSuite() {
  const fund = {} as Awaited<ReturnType<typeof setUpFund>>;
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(async () => {
    Object.assign(fund, await setUpFund());
  });
  afterEach(() => {
    cleanup();
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return fund;
}

/** Renders one page at `route` (mounted at `path`) with the app's providers; `extraRoutes`: real pages beside it. */
export function renderPage(
  store: ReturnType<typeof createStore>,
  path: string,
  route: string,
  page: ReactNode,
  extraRoutes?: ReactNode,
) {
  const user = userEvent.setup();
  render(
    <Providers store={store} queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[route]}>
        <RouteHarness path={path} extraRoutes={extraRoutes}>
          {page}
        </RouteHarness>
      </MemoryRouter>
    </Providers>,
  );
  return user;
}
