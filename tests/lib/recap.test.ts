import { describe, expect, it } from 'vitest';
import {
  cotdFigures,
  echelonForPoints,
  gainLabel,
  linkedRecapYears,
  modeFigures,
  nothingIn,
  pagesToYearStart,
  reachesBefore,
  recapFigures,
  recapYearOf,
  timeMs,
  trophyFigures,
} from '../../src/lib/recap';
import { TEST_NOW } from '../clock';
import { trophyPage } from '../../src/mocks/data/playerTrophies';
import { playerCotdResults } from '../../src/mocks/data/playerCotd';
import { playerMatchHistory } from '../../src/mocks/data/playerMatches';
import { DEMO_PLAYERS } from '../../src/mocks/data/players';

const utc = (iso: string) => Date.parse(iso);
const counts = (tier: number, count: number) => Array.from({ length: 9 }, (_, i) => (i === tier ? count : 0));

describe('the year in the address', () => {
  const now = utc('2026-11-18T10:30:00Z');
  it('reads four digits from 2020 to the current year', () => {
    expect(recapYearOf('2026', now)).toBe(2026);
    expect(recapYearOf('2020', now)).toBe(2020);
    expect(recapYearOf('2019', now)).toBeUndefined();
    expect(recapYearOf('2027', now)).toBeUndefined();
    expect(recapYearOf('26', now)).toBeUndefined();
    expect(recapYearOf('2026x', now)).toBeUndefined();
    expect(recapYearOf(' 2026', now)).toBeUndefined();
    expect(recapYearOf(undefined, now)).toBeUndefined();
  });

  it('links the current year, and the last one until the end of January', () => {
    expect(linkedRecapYears(now)).toEqual([2026]);
    expect(linkedRecapYears(utc('2027-01-31T23:59:00Z'))).toEqual([2027, 2026]);
    expect(linkedRecapYears(utc('2027-02-01T00:00:00Z'))).toEqual([2027]);
  });
});

describe('times', () => {
  it('reads ISO text, unix seconds and ms', () => {
    expect(timeMs('2026-01-01T00:00:00+00:00')).toBe(utc('2026-01-01T00:00:00Z'));
    expect(timeMs(1_767_225_600)).toBe(1_767_225_600_000);
    expect(timeMs(1_767_225_600_000)).toBe(1_767_225_600_000);
    expect(timeMs('not a time')).toBeUndefined();
    expect(timeMs(undefined)).toBeUndefined();
  });

  it('says when a page reaches before the year, and how many pages the year needs', () => {
    expect(reachesBefore(['2026-01-02T00:00:00Z', '2025-12-31T23:59:59Z'], 2026)).toBe(true);
    expect(reachesBefore(['2026-01-01T00:00:00Z'], 2026)).toBe(false);
    const now = utc('2026-07-02T00:00:00Z');
    // One page covered a month of the half year: six pages in all.
    expect(pagesToYearStart(1, utc('2026-06-01T00:00:00Z'), 2026, now)).toBe(6);
    // Past the year's start: what was read is all.
    expect(pagesToYearStart(3, utc('2025-12-30T00:00:00Z'), 2026, now)).toBe(3);
    // Always at least one more while it has not got there.
    expect(pagesToYearStart(4, utc('2026-01-01T00:00:01Z'), 2026, now)).toBe(5);
  });
});

