import { renderHook } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { tokenAtom } from '@/state/session';
import { Providers, createQueryClient } from '@/testing';
import { usePayCurrencies, useSecondsOptions } from './useSeconds';

function wrapper(token: string | null) {
  const store = createStore();
  store.set(tokenAtom, token);
  const queryClient = createQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <Providers store={store} queryClient={queryClient}>
      {children}
    </Providers>
  );
}

/**
 * The seconds ticket's data is the user's: the server answers a visitor with "please log in", which sends them to
 * the login page, so a visitor looking at the seconds page must not ask for it.
 */
describe('seconds ticket data', () => {
  it('is not asked for by a visitor', () => {
    const options = renderHook(() => useSecondsOptions(), { wrapper: wrapper(null) });
    const currencies = renderHook(() => usePayCurrencies(), { wrapper: wrapper(null) });
    expect(options.result.current.fetchStatus).toBe('idle');
    expect(currencies.result.current.fetchStatus).toBe('idle');
  });

  it('is asked for once signed in', () => {
    const options = renderHook(() => useSecondsOptions(), { wrapper: wrapper('a-token') });
    expect(options.result.current.fetchStatus).toBe('fetching');
  });
});
