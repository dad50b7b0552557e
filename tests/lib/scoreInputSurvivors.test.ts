// A typed race time at the edges the first tests left open: one-digit seconds alone, hours of two digits, and a
// sign or a word before the time.
import { describe, expect, it } from 'vitest';
import { parseRaceTime, parseScore } from '../../src/lib/scoreInput';

describe('a typed race time at its edges', () => {
  it('reads one-digit seconds typed alone, with or without milliseconds', () => {
    expect(parseRaceTime('7')).toBe(7_000);
    expect(parseRaceTime('7.5')).toBe(7_500);
    expect(parseRaceTime('0')).toBe(0);
  });

  it('reads hours of two or more digits', () => {
    expect(parseRaceTime('10:00:00')).toBe(36_000_000);
    expect(parseRaceTime('12:34:56.789')).toBe(45_296_789);
  });

  it('refuses a sign or a word before or after the time', () => {
    expect(parseRaceTime('-45')).toBeUndefined();
    expect(parseRaceTime('x1:02.5')).toBeUndefined();
    expect(parseRaceTime('1:02.5s')).toBeUndefined();
    expect(parseScore('-0:45', 'race')).toBeUndefined();
  });
});