describe('trophies of a year', () => {
  const gains = [
    {
      timestamp: '2026-03-04T20:00:00+00:00',
      counts: counts(2, 1),
      achievement: { trophyAchievementType: 'SoloMedal' },
      details: { level: 3 },
      map: { name: '$f00Red$z map' },
    },
    {
      timestamp: '2026-03-04T08:00:00+00:00',
      counts: counts(1, 5),
      achievement: { trophyAchievementType: 'LiveMatch', gameMode: 'Ranked' },
      details: { rank: 2 },
    },
    {
      timestamp: '2026-02-01T08:00:00+00:00',
      counts: counts(3, 1),
      achievement: { trophyAchievementType: 'SoloRanking', trophySoloRankingAchievementType: 'DailyRanking' },
      details: { rank: 12 },
      map: { name: 'Blue' },
    },
    { timestamp: '2025-12-31T23:59:59+00:00', counts: counts(8, 1) },
  ];

  it('adds up the points, the best day and the biggest gain of the year only', () => {
    const figures = trophyFigures(gains, 2026, utc('2026-11-18T10:30:00Z'));
    expect(figures.gains).toBe(3);
    expect(figures.points).toBe(100 + 50 + 1000);
    expect(figures.bestDay).toEqual({ day: '2026-02-01', points: 1000, gains: 1 });
    expect(figures.biggest).toEqual({ points: 1000, day: '2026-02-01', label: 'Daily ranking, rank 12 on Blue' });
    // The year is not over: no year-end points.
    expect(figures.pointsAtYearEnd).toBeUndefined();
  });

  it('gives the points and echelon at the end of a year that is over', () => {
    const figures = trophyFigures(gains, 2026, utc('2027-01-05T00:00:00Z'));
    expect(figures.pointsAtYearEnd).toBe(1150);
    expect(figures.echelonAtYearEnd).toBe(3);
    expect(echelonForPoints(0)).toBe(0);
    expect(echelonForPoints(9)).toBe(0);
    expect(echelonForPoints(10)).toBe(1);
    expect(echelonForPoints(5e12)).toBe(9);
  });

  it('says what a gain was for', () => {
    expect(gainLabel(gains[0] ?? { timestamp: 0, counts: [] })).toBe('Gold medal on Red map');
    expect(gainLabel(gains[1] ?? { timestamp: 0, counts: [] })).toBe('Ranked match, rank 2');
    expect(
      gainLabel({
        timestamp: 0,
        counts: [],
        achievement: {
          trophyAchievementType: 'CompetitionRanking',
          competitionName: '$fd0Cup of the Day$z 2026-03-04',
          competitionStageStep: 'Division 2',
        },
        details: { rank: 5 },
      }),
    ).toBe('Cup of the Day 2026-03-04 · Division 2, rank 5');
  });
});

describe('Cup of the Day of a year', () => {
  it('counts main cups and reruns apart, and the bests of the cups that count', () => {
    const figures = cotdFigures(
      [
        { id: 1, name: 'Cup of the Day 2026-05-01 #1', timestamp: '2026-05-01T17:00:00Z', div: 3, rank: 150 },
        { id: 2, name: 'Cup of the Day 2026-05-01 #2', timestamp: '2026-05-02T01:00:00Z', div: 1, rank: 7 },
        {
          id: 3,
          name: 'Cup of the Day 2026-05-03 #3',
          timestamp: '2026-05-03T09:00:00Z',
          div: 1,
          rank: 1,
          excludedfromstats: true,
        },
        { id: 4, name: 'Cup of the Day 2026-11-01', timestamp: '2026-11-01T18:00:00Z', div: 2, rank: 80 },
        { id: 5, name: 'Cup of the Day 2025-12-31 #1', timestamp: '2025-12-31T18:00:00Z', div: 1, rank: 1 },
      ],
      2026,
    );
    expect(figures).toEqual({
      played: 4,
      main: 2,
      reruns: 2,
      bestRank: 7,
      bestDiv: 1,
      averageDiv: 2,
      divisionOne: 1,
      perMonth: [0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 1, 0],
    });
  });
});

describe('matchmaking of a year', () => {
  it('counts matches and wins of the year, and keeps the bound and the rank now', () => {
    const figures = modeFigures(
      {
        typeId: 5,
        name: '2v2',
        rankNow: 1234,
        boundHit: true,
        matches: [
          { starttime: '2026-05-01T17:00:00Z', win: true },
          { starttime: '2026-04-01T17:00:00Z', win: false },
          { starttime: '2025-04-01T17:00:00Z', win: true },
        ],
      },
      2026,
    );
    expect(figures).toEqual({ typeId: 5, name: '2v2', played: 2, won: 1, boundHit: true, rankNow: 1234 });
  });
});

