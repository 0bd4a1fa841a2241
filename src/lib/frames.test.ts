// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_HOLD_MS, afterRender, holdFrame, writeWhenFrameFree } from './frames';

describe('frames', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes at once while nothing holds the frame', () => {
    const write = vi.fn();
    writeWhenFrameFree(write);
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('defers writes while a redraw holds the frame, and runs each once on release', () => {
    const release = holdFrame();
    const book = vi.fn();
    const tickers = vi.fn();
    writeWhenFrameFree(book);
    writeWhenFrameFree(book);
    writeWhenFrameFree(tickers);
    expect(book).not.toHaveBeenCalled();
    release();
    expect(book).toHaveBeenCalledTimes(1);
    expect(tickers).toHaveBeenCalledTimes(1);
    release(); // a second release changes nothing
    writeWhenFrameFree(book);
    expect(book).toHaveBeenCalledTimes(2);
  });

  it('waits for the last of overlapping holds', () => {
    const first = holdFrame();
    const second = holdFrame();
    const write = vi.fn();
    writeWhenFrameFree(write);
    first();
    expect(write).not.toHaveBeenCalled();
    second();
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('never stalls the feeds: a forgotten hold ends after MAX_HOLD_MS', () => {
    holdFrame();
    const write = vi.fn();
    writeWhenFrameFree(write);
    vi.advanceTimersByTime(MAX_HOLD_MS - 1);
    expect(write).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('runs afterRender callbacks in a task after the next frame, not inside it', () => {
    const cb = vi.fn();
    let inFrame = false;
    requestAnimationFrame(() => (inFrame = true));
    afterRender(() => cb(inFrame));
    expect(cb).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(cb).not.toHaveBeenCalled(); // the frame itself runs no callback of ours
    vi.advanceTimersByTime(1);
    expect(cb).toHaveBeenCalledExactlyOnceWith(true);
  });
});
