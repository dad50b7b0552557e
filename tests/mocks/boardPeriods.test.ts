// The mocked boards close only once their period is over: today's Track of the Day map takes new records until the
// next map comes, as on the real site, so the site's freshness of an open board is what the mocked site shows.
import { describe, expect, it } from 'vitest';
import { apiGet } from '../../src/api/client';
import { totdToday, totdGroup } from '../../src/mocks/handlers/totd';
import { totdUid } from '../../src/mocks/data/mapUids';
import { totdDayAt } from '../../src/mocks/data/parisClock';
import { setTestNow, TEST_NOW } from '../clock';

const closedFlag = async (group: string, uid: string) =>
  ((await apiGet(`/api/leaderboard/${group}/${uid}?offset=0&length=1`)) as { lockedLeaderboard?: boolean })
    .lockedLeaderboard;

describe('the mocked boards’ periods', () => {
  it('keeps the board of the day’s Track of the Day open, on every day of a month', async () => {
    const closedOn: string[] = [];
    try {
      for (let day = 1; day <= 30; day += 1) {
        // 20:00 in Paris: the day's map is out.
        setTestNow(Date.UTC(2026, 10, day, 19));
        const today = totdToday();
        if ((await closedFlag(today.group, today.uid)) === true) closedOn.push(`${String(day)} November`);
      }
    } finally {
      setTestNow(TEST_NOW);
    }
    expect(closedOn).toEqual([]);
  });

  it('closes some boards of days that are over, never today’s', async () => {
    const today = totdDayAt(Date.now());
    const group = totdGroup(today.year, today.month);
    const flags = await Promise.all(
      Array.from({ length: today.day }, (_, i) => closedFlag(group, totdUid(today.year, today.month, i + 1))),
    );
    expect(flags.at(-1)).toBeUndefined();
    expect(flags.slice(0, -1).filter((flag) => flag === true).length).toBeGreaterThan(0);
  });
});
