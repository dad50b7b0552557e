import { describe, expect, it } from 'vitest';
import {
  formatMonthParam,
  isTotdMonthInRange,
  monthAtOffset,
  monthCount,
  monthOffset,
  parisZoneAbbreviation,
  parseMonthParam,
  totdDayNow,
  totdMonthNow,
} from '../../src/lib/parisTime';

const at = (iso: string) => new Date(iso);

describe('the current TOTD month (Paris time minus 19 hours)', () => {
  it('changes at 7 PM Paris on the first of a month, in winter (CET, UTC+1)', () => {
    // 1 Nov 2024: 18:59 CET is 17:59 UTC.
    expect(totdMonthNow(at('2024-11-01T17:59:59Z'))).toEqual({ year: 2024, month: 10 });
    expect(totdMonthNow(at('2024-11-01T18:00:00Z'))).toEqual({ year: 2024, month: 11 });
  });

  it('changes at 7 PM Paris on the first of a month, in summer (CEST, UTC+2)', () => {
    expect(totdMonthNow(at('2024-07-01T16:59:59Z'))).toEqual({ year: 2024, month: 6 });
    expect(totdMonthNow(at('2024-07-01T17:00:00Z'))).toEqual({ year: 2024, month: 7 });
  });

  it('is right across the spring DST switch (31 March 2024, 02:00 CET becomes 03:00 CEST)', () => {
    // The evening of 1 April: 7 PM CEST is 17:00 UTC.
    expect(totdMonthNow(at('2024-04-01T16:59:00Z'))).toEqual({ year: 2024, month: 3 });
    expect(totdMonthNow(at('2024-04-01T17:00:00Z'))).toEqual({ year: 2024, month: 4 });
    // The night of the switch itself stays in March, on the day before (map of 30 March until 7 PM).
    expect(totdDayNow(at('2024-03-31T00:30:00Z'))).toEqual({ year: 2024, month: 3, day: 30 });
    expect(totdDayNow(at('2024-03-31T17:00:00Z'))).toEqual({ year: 2024, month: 3, day: 31 });
  });

  it('is right across the autumn DST switch (27 October 2024, 03:00 CEST becomes 02:00 CET)', () => {
    // 7 PM on 27 October is already CET: 18:00 UTC.
    expect(totdDayNow(at('2024-10-27T17:59:00Z'))).toEqual({ year: 2024, month: 10, day: 26 });
    expect(totdDayNow(at('2024-10-27T18:00:00Z'))).toEqual({ year: 2024, month: 10, day: 27 });
  });

  it('turns the year at 7 PM Paris on New Year’s Day', () => {
    expect(totdMonthNow(at('2025-01-01T17:59:59Z'))).toEqual({ year: 2024, month: 12 });
    expect(totdMonthNow(at('2025-01-01T18:00:00Z'))).toEqual({ year: 2025, month: 1 });
    // New Year's Eve at midnight in Paris is still December's map.
    expect(totdMonthNow(at('2024-12-31T23:30:00Z'))).toEqual({ year: 2024, month: 12 });
  });
});

describe('month offsets', () => {
  const now = at('2025-01-15T12:00:00Z');

  it('counts months back from the current TOTD month', () => {
    expect(monthOffset({ year: 2025, month: 1 }, now)).toBe(0);
    expect(monthOffset({ year: 2024, month: 12 }, now)).toBe(1);
    expect(monthOffset({ year: 2020, month: 7 }, now)).toBe(54);
    expect(monthAtOffset(0, now)).toEqual({ year: 2025, month: 1 });
    expect(monthAtOffset(1, now)).toEqual({ year: 2024, month: 12 });
    expect(monthAtOffset(54, now)).toEqual({ year: 2020, month: 7 });
  });

  it('uses the shifted month on the first evening of a month', () => {
    const beforeSeven = at('2025-02-01T17:59:00Z');
    const afterSeven = at('2025-02-01T18:00:00Z');
    expect(monthOffset({ year: 2025, month: 1 }, beforeSeven)).toBe(0);
    expect(monthOffset({ year: 2025, month: 1 }, afterSeven)).toBe(1);
  });

  it('counts the months from July 2020', () => {
    expect(monthCount(at('2020-07-02T18:00:00Z'))).toBe(1);
    expect(monthCount(now)).toBe(55);
  });
});

describe('the month route parameter', () => {
  it('takes four digits, a dash and a month number', () => {
    expect(parseMonthParam('2024-3')).toEqual({ year: 2024, month: 3 });
    expect(parseMonthParam('2024-03')).toEqual({ year: 2024, month: 3 });
    expect(parseMonthParam('2024-12')).toEqual({ year: 2024, month: 12 });
    expect(formatMonthParam({ year: 2024, month: 3 })).toBe('2024-3');
  });

  it('refuses everything else', () => {
    for (const bad of [
      '2024',
      '24-3',
      '2024-13',
      '2024-0',
      '2024-3-1',
      'abcd-1',
      '2024-',
      '-3',
      ' 2024-3',
      '2024-100',
      undefined,
    ]) {
      expect(parseMonthParam(bad)).toBeNull();
    }
  });

  it('is in range from July 2020 to the current month', () => {
    const now = at('2025-01-15T12:00:00Z');
    expect(isTotdMonthInRange({ year: 2020, month: 7 }, now)).toBe(true);
    expect(isTotdMonthInRange({ year: 2020, month: 6 }, now)).toBe(false);
    expect(isTotdMonthInRange({ year: 2025, month: 1 }, now)).toBe(true);
    expect(isTotdMonthInRange({ year: 2025, month: 2 }, now)).toBe(false);
  });
});

describe('the Paris zone abbreviation', () => {
  it('is CEST at +02:00 and CET otherwise', () => {
    expect(parisZoneAbbreviation(at('2024-07-01T12:00:00Z'))).toBe('CEST');
    expect(parisZoneAbbreviation(at('2024-01-01T12:00:00Z'))).toBe('CET');
    expect(parisZoneAbbreviation(at('2024-03-31T00:59:00Z'))).toBe('CET');
    expect(parisZoneAbbreviation(at('2024-03-31T01:00:00Z'))).toBe('CEST');
    expect(parisZoneAbbreviation(at('2024-10-27T00:59:00Z'))).toBe('CEST');
    expect(parisZoneAbbreviation(at('2024-10-27T01:00:00Z'))).toBe('CET');
  });
});
