import { describe, expect, it } from 'vitest';
import { daysToShow, type TotdDay } from '../../../src/pages/totd/api';
import { mockMap } from '../../../src/mocks/data/maps';

const day = (monthday: number, withMap: boolean): TotdDay => ({
  monthday,
  weekday: (monthday + 2) % 7,
  leaderboarduid: 'group',
  ...(withMap ? { map: mockMap(`d${monthday}`) } : {}),
});

describe('the days the TOTD table lists', () => {
  it('are the returned days in reverse order', () => {
    expect(daysToShow([day(1, true), day(2, true), day(3, true)]).map((d) => d.monthday)).toEqual([3, 2, 1]);
  });

  it('stop at the first day without a map, even when later days have one', () => {
    expect(daysToShow([day(1, true), day(2, true), day(3, false), day(4, true)]).map((d) => d.monthday)).toEqual([
      2, 1,
    ]);
  });

  it('are none when the first day has no map, or the answer has no days', () => {
    expect(daysToShow([day(1, false), day(2, true)])).toEqual([]);
    expect(daysToShow(undefined)).toEqual([]);
  });
});
