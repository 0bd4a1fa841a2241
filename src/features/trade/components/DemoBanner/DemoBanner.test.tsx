import { act, cleanup, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { userAtom } from '@/state/session';
import { renderTrade } from '../../testing/render';
import { DemoBanner } from './DemoBanner';

afterEach(cleanup);

describe('DemoBanner', () => {
  it('shows while the profile is a demo account, and disappears with it', () => {
    const store = createStore();
    store.set(userAtom, { id: 3, account: 'demo@example.com', is_demo: true });
    renderTrade(<DemoBanner />, { store });
    expect(screen.getByRole('note')).toHaveTextContent('Demo account: trades use virtual funds');
    act(() => store.set(userAtom, { id: 1, account: 'demo@example.com', is_demo: false }));
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('shows nothing for a visitor', () => {
    renderTrade(<DemoBanner />);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