// The mocked busy player (mockpilot) on the fixed clock: the figures equal a count written here another way, over the
// mocked histories as a whole (the page reads them back to the year's start only).
describe('the mocked busy player (mockpilot)', () => {
  const index = DEMO_PLAYERS.mockUser.index;
  const allGains = () => {
    const out = [];
    for (let page = 0; ; page += 1) {
      const answer = trophyPage(index, page);
      if (answer.gains.length === 0) return out;
      out.push(...answer.gains);
    }
  };

  for (const year of [2026, 2025]) {
    it(`adds up ${String(year)} as counted independently`, () => {
      const gains = allGains();
      const cores = playerCotdResults(index);
      const cups = cores.map((core) => ({
        id: core.id,
        name: core.name,
        timestamp: new Date(core.starttime * 1000).toISOString(),
        div: core.div,
        rank: core.rank,
        excludedfromstats: core.excludedfromstats,
      }));
      const modes = [5, 2, 3].map((typeId) => ({
        typeId,
        name: String(typeId),
        boundHit: false,
        matches: playerMatchHistory(index, typeId),
      }));
      const figures = recapFigures({ year, now: TEST_NOW, gains, cups, modes });

      const ofYear = (iso: string) => new Date(iso).getUTCFullYear() === year;
      const yearGains = gains.filter((gain) => ofYear(gain.timestamp));
      const worth = (c: number[]) => c.reduce((sum, n, tier) => sum + n * 10 ** tier, 0);
      expect(figures.trophies.gains).toBe(yearGains.length);
      expect(figures.trophies.gains).toBeGreaterThan(50);
      expect(figures.trophies.points).toBe(yearGains.reduce((sum, gain) => sum + worth(gain.counts), 0));
      const byDay = new Map<string, number>();
      for (const gain of yearGains) {
        const day = gain.timestamp.slice(0, 10);
        byDay.set(day, (byDay.get(day) ?? 0) + worth(gain.counts));
      }
      const best = Math.max(...byDay.values());
      expect(figures.trophies.bestDay?.points).toBe(best);
      expect(byDay.get(figures.trophies.bestDay?.day ?? '')).toBe(best);
      expect(figures.trophies.biggest?.points).toBe(Math.max(...yearGains.map((gain) => worth(gain.counts))));

      const yearCups = cores.filter((core) => new Date(core.starttime * 1000).getUTCFullYear() === year);
      const counted = yearCups.filter((core) => !core.excludedfromstats);
      expect(figures.cotd.played).toBe(yearCups.length);
      expect(figures.cotd.reruns).toBe(yearCups.filter((core) => / #[23]$/.test(core.name)).length);
      expect(figures.cotd.main).toBe(yearCups.length - figures.cotd.reruns);
      expect(figures.cotd.bestRank).toBe(Math.min(...counted.map((core) => core.rank)));
      expect(figures.cotd.bestDiv).toBe(Math.min(...counted.map((core) => core.div)));
      expect(figures.cotd.divisionOne).toBe(counted.filter((core) => core.div === 1).length);
      const average = counted.reduce((sum, core) => sum + core.div, 0) / counted.length;
      expect(figures.cotd.averageDiv).toBeCloseTo(average, 1);
      expect(figures.cotd.perMonth.reduce((a, b) => a + b, 0)).toBe(yearCups.length);

      for (const mode of figures.modes) {
        const matches = playerMatchHistory(index, mode.typeId).filter((match) => ofYear(match.starttime));
        expect(mode.played).toBe(matches.length);
        expect(mode.won).toBe(matches.filter((match) => match.win).length);
      }
      expect(nothingIn.trophies(figures)).toBe(false);
      expect(nothingIn.cotd(figures)).toBe(false);
    });
  }

  it('reads nothing for the mocked newcomer', () => {
    const index6 = DEMO_PLAYERS.newcomer.index;
    const figures = recapFigures({
      year: 2026,
      now: TEST_NOW,
      gains: trophyPage(index6, 0).gains,
      cups: [],
      modes: [5, 2, 3].map((typeId) => ({
        typeId,
        name: '',
        boundHit: false,
        matches: playerMatchHistory(index6, typeId),
      })),
    });
    expect(nothingIn.trophies(figures)).toBe(true);
    expect(nothingIn.cotd(figures)).toBe(true);
    expect(nothingIn.matchmaking(figures)).toBe(true);
  });
});
