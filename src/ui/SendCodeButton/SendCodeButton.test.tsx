import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../_shared/test-utils';
import { SendCodeButton } from './SendCodeButton';

afterEach(() => vi.useRealTimers());

describe('SendCodeButton', () => {
  it('counts down from 60 after a successful send, then offers a resend', async () => {
    vi.useFakeTimers();
    let t = 1_000_000;
    const now = () => t;
    const onSend = vi.fn().mockResolvedValue(undefined);
    renderUi(<SendCodeButton onSend={onSend} now={now} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await act(async () => {});
    expect(onSend).toHaveBeenCalledOnce();
    const button = screen.getByRole('button', { name: 'Resend in 60s' });
    expect(button).toHaveAttribute('aria-disabled', 'true');

    t += 1_500;
    await act(async () => void vi.advanceTimersByTime(250));
    expect(screen.getByRole('button', { name: 'Resend in 59s' })).toBeInTheDocument();
    fireEvent.click(button);
    expect(onSend).toHaveBeenCalledOnce();

    t += 58_500;
    await act(async () => void vi.advanceTimersByTime(250));
    expect(screen.getByRole('button', { name: 'Resend code' })).not.toHaveAttribute('aria-disabled');
  });

  it('does not count down when sending fails', async () => {
    const onSend = vi.fn().mockRejectedValue(new Error('nope'));
    renderUi(<SendCodeButton onSend={onSend} now={() => 0} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Send code' })).not.toHaveAttribute('aria-busy');
  });

  it('resumes a countdown from initialEndAt', () => {
    renderUi(<SendCodeButton onSend={vi.fn()} now={() => 10_000} initialEndAt={40_000} />);
    expect(screen.getByRole('button', { name: 'Resend in 30s' })).toBeInTheDocument();
  });
});
