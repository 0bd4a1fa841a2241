import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReducedMotionContext } from '../_shared';
import { renderUi } from '../_shared/test-utils';
import { Banner, type BannerSlide } from './Banner';

const slides: BannerSlide[] = [
  { id: 'a', src: 'a.png', alt: 'Deposit bonus' },
  { id: 'b', src: 'b.png', alt: 'New listing' },
  { id: 'c', src: 'c.png', alt: 'Trading contest' },
];

afterEach(() => vi.useRealTimers());

const visible = () => screen.getAllByRole('group').find((g) => g.getAttribute('aria-hidden') == null)!;

describe('Banner', () => {
  it('is a labelled carousel whose buttons and dots move between labelled slides', () => {
    renderUi(<Banner slides={slides} />);
    const region = screen.getByRole('region', { name: 'Announcements' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(visible()).toHaveAccessibleName('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visible()).toHaveAccessibleName('2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visible()).toHaveAccessibleName('3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    expect(visible()).toContainElement(screen.getByAltText('New listing'));
  });

  it('advances by itself, but not while focused, nor under reduced motion', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const { unmount } = renderUi(
      <ReducedMotionContext.Provider value="never">
        <Banner slides={slides} interval={1000} onChange={onChange} />
      </ReducedMotionContext.Provider>,
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).toHaveBeenLastCalledWith(1);
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    act(() => vi.advanceTimersByTime(5000));
    expect(onChange).toHaveBeenCalledTimes(1);
    // the Pause button keeps it still after focus leaves
    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => vi.advanceTimersByTime(5000));
    expect(onChange).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).toHaveBeenCalledTimes(2);
    unmount();

    onChange.mockClear();
    renderUi(<Banner slides={slides} interval={1000} onChange={onChange} />); // test providers: reduced motion
    act(() => vi.advanceTimersByTime(5000));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Pause slides' })).toBeNull();
  });

  it('changes slide on a horizontal swipe past the threshold only', () => {
    renderUi(<Banner slides={slides} />);
    const img = screen.getByAltText('Deposit bonus');
    fireEvent.pointerDown(img, { clientX: 200, clientY: 10 });
    fireEvent.pointerUp(img, { clientX: 190, clientY: 10 });
    expect(visible()).toHaveAccessibleName('1 of 3');
    fireEvent.pointerDown(img, { clientX: 200, clientY: 10 });
    fireEvent.pointerUp(img, { clientX: 100, clientY: 12 });
    expect(visible()).toHaveAccessibleName('2 of 3');
  });
});
