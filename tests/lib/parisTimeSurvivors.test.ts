// Paris time's edges the first tests left open: the offset read from the zone name (minutes included), the first
// month of a year in the route, and the month and weekday names a page writes out.
import { describe, expect, it } from 'vitest';
import { monthName, parisParts, parseMonthParam, weekdayName } from '../../src/lib/parisTime';

describe('the Paris offset', () => {
  it('is 60 minutes in winter and 120 in summer, with the wall-clock time', () => {
    expect(parisParts(new Date('2024-01-15T11:05:09Z'))).toEqual({
      year: 2024,
      month: 1,
      day: 15,
      hour: 12,
      minute: 5,
      second: 9,
      offsetMinutes: 60,
    });
    expect(parisParts(new Date('2024-07-15T22:30:00Z'))).toEqual({
      year: 2024,
      month: 7,
      day: 16,
      hour: 0,
      minute: 30,
      second: 0,
      offsetMinutes: 120,
    });
  });

  it('reads the minutes of the zone name: Paris Mean Time (before March 1911) was 9 minutes 21 seconds east', () => {
    expect(parisParts(new Date('1900-06-01T12:00:00Z')).offsetMinutes).toBe(9);
    // From 11 March 1911, Paris kept Greenwich time.
    expect(parisParts(new Date('1911-03-11T12:00:00Z')).offsetMinutes).toBe(0);
  });
});

describe('the month route parameter at its edges', () => {
  it('takes January and December, and refuses month 0 and 13', () => {
    expect(parseMonthParam('2024-1')).toEqual({ year: 2024, month: 1 });
    expect(parseMonthParam('2024-01')).toEqual({ year: 2024, month: 1 });
    expect(parseMonthParam('2024-12')).toEqual({ year: 2024, month: 12 });
    expect(parseMonthParam('2024-00')).toBeNull();
    expect(parseMonthParam('2024-13')).toBeNull();
  });
});

describe('month and weekday names', () => {
  it('names months 1 to 12 and gives nothing for another number', () => {
    expect(monthName(1)).toBe('January');
    expect(monthName(7)).toBe('July');
    expect(monthName(12)).toBe('December');
    expect(monthName(0)).toBe('');
    expect(monthName(13)).toBe('');
  });

  it('names the API’s weekdays from 0 (Monday) to 6 (Sunday) and gives nothing for another number', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(weekdayName)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(weekdayName(7)).toBe('');
    expect(weekdayName(-1)).toBe('');
  });
});
