import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from '../../src/components/useDebouncedValue';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('useDebouncedValue', () => {
  it('returns the first value at once', () => {
    const { result } = renderHook(() => useDebouncedValue('start', 500));
    expect(result.current).toBe('start');
  });

  it('follows a change only after the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 500), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'b' });
    advance(499);
    expect(result.current).toBe('a');
    advance(1);
    expect(result.current).toBe('b');
  });

  it('restarts the wait on each change, so a burst gives only its last value', () => {
    const seen: string[] = [];
    const { result, rerender } = renderHook(
      ({ value }) => {
        const debounced = useDebouncedValue(value, 500);
        if (seen.at(-1) !== debounced) seen.push(debounced);
        return debounced;
      },
      { initialProps: { value: '' } },
    );
    for (const value of ['s', 'sp', 'spe', 'spee', 'speed']) {
      rerender({ value });
      advance(400);
    }
    expect(result.current).toBe('');
    advance(100);
    expect(result.current).toBe('speed');
    expect(seen).toEqual(['', 'speed']);
  });

  it('goes back to an earlier value without a visible detour', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 500), {
      initialProps: { value: 'x' },
    });
    rerender({ value: 'y' });
    advance(200);
    rerender({ value: 'x' });
    advance(1000);
    expect(result.current).toBe('x');
  });

  it('uses a new delay from the next change', () => {
    const { result, rerender } = renderHook(({ value, delay }) => useDebouncedValue(value, delay), {
      initialProps: { value: 1, delay: 500 },
    });
    rerender({ value: 2, delay: 100 });
    advance(100);
    expect(result.current).toBe(2);
  });

  it('sets nothing after unmounting', () => {
    const { rerender, unmount } = renderHook(({ value }) => useDebouncedValue(value, 500), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'b' });
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
