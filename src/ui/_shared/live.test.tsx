import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveValue } from '@/lib/live';
import { useLiveEffect } from './live';

/** A feed whose listeners can be counted. */
function createFeed(initial: string) {
  let value = initial;
  const listeners = new Set<() => void>();
  const live: LiveValue<string> = {
    get: () => value,
    subscribe: (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
  };
  return {
    live,
    listeners,
    push(next: string) {
      value = next;
      listeners.forEach((cb) => cb());
    },
  };
}

/** jsdom has no IntersectionObserver: a controllable one. */
class FakeObserver {
  static all: FakeObserver[] = [];
  targets = new Set<Element>();
  constructor(private readonly cb: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.targets.add(el);
  }
  unobserve(el: Element) {
    this.targets.delete(el);
  }
  disconnect() {
    this.targets.clear();
  }
  show(el: Element, visible: boolean) {
    this.cb([{ target: el, isIntersecting: visible } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

function Cell({ live }: { live: LiveValue<string> }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLiveEffect(live, (next) => ref.current && (ref.current.textContent = next), live.get(), ref);
  return <span ref={ref}>{live.get()}</span>;
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useLiveEffect with an on-screen element', () => {
  it('writes only while the element is on screen and catches up when it comes back', () => {
    const feed = createFeed('100.00');
    render(<Cell live={feed.live} />);
    const cell = screen.getByText('100.00');
    const observer = FakeObserver.all.at(-1)!;
    expect(observer.targets.has(cell)).toBe(true);
    // not reported on screen yet: a push is kept by the feed but not written
    act(() => feed.push('100.50'));
    expect(cell).toHaveTextContent('100.00');
    act(() => observer.show(cell, true));
    expect(cell).toHaveTextContent('100.50');
    act(() => feed.push('101.00'));
    expect(cell).toHaveTextContent('101.00');
    act(() => observer.show(cell, false));
    act(() => feed.push('102.50'));
    expect(cell).toHaveTextContent('101.00');
    // back on screen: the latest value at once
    act(() => observer.show(cell, true));
    expect(cell).toHaveTextContent('102.50');
  });

  it('stops observing and listening when unmounted', () => {
    const feed = createFeed('1');
    const { unmount } = render(<Cell live={feed.live} />);
    const cell = screen.getByText('1');
    const observer = FakeObserver.all.at(-1)!;
    act(() => observer.show(cell, true));
    unmount();
    expect(feed.listeners.size).toBe(0);
    expect(observer.targets.has(cell)).toBe(false);
  });
});

describe('useLiveEffect, two cells on one element', () => {
  it('reports to both, and keeps observing until the last one goes', () => {
    const price = createFeed('1.00');
    const change = createFeed('+1%');
    function Two({ both }: { both: boolean }) {
      // the watched element comes first: its ref is set before the cells' layout effects run
      const ref = useRef<HTMLSpanElement>(null);
      return (
        <p data-testid="row">
          <span ref={ref} data-testid="host" />
          <Writer live={price.live} host={ref} />
          {both && <Writer live={change.live} host={ref} />}
        </p>
      );
    }
    function Writer({ live, host }: { live: LiveValue<string>; host: React.RefObject<HTMLSpanElement | null> }) {
      const own = useRef<HTMLElement>(null);
      useLiveEffect(live, (next) => own.current && (own.current.textContent = next), live.get(), host);
      return <b ref={own}>{live.get()}</b>;
    }
    const { rerender } = render(<Two both />);
    const host = screen.getByTestId('host');
    const row = screen.getByTestId('row');
    const observer = FakeObserver.all.at(-1)!;
    act(() => observer.show(host, true));
    act(() => {
      price.push('2.00');
      change.push('+2%');
    });
    expect(row).toHaveTextContent('2.00+2%');
    rerender(<Two both={false} />);
    expect(observer.targets.has(host)).toBe(true);
    act(() => price.push('3.00'));
    expect(row).toHaveTextContent('3.00');
  });
});
