import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi, afterEach } from 'vitest';
import { renderUi } from '../_shared/test-utils';
import { Button } from './Button';

afterEach(() => vi.useRealTimers());

describe('Button', () => {
  it('ignores a second click within 500 ms and accepts one after', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const onClick = vi.fn();
    renderUi(<Button onClick={onClick}>Pay</Button>);
    const button = screen.getByRole('button', { name: 'Pay' });
    fireEvent.click(button);
    vi.advanceTimersByTime(300);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(250);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('does not submit its form twice', () => {
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    renderUi(
      <form onSubmit={onSubmit}>
        <Button type="submit">Send</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is busy and inert while loading, but stays focusable', () => {
    const onClick = vi.fn();
    renderUi(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does nothing when disabled', () => {
    const onClick = vi.fn();
    renderUi(
      <Button disabled onClick={onClick}>
        Go
      </Button>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
