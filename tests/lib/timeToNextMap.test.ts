// The countdown to the next Track of the Day (its header and My home): 7 PM Paris time, to the minute, rounded up.
import { describe, expect, it } from 'vitest';
import { timeToNextMap } from '../../src/lib/parisTime';

describe('the time to the next map', () => {
  it('counts hours and minutes to 7 PM Paris time (6 PM UTC in winter)', () => {
    expect(timeToNextMap(Date.parse('2026-11-20T10:30:00Z'))).toBe('7 h 30 min');
    expect(timeToNextMap(Date.parse('2026-11-20T17:15:00Z'))).toBe('0 h 45 min');
  });

  it('rounds a part of a minute up, and counts to the next day once 7 PM has passed', () => {
    expect(timeToNextMap(Date.parse('2026-11-20T17:59:30Z'))).toBe('0 h 1 min');
    expect(timeToNextMap(Date.parse('2026-11-20T20:00:00Z'))).toBe('22 h 0 min');
  });

  it('follows summer time: 7 PM Paris is 5 PM UTC in July', () => {
    expect(timeToNextMap(Date.parse('2026-07-10T16:00:00Z'))).toBe('1 h 0 min');
  });
});
