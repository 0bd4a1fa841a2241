import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useIntentKey } from './useIntentKey';

describe('useIntentKey', () => {
  it('keeps one key for the same values until the intent is done, then starts a new one', () => {
    const { result } = renderHook(() => useIntentKey());
    const first = result.current.keyFor({ amount: '10', coin: 'USDT' });
    expect(first).toMatch(/^[\w-]{8,64}$/);
    expect(result.current.keyFor({ amount: '10', coin: 'USDT' })).toBe(first); // double tap, retry
    result.current.done();
    expect(result.current.keyFor({ amount: '10', coin: 'USDT' })).not.toBe(first); // the next order
  });

  it('gives other values another key', () => {
    const { result } = renderHook(() => useIntentKey());
    const a = result.current.keyFor({ amount: '10' });
    const b = result.current.keyFor({ amount: '11' });
    expect(b).not.toBe(a);
    expect(result.current.keyFor({ amount: '11' })).toBe(b);
  });

  it('survives re-renders', () => {
    const { result, rerender } = renderHook(() => useIntentKey());
    const a = result.current.keyFor({ x: 1 });
    rerender();
    expect(result.current.keyFor({ x: 1 })).toBe(a);
  });
});
