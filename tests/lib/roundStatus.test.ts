import { describe, expect, it } from 'vitest';
import { hasStarted, isRunning, roundTiming } from '../../src/lib/roundStatus';

const START = 1_800_000_000;
const END = START + 3600;

describe('roundTiming', () => {
  it('reads Starts before the start, Ends while it runs, Ended after the end', () => {
    expect(roundTiming(START, END, START - 1)).toEqual({ label: 'Starts', at: START });
    expect(roundTiming(START, END, START + 10)).toEqual({ label: 'Ends', at: END });
    expect(roundTiming(START, END, END + 10)).toEqual({ label: 'Ended', at: END });
  });

  it('counts the start as started and the end as ended', () => {
    expect(roundTiming(START, END, START)?.label).toBe('Ends');
    expect(roundTiming(START, END, END)?.label).toBe('Ended');
  });

  it('treats 0, missing and non-finite times as unknown', () => {
    expect(roundTiming(0, 0, START)).toBeUndefined();
    expect(roundTiming(undefined, undefined, START)).toBeUndefined();
    expect(roundTiming(null, Number.NaN, START)).toBeUndefined();
    // Without a start, the end alone tells.
    expect(roundTiming(0, END, START)).toEqual({ label: 'Ends', at: END });
    expect(roundTiming(undefined, END, END + 1)).toEqual({ label: 'Ended', at: END });
    // Without an end, only a start ahead tells.
    expect(roundTiming(START, 0, START - 5)).toEqual({ label: 'Starts', at: START });
    expect(roundTiming(START, 0, START + 5)).toBeUndefined();
  });
});

describe('isRunning and hasStarted', () => {
  it('follow the same clock', () => {
    expect([START - 1, START, END - 1, END].map((now) => isRunning(START, END, now))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect([START - 1, START, END].map((now) => hasStarted(START, END, now))).toEqual([false, true, true]);
    // A start without an end still counts as started once it has passed.
    expect(hasStarted(START, undefined, START + 1)).toBe(true);
    expect(hasStarted(undefined, undefined, START)).toBe(false);
  });
});
