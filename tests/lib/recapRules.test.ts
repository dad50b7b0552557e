// The season recap's rules at their edges (src/lib/recap.ts): the first and last moments of a year, the ties between
// gains and days worth the same, the cups without a rank or a division, the words for every kind of gain, and the pages
// a history needs when it has read exactly to the year's start. Every time is written out (UTC), none is read.
import { describe, expect, it } from 'vitest';
import {
  cotdFigures,
  gainLabel,
  linkedRecapYears,
  nothingIn,
  pagesToYearStart,
  reachesBefore,
  recapFigures,
  recapYearOf,
  timeMs,
  trophyFigures,
  type RecapGainInput,
  type RecapModeInput,
} from '../../src/lib/recap';

const utc = (iso: string) => Date.parse(iso);
/** Trophies of one tier (0 to 8): `count` of them, worth count × 10^tier points. */
const counts = (tier: number, count: number) => Array.from({ length: 9 }, (_, i) => (i === tier ? count : 0));
/** One trophy of a tier gained at a moment, in a live match of `gameMode` (its label: "<gameMode> match"). */
const gain = (iso: string, tier: number, gameMode: string): RecapGainInput => ({
  timestamp: iso,
  counts: counts(tier, 1),
  achievement: { trophyAchievementType: 'LiveMatch', gameMode },
});

describe('the year in the address', () => {
  const now = utc('2026-11-18T10:30:00Z');

  it('takes four digits and nothing after them', () => {
    expect(recapYearOf('2026 ', now)).toBeUndefined();
    expect(recapYearOf('2026\n', now)).toBeUndefined();
  });

  it('links the year before in January only when the game had one (not in January 2020)', () => {
    expect(linkedRecapYears(utc('2020-01-15T12:00:00Z'))).toEqual([2020]);
    expect(linkedRecapYears(utc('2021-01-15T12:00:00Z'))).toEqual([2021, 2020]);
  });
});

describe('an API time', () => {
  it('reads a number from 100,000,000,000 up as ms, below it as unix seconds', () => {
    expect(timeMs(1e11)).toBe(1e11);
    expect(timeMs(1e11 - 1)).toBe((1e11 - 1) * 1000);
    expect(timeMs(-1e11)).toBe(-1e11);
  });

  it('reads no time from an empty text, null, or a number that is not finite', () => {
    expect(timeMs('')).toBeUndefined();
    expect(timeMs(null)).toBeUndefined();
    expect(timeMs(Number.NaN)).toBeUndefined();
    expect(timeMs(Number.POSITIVE_INFINITY)).toBeUndefined();
  });
});

