import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../_shared/test-utils';
import { CodeInput, sanitizeCode } from './CodeInput';

describe('sanitizeCode', () => {
  it('keeps digits only, up to the length', () => {
    expect(sanitizeCode('12 34-56', 6)).toBe('123456');
    expect(sanitizeCode('abc', 6)).toBe('');
    expect(sanitizeCode('1234567', 6)).toBe('123456');
  });
});

describe('CodeInput', () => {
  it('is one labelled numeric input and completes once', async () => {
    const onComplete = vi.fn();
    renderUi(<CodeInput length={4} onComplete={onComplete} />);
    const input = screen.getByLabelText('Verification code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAccessibleDescription('Enter the 4-digit code');
    await userEvent.type(input, '1a2b34');
    expect(input).toHaveValue('1234');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('1234');
  });

  it('accepts a pasted code with separators', async () => {
    const onChange = vi.fn();
    renderUi(<CodeInput onChange={onChange} />);
    const input = screen.getByLabelText('Verification code');
    input.focus();
    await userEvent.paste('123-456');
    expect(input).toHaveValue('123456');
    expect(onChange).toHaveBeenLastCalledWith('123456');
  });
});
