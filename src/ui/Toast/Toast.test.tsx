import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../_shared/test-utils';
import { createToastStore } from './store';
import { ToastViewport } from '../ToastViewport';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('toast store', () => {
  it('shows one at a time, each for its duration', () => {
    const s = createToastStore();
    s.show('one');
    s.show('two', { duration: 3000 });
    expect(s.current()?.message).toBe('one');
    expect(s.pending()).toBe(1);
    vi.advanceTimersByTime(1499);
    expect(s.current()?.message).toBe('one');
    vi.advanceTimersByTime(1);
    expect(s.current()?.message).toBe('two');
    vi.advanceTimersByTime(2999);
    expect(s.current()?.message).toBe('two');
    vi.advanceTimersByTime(1);
    expect(s.current()).toBeNull();
  });

  it('does not queue the same message twice while it waits', () => {
    const s = createToastStore();
    const a = s.error('Network error');
    const b = s.error('Network error');
    expect(a).toBe(b);
    expect(s.pending()).toBe(0);
  });

  it('dismiss moves on to the next toast and restarts its timer', () => {
    const s = createToastStore();
    s.show('one');
    s.show('two');
    vi.advanceTimersByTime(1000);
    s.dismiss();
    expect(s.current()?.message).toBe('two');
    vi.advanceTimersByTime(1000);
    expect(s.current()?.message).toBe('two');
  });
});

describe('ToastViewport', () => {
  it('renders the current toast inside a polite live region', () => {
    const s = createToastStore();
    renderUi(<ToastViewport store={s} />);
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    act(() => void s.success('Saved'));
    expect(region).toHaveTextContent('Saved');
  });
});
