// A competition round's state when its times are partly missing: what "Starts", "Ends" or "Ended" a person reads, and
// whether the round counts as running or started, with only an end, only a start, or an unreadable time.
import { describe, expect, it } from 'vitest';
import { hasStarted, isRunning, roundTiming } from '../../src/lib/roundStatus';

describe('a round with an unreadable start', () => {
  it('goes by its end', () => {
    expect(roundTiming(Number.POSITIVE_INFINITY, 2_000, 1_500)).toEqual({ label: 'Ends', at: 2_000 });
    expect(roundTiming(0, 2_000, 2_500)).toEqual({ label: 'Ended', at: 2_000 });
  });
});

describe('whether a round runs', () => {
  it('is no for a round without times', () => {
    expect(isRunning(undefined, undefined, 1_500)).toBe(false);
    expect(isRunning(null, null, 1_500)).toBe(false);
  });
});

describe('whether a round has started', () => {
  it('is yes while it runs or once it ended, even when its start is unknown', () => {
    expect(hasStarted(undefined, 2_000, 1_500)).toBe(true);
    expect(hasStarted(undefined, 2_000, 2_500)).toBe(true);
    expect(hasStarted(1_000, 2_000, 1_500)).toBe(true);
  });

  it('is yes from the start itself when the end is unknown, no before it', () => {
    expect(hasStarted(1_000, undefined, 1_000)).toBe(true);
    expect(hasStarted(1_000, undefined, 999)).toBe(false);
    expect(hasStarted(undefined, undefined, 1_000)).toBe(false);
  });
});
