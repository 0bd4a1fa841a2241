import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { THROTTLE_MS } from '@/lib/constants';
import { Providers, createQueryClient } from '@/testing';

/** Renders a trade component with the app's providers (all English strings, theme, query client, jotai). */
export function renderTrade(ui: ReactElement, { store = createStore(), queryClient = createQueryClient() } = {}) {
  const user = userEvent.setup();
  const view = render(
    <Providers store={store} queryClient={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Providers>,
  );
  return { user, store, queryClient, ...view };
}

/** Waits out the buttons' double-tap guard (THROTTLE_MS), for a test that presses the same button again. */
export const afterThrottle = () => new Promise((resolve) => setTimeout(resolve, THROTTLE_MS + 50));
