import { vi } from 'vitest';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { installTestEngine } from '@mocks/node';
import { configureApi } from '@/api/client';
import { tokenAtom, userAtom } from '@/state/session';
import { createQueryClient } from '@/app/queryClient';
import { Providers } from '@/app/Providers';
import { RouteHarness } from './RouteHarness';
import { memberSession } from './member';

/** A fresh demo exchange (manual clock) and a jotai store signed in with the member token (unit tests). */
export async function setUpMember() {
  const { engine, clock } = await installTestEngine();
  const store = createStore();
  store.set(tokenAtom, memberSession.token);
  store.set(userAtom, memberSession.user);
  /** Messages of the 998 answers (the app would go to identity verification). */
  const verifyRequired: string[] = [];
  configureApi({
    getToken: () => store.get(tokenAtom),
    getLang: () => 'en',
    onError: () => {},
    onSessionInvalid: () => {},
    onVerifyRequired: (message) => void verifyRequired.push(message),
  });
  return { engine, clock, store, verifyRequired };
}

/** Renders one page at `route` (mounted at `path`) with the app's providers. */
export function renderPage(store: ReturnType<typeof createStore>, path: string, route: string, page: ReactNode) {
  const user = userEvent.setup();
  render(
    <Providers store={store} queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[route]}>
        <RouteHarness path={path}>{page}</RouteHarness>
      </MemoryRouter>
    </Providers>,
  );
  return user;
}

/**
 * jsdom lays nothing out: gives virtual lists' scrollers a phone-sized box (rows 60 px) so they render their rows.
 * Call in `beforeAll`; `vi.restoreAllMocks()` in `afterAll` undoes it.
 */
export function layOutVirtualLists() {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const height = this.hasAttribute('data-index') ? 60 : 800;
    return { x: 0, y: 0, top: 0, left: 0, right: 390, bottom: height, width: 390, height, toJSON: () => ({}) };
  });
}