describe('the trophies of a year', () => {
  it('count a gain at the first moment of the year, and not one at the first moment of the next', () => {
    const figures = trophyFigures(
      [gain('2026-01-01T00:00:00Z', 1, 'First'), gain('2027-01-01T00:00:00Z', 2, 'Next year')],
      2026,
      utc('2027-02-01T00:00:00Z'),
    );
    expect(figures.gains).toBe(1);
    expect(figures.points).toBe(10);
    expect(figures.biggest).toEqual({ points: 10, day: '2026-01-01', label: 'First match' });
  });

  it('name the earliest of two gains worth the same as the biggest, in whichever order they come', () => {
    const early = gain('2026-03-01T10:00:00Z', 3, 'Early');
    const late = gain('2026-04-01T10:00:00Z', 3, 'Late');
    const now = utc('2026-11-18T10:30:00Z');
    const biggestOf = (gains: RecapGainInput[]) => trophyFigures(gains, 2026, now).biggest;
    expect(biggestOf([early, late])).toEqual({ points: 1000, day: '2026-03-01', label: 'Early match' });
    expect(biggestOf([late, early])).toEqual({ points: 1000, day: '2026-03-01', label: 'Early match' });
    // Two gains of the same moment: the first listed stays the biggest.
    const sameMoment = gain('2026-03-01T10:00:00Z', 3, 'Same moment');
    expect(biggestOf([early, sameMoment])?.label).toBe('Early match');
    // A bigger gain later still wins.
    expect(biggestOf([early, gain('2026-05-01T10:00:00Z', 4, 'Bigger')])?.label).toBe('Bigger match');
  });

  it('name the earliest of two days worth the same as the best day, in whichever order they come', () => {
    const early = gain('2026-03-01T10:00:00Z', 2, 'Early');
    const late = gain('2026-04-01T10:00:00Z', 2, 'Late');
    const now = utc('2026-11-18T10:30:00Z');
    const bestDayOf = (gains: RecapGainInput[]) => trophyFigures(gains, 2026, now).bestDay;
    expect(bestDayOf([early, late])).toEqual({ day: '2026-03-01', points: 100, gains: 1 });
    expect(bestDayOf([late, early])).toEqual({ day: '2026-03-01', points: 100, gains: 1 });
  });

  it('count at the end of a leap year only the gains of its last 365 days', () => {
    // 2024 has 366 days: its last 365 start on 2 January.
    const gains = [
      gain('2024-01-01T23:59:59Z', 3, 'New Year'),
      gain('2024-01-02T00:00:00Z', 1, 'Second day'),
      gain('2024-12-31T23:59:59Z', 0, 'Last second'),
    ];
    const figures = trophyFigures(gains, 2024, utc('2025-03-01T00:00:00Z'));
    expect(figures.points).toBe(1011);
    expect(figures.pointsAtYearEnd).toBe(11);
    expect(figures.echelonAtYearEnd).toBe(1);
  });

  it('give the year-end points from the first moment of the next year', () => {
    const gains = [gain('2026-06-01T00:00:00Z', 2, 'June')];
    const atNewYear = trophyFigures(gains, 2026, utc('2027-01-01T00:00:00Z'));
    expect([atNewYear.pointsAtYearEnd, atNewYear.echelonAtYearEnd]).toEqual([100, 2]);
    const justBefore = trophyFigures(gains, 2026, utc('2027-01-01T00:00:00Z') - 1);
    expect([justBefore.pointsAtYearEnd, justBefore.echelonAtYearEnd]).toEqual([undefined, undefined]);
  });
});

describe('what a gain was for', () => {
  const labelOf = (achievement: RecapGainInput['achievement'], extra: Partial<RecapGainInput> = {}) =>
    gainLabel({ timestamp: 0, counts: [], achievement, ...extra });

  it('says a season ranking, and a ranking without rank or map', () => {
    expect(
      labelOf(
        { trophyAchievementType: 'SoloRanking', trophySoloRankingAchievementType: 'SeasonRanking' },
        { details: { rank: 3 }, map: { name: 'Fall 2026 - 01' } },
      ),
    ).toBe('Season ranking, rank 3 on Fall 2026 - 01');
    expect(labelOf({ trophyAchievementType: 'SoloRanking' })).toBe('Daily ranking');
    expect(labelOf({ trophyAchievementType: 'SoloRanking' }, { details: {}, map: { name: '' } })).toBe('Daily ranking');
  });

  it('says the medal, or "Medal" when the level is unknown', () => {
    expect(labelOf({ trophyAchievementType: 'SoloMedal' }, { details: { level: 4 }, map: { name: 'Blue' } })).toBe(
      'Author medal on Blue',
    );
    expect(labelOf({ trophyAchievementType: 'SoloMedal' }, { details: { level: 1 } })).toBe('Bronze medal');
    expect(labelOf({ trophyAchievementType: 'SoloMedal' })).toBe('Medal');
    expect(labelOf({ trophyAchievementType: 'SoloMedal' }, { details: { level: 9 }, map: { name: 'Red' } })).toBe(
      'Medal on Red',
    );
  });

  it('says a competition match as a competition ranking, and "A competition" without a name', () => {
    expect(
      labelOf(
        {
          trophyAchievementType: 'CompetitionMatch',
          competitionName: '$s$0f0Weekly League',
          competitionStageStep: 'Final',
        },
        { details: { rank: 2 } },
      ),
    ).toBe('Weekly League · Final, rank 2');
    expect(labelOf({ trophyAchievementType: 'CompetitionMatch' })).toBe('A competition');
    expect(labelOf({ trophyAchievementType: 'CompetitionRanking' }, { map: { name: 'Blue' } })).toBe('A competition');
  });

  it('says a live match without a mode or rank as "Live match"', () => {
    expect(labelOf({ trophyAchievementType: 'LiveMatch' })).toBe('Live match');
    expect(labelOf({ trophyAchievementType: 'LiveMatch' }, { details: { rank: 1 } })).toBe('Live match, rank 1');
  });

  it('names any other kind as the API does, and a gain of no kind "A trophy gain"', () => {
    expect(labelOf({ trophyAchievementType: 'Royal' }, { details: { rank: 1 }, map: { name: 'Blue' } })).toBe('Royal');
    expect(labelOf({})).toBe('A trophy gain');
    expect(labelOf(undefined)).toBe('A trophy gain');
  });
});

