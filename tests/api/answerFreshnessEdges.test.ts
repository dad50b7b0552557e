// The freshness policy (src/api/answerFreshness.ts) at its edges: the moment a cup's results become final, a cup
// without a usable end, the moment a past Track of the Day month stops being fixed, and the 7 PM rollover on the two
// days a year Paris changes its clock.
import { describe, expect, it } from 'vitest';
import { answerFreshness } from '../../src/api/answerFreshness';
import { nextTotdRollover } from '../../src/lib/parisTime';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
// 26 November 2026, 12:00 UTC.
const NOON = Date.UTC(2026, 10, 26, 12);
const NOON_S = NOON / 1000;

describe('a cup', () => {
  it('is final only once its end is more than an hour past', () => {
    expect(answerFreshness('cup', { answer: { enddate: NOON_S - 3600 }, fetchedAt: NOON, now: NOON })).toEqual({
      fixed: false,
      freshMs: MIN,
      staleMs: 5 * MIN,
      errorMs: DAY,
    });
    expect(answerFreshness('cup', { answer: { enddate: NOON_S - 3601 }, fetchedAt: NOON, now: NOON })).toEqual({
      fixed: true,
      freshMs: DAY,
      staleMs: DAY,
      errorMs: 7 * DAY,
    });
    expect(
      answerFreshness('cupResults', { parent: { enddate: NOON_S - 3600 }, fetchedAt: NOON, now: NOON }).fixed,
    ).toBe(false);
    expect(
      answerFreshness('cupResults', { parent: { enddate: NOON_S - 3601 }, fetchedAt: NOON, now: NOON }).fixed,
    ).toBe(true);
  });

  it('whose end is missing, null or text is never final', () => {
    for (const enddate of [null, '1', undefined]) {
      expect(answerFreshness('cup', { answer: { enddate }, fetchedAt: NOON, now: NOON }), String(enddate)).toEqual({
        fixed: false,
        freshMs: MIN,
        staleMs: 5 * MIN,
        errorMs: DAY,
      });
      expect(
        answerFreshness('cupResults', { parent: { enddate }, fetchedAt: NOON, now: NOON }).fixed,
        String(enddate),
      ).toBe(false);
    }
  });
});

describe('a past Track of the Day month', () => {
  // Fetched on 1 November 2026 at 17:00 UTC (18:00 in Paris): October's last hour in Track of the Day months.
  const fetchedAt = Date.UTC(2026, 10, 1, 17);
  const turn = Date.UTC(2026, 10, 1, 18);

  it('is fixed until the month turns, and fresh no longer than that', () => {
    expect(answerFreshness('totdMonth', { monthOffset: 1, fetchedAt, now: turn - 1 })).toEqual({
      fixed: true,
      freshMs: HOUR,
      staleMs: 0,
      errorMs: 0,
    });
  });

  it('is no longer fixed at the very moment the month turns: offset 1 then names another month', () => {
    expect(answerFreshness('totdMonth', { monthOffset: 1, fetchedAt, now: turn })).toEqual({
      fixed: false,
      freshMs: 5 * MIN,
      staleMs: 5 * MIN,
      errorMs: HOUR - 5 * MIN,
    });
  });

  it('is not fixed when the answer has no offset (the current month)', () => {
    expect(answerFreshness('totdMonth', { fetchedAt: NOON, now: NOON }).fixed).toBe(false);
  });
});

describe('the 7 PM rollover on a clock-change day', () => {
  it('is 18:00 UTC on the October day Paris goes back to winter time, 17:00 UTC on the March day it goes to summer time', () => {
    expect(new Date(nextTotdRollover(Date.UTC(2026, 9, 25, 10), 'day')).toISOString()).toBe('2026-10-25T18:00:00.000Z');
    expect(new Date(nextTotdRollover(Date.UTC(2026, 2, 29, 10), 'day')).toISOString()).toBe('2026-03-29T17:00:00.000Z');
    expect(new Date(nextTotdRollover(Date.UTC(2026, 2, 20, 10), 'month')).toISOString()).toBe(
      '2026-04-01T17:00:00.000Z',
    );
    expect(new Date(nextTotdRollover(Date.UTC(2026, 9, 20, 10), 'month')).toISOString()).toBe(
      '2026-11-01T18:00:00.000Z',
    );
  });
});
