import { describe, expect, it } from 'vitest';
import { formatRaceTime } from '../../src/lib/raceTime';

describe('formatRaceTime', () => {
  it('writes m:ss.mmm under one hour', () => {
    expect(formatRaceTime(45_123)).toBe('0:45.123');
    expect(formatRaceTime(61_005)).toBe('1:01.005');
    expect(formatRaceTime(0)).toBe('0:00.000');
    expect(formatRaceTime(599_999)).toBe('9:59.999');
    expect(formatRaceTime(3_599_999)).toBe('59:59.999');
  });

  it('adds the hour from one hour on, with two-digit minutes', () => {
    expect(formatRaceTime(3_600_000)).toBe('1:00:00.000');
    expect(formatRaceTime(3_723_456)).toBe('1:02:03.456');
    expect(formatRaceTime(36_000_000 + 5_007)).toBe('10:00:05.007');
  });

  it('drops the milliseconds on request, without rounding the seconds up', () => {
    expect(formatRaceTime(45_999, { milliseconds: false })).toBe('0:45');
    expect(formatRaceTime(3_723_456, { milliseconds: false })).toBe('1:02:03');
  });

  it('puts a minus sign before negative differences and a plus only when asked', () => {
    expect(formatRaceTime(-1_234)).toBe('-0:01.234');
    expect(formatRaceTime(-3_723_456)).toBe('-1:02:03.456');
    expect(formatRaceTime(1_234)).toBe('0:01.234');
    expect(formatRaceTime(1_234, { signed: true })).toBe('+0:01.234');
    expect(formatRaceTime(-1_234, { signed: true })).toBe('-0:01.234');
    expect(formatRaceTime(0, { signed: true })).toBe('0:00.000');
    expect(formatRaceTime(-0.2)).toBe('0:00.000');
  });

  it('shows "-" for anything that is not a finite number', () => {
    expect(formatRaceTime(Number.NaN)).toBe('-');
    expect(formatRaceTime(Number.POSITIVE_INFINITY)).toBe('-');
    expect(formatRaceTime(Number.NEGATIVE_INFINITY)).toBe('-');
  });
});