describe('the Cup of the Day of a year', () => {
  it('leaves out of the bests a cup without a rank or a division, or with 0 for them', () => {
    const figures = cotdFigures(
      [
        { id: 1, name: 'Cup of the Day 2026-05-01 #1', timestamp: '2026-05-01T17:00:00Z' },
        { id: 2, name: 'Cup of the Day 2026-05-02 #1', timestamp: '2026-05-02T17:00:00Z', div: 0, rank: 0 },
      ],
      2026,
    );
    expect(figures).toMatchObject({ played: 2, bestRank: undefined, bestDiv: undefined, averageDiv: undefined });
    expect(figures.divisionOne).toBe(0);
  });

  it('takes the bests and the average of the cups that have them', () => {
    const figures = cotdFigures(
      [
        { id: 1, name: 'Cup of the Day 2026-05-01 #1', timestamp: '2026-05-01T17:00:00Z', div: 4 },
        { id: 2, name: 'Cup of the Day 2026-05-02 #1', timestamp: '2026-05-02T17:00:00Z', rank: 300 },
        { id: 3, name: 'Cup of the Day 2026-05-03 #1', timestamp: '2026-05-03T17:00:00Z', div: 0, rank: 0 },
        { id: 4, name: 'Cup of the Day 2026-05-04 #1', timestamp: '2026-05-04T17:00:00Z', div: 3, rank: 200 },
      ],
      2026,
    );
    expect(figures).toMatchObject({ bestRank: 200, bestDiv: 3, averageDiv: 3.5, divisionOne: 0 });
  });
});

describe('the matchmaking of a year', () => {
  const mode = (typeId: number, starttimes: string[]): RecapModeInput => ({
    typeId,
    name: String(typeId),
    boundHit: false,
    matches: starttimes.map((starttime) => ({ starttime })),
  });
  const figuresOf = (modes: RecapModeInput[]) =>
    recapFigures({ year: 2026, now: utc('2026-11-18T10:30:00Z'), gains: [], cups: [], modes });

  it('is something when one mode was played in the year, nothing when none was', () => {
    expect(nothingIn.matchmaking(figuresOf([mode(2, []), mode(5, ['2026-05-01T17:00:00Z'])]))).toBe(false);
    expect(nothingIn.matchmaking(figuresOf([mode(5, ['2026-05-01T17:00:00Z'])]))).toBe(false);
    expect(nothingIn.matchmaking(figuresOf([mode(2, []), mode(5, ['2025-05-01T17:00:00Z'])]))).toBe(true);
  });
});

describe('paging back to the year', () => {
  const now = utc('2026-07-02T00:00:00Z');
  const yearStart = utc('2026-01-01T00:00:00Z');

  it('does not reach before the year with times it cannot read', () => {
    expect(reachesBefore(['not a time', undefined, ''], 2026)).toBe(false);
  });

  it('keeps what was read when it knows no oldest time', () => {
    expect(pagesToYearStart(2, undefined, 2026, now)).toBe(2);
  });

  it('asks one more page when the oldest time read is the year’s first moment', () => {
    expect(pagesToYearStart(3, yearStart, 2026, now)).toBe(4);
  });

  it('reads pages that cover less than an hour as covering an hour', () => {
    // 182 days to the year's start, an hour a page: 4,368 pages.
    expect(pagesToYearStart(1, now - 60_000, 2026, now)).toBe(182 * 24);
  });
});
