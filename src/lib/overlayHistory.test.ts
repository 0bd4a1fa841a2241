// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachOverlayHistory, openOverlayEntry } from './overlayHistory';

/** jsdom traverses history in timer tasks (two per step); a skip over a left entry is one more step. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 40));
const page = () => (history.state as { page?: string } | null)?.page;
const back = async () => {
  history.back();
  await settle();
};
const forward = async () => {
  history.forward();
  await settle();
};

let detach: () => void = () => undefined;

beforeEach(async () => {
  // an entry before the page (the app's previous page), then the page as the router writes it (`idx`)
  history.pushState({ page: 'before', idx: 0 }, '');
  history.pushState({ page: 'page', idx: 1 }, '');
  await settle();
  detach = attachOverlayHistory(window);
});

afterEach(() => detach());

describe('overlay history', () => {
  it('an open overlay is an entry of its own: Back closes it and stays on the page', async () => {
    const length = history.length;
    const onBack = vi.fn();
    openOverlayEntry(onBack);
    expect(history.length).toBe(length + 1);
    // the router sees the page's own state on the overlay's entry
    expect(history.state).toMatchObject({ page: 'page', idx: 1 });
    await back();
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(page()).toBe('page');
    await back();
    expect(page()).toBe('before');
  });

  it('closed by its own means it takes its entry out: the next Back leaves the page', async () => {
    const onBack = vi.fn();
    openOverlayEntry(onBack).release();
    await settle();
    expect(history.state).toEqual({ page: 'page', idx: 1 });
    await back();
    expect(page()).toBe('before');
    expect(onBack).not.toHaveBeenCalled();
  });

  it('nested overlays: Back closes the top one alone, then the next', async () => {
    const first = vi.fn();
    const second = vi.fn();
    openOverlayEntry(first);
    openOverlayEntry(second);
    await back();
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    await back();
    expect(first).toHaveBeenCalledTimes(1);
    expect(page()).toBe('page');
  });

  it('two overlays closed together take both entries out', async () => {
    const a = openOverlayEntry(vi.fn());
    const b = openOverlayEntry(vi.fn());
    b.release();
    a.release();
    await settle();
    expect(history.state).toEqual({ page: 'page', idx: 1 });
    await back();
    expect(page()).toBe('before');
  });

  it('a page pushed from inside an overlay: Back from it steps over the overlay entry, Forward goes back to it', async () => {
    const onBack = vi.fn();
    const entry = openOverlayEntry(onBack);
    history.pushState({ page: 'next', idx: 2 }, ''); // the router follows a link in the sheet
    entry.release(); // the sheet closes on the navigation
    await settle();
    expect(page()).toBe('next');
    await back();
    expect(page()).toBe('page');
    await back();
    expect(page()).toBe('before');
    await forward();
    await forward();
    expect(page()).toBe('next');
    expect(onBack).not.toHaveBeenCalled();
  });

  it('Forward onto the entry of an overlay Back closed does not open it again', async () => {
    const onBack = vi.fn();
    openOverlayEntry(onBack);
    await back();
    await forward();
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(page()).toBe('page');
  });

  it('a replace from inside an overlay replaces the page under it: Back then leaves the page', async () => {
    const entry = openOverlayEntry(vi.fn());
    history.replaceState({ page: 'other pair', idx: 1 }, ''); // a pair picker switches the pair
    entry.release();
    await settle();
    expect(page()).toBe('other pair');
    await back();
    expect(page()).toBe('before');
  });

  it("a release taken back in the same task (StrictMode's second effect) keeps the one entry", async () => {
    const length = history.length;
    const entry = openOverlayEntry(vi.fn());
    entry.release();
    expect(entry.revive()).toBe(true);
    await settle();
    expect(history.length).toBe(length + 1);
    expect(history.state).toMatchObject({ page: 'page' });
    expect(history.state).not.toEqual({ page: 'page', idx: 1 });
  });

  it('an overlay opened while an entry is being taken out waits for it, then takes its own', async () => {
    openOverlayEntry(vi.fn()).release();
    await Promise.resolve(); // the flush ran: the traversal is under way
    const onBack = vi.fn();
    openOverlayEntry(onBack);
    await settle();
    await back();
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(page()).toBe('page');
  });

  it('detached (stories, tests), overlays leave history alone', async () => {
    detach();
    const length = history.length;
    openOverlayEntry(vi.fn()).release();
    await settle();
    expect(history.length).toBe(length);
    expect(history.state).toEqual({ page: 'page', idx: 1 });
  });
});
