import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazyPage';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function Counter() {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      page {n}
    </button>
  );
}

describe('lazyPage', () => {
  it('renders at once, without its fallback, once preloaded', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: Counter }));
    await Page.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    // synchronously there: no fallback was ever committed
    expect(screen.getByRole('button')).toHaveTextContent('page 0');
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('suspends like React.lazy when not preloaded, and keeps its state when its parent renders again', async () => {
    const module = deferred<{ default: typeof Counter }>();
    const load = vi.fn(() => module.promise);
    const Page = lazyPage(load);
    function Parent() {
      const [tick, setTick] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setTick(tick + 1)}>
            parent {tick}
          </button>
          <Suspense fallback={<p>loading</p>}>
            <Page />
          </Suspense>
        </>
      );
    }
    render(<Parent />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => module.resolve({ default: Counter }));
    const page = await screen.findByRole('button', { name: 'page 0' });
    act(() => page.click());
    expect(screen.getByRole('button', { name: 'page 1' })).toBeInTheDocument();
    // the page is not remounted (its count would go back to 0) when the parent renders again
    act(() => screen.getByRole('button', { name: 'parent 0' }).click());
    expect(screen.getByRole('button', { name: 'page 1' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads its module again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Counter }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ default: Counter });
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('chunk failed');
    await Page.preload();
    render(<Page />);
    expect(screen.getByRole('button')).toHaveTextContent('page 0');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
