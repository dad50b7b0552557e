import { describe, expect, it } from 'vitest';
import { isMutedStreak, RANKING_COLUMNS, winShare } from '../../../src/pages/cotd/ranking';
import { DEFAULT_FILTERS, isRerunName, readFilters, writeFilters } from '../../../src/pages/cotd/filters';
import { nextCupPage, nextPageAfterShortPage } from '../../../src/lib/cotdPaging';
import { cupTotdDay, divisionMatches, parseCupId, qualificationChallenge } from '../../../src/pages/cotd/cup';
import { decode } from '../../../src/api/schema';
import { cotdQueries, RankingPageSchema, type RankingRow } from '../../../src/data/cotd';
import { CompetitionSchema } from '../../../src/data/competitions';

const row = (stats: Partial<RankingRow>): RankingRow => ({
  position: 1,
  player: { id: 'x', name: 'X' },
  totalplayed: 0,
  totalplayedreruns: 0,
  wins: 0,
  winsreruns: 0,
  winstreak: 0,
  winstreakreruns: 0,
  ...stats,
});

describe('win shares', () => {
  it('is the percentage of played to one decimal', () => {
    expect(winShare(1, 8)).toBe('12.5%');
    expect(winShare(2, 3)).toBe('66.7%');
    expect(winShare(5, 5)).toBe('100.0%');
    expect(winShare(1, 1000)).toBe('0.1%');
  });

  it('is left out at 0, when it would read 0.0%, and when nothing was played', () => {
    expect(winShare(0, 100)).toBeUndefined();
    expect(winShare(1, 3000)).toBeUndefined();
    expect(winShare(3, 0)).toBeUndefined();
    expect(winShare(Number.NaN, 10)).toBeUndefined();
  });
});

describe('the ranking columns', () => {
  it('has the spec’s columns for each sort', () => {
    expect(RANKING_COLUMNS.totalplayed.map((column) => column.header)).toEqual(['Played', 'Reruns', 'Total']);
    expect(RANKING_COLUMNS.wins.map((column) => column.header)).toEqual(['Wins', 'Reruns', 'Total']);
    expect(RANKING_COLUMNS.winstreak.map((column) => column.header)).toEqual(['Streak', '+Reruns']);
  });

  it('adds up played and wins; keeps the streak with reruns as sent', () => {
    const stats = row({
      totalplayed: 40,
      totalplayedreruns: 10,
      wins: 4,
      winsreruns: 1,
      winstreak: 1,
      winstreakreruns: 3,
    });
    expect(RANKING_COLUMNS.totalplayed.map((column) => column.cell(stats).value)).toEqual([40, 10, 50]);
    expect(RANKING_COLUMNS.wins.map((column) => column.cell(stats))).toEqual([
      { value: 4, share: '10.0%' },
      { value: 1, share: '10.0%' },
      { value: 5, share: '10.0%' },
    ]);
    expect(RANKING_COLUMNS.winstreak.map((column) => column.cell(stats))).toEqual([
      { value: 1, muted: true },
      { value: 3, muted: false },
    ]);
  });

  it('reads missing numbers as 0 instead of NaN', () => {
    // The decoded answer gives every count its empty value 0, so the cells add them up without a guard.
    const partial = decode(
      RankingPageSchema,
      { players: [{ position: 1, player: { id: 'x' }, wins: null }] },
      'the player ranking',
    ).players[0] as RankingRow;
    expect(RANKING_COLUMNS.wins.map((column) => column.cell(partial).value)).toEqual([0, 0, 0]);
  });

  it('greys streaks of 1 or less', () => {
    expect([0, 1, 2, 10].map(isMutedStreak)).toEqual([true, true, false, false]);
  });
});

describe('the query string', () => {
  it('reads choices and falls back to the defaults', () => {
    expect(readFilters(new URLSearchParams(''))).toEqual(DEFAULT_FILTERS);
    expect(readFilters(new URLSearchParams('sort=wins&reruns=1&platform=pc'))).toEqual({
      sort: 'wins',
      reruns: true,
      platform: 'pc',
    });
    expect(readFilters(new URLSearchParams('reruns=true&platform=luna'))).toEqual({
      sort: 'totalplayed',
      reruns: true,
      platform: 'luna',
    });
    expect(readFilters(new URLSearchParams('sort=WINS&reruns=0&platform=switch'))).toEqual(DEFAULT_FILTERS);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    expect(
      writeFilters(new URLSearchParams('x=1'), { sort: 'winstreak', reruns: true, platform: 'xbl' }).toString(),
    ).toBe('x=1&sort=winstreak&reruns=1&platform=xbl');
    expect(writeFilters(new URLSearchParams('sort=wins&reruns=1&platform=pc'), DEFAULT_FILTERS).toString()).toBe('');
  });

  it('tells reruns by their name', () => {
    expect(isRerunName('Cup of the Day 2024-03-15 #2')).toBe(true);
    expect(isRerunName('Cup of the Day PC 2024-03-15 #9')).toBe(true);
    expect(isRerunName('Cup of the Day 2024-03-15 #1')).toBe(false);
    expect(isRerunName('Cup of the Day 2022-03-15')).toBe(false);
    expect(isRerunName('Cup of the Day 2024-03-15 #12')).toBe(false);
  });
});

describe('paging', () => {
  it('goes on while pages are as long as the first', () => {
    expect(nextPageAfterShortPage([3], 0)).toBe(1);
    expect(nextPageAfterShortPage([3, 3], 1)).toBe(2);
    expect(nextPageAfterShortPage([3, 1], 1)).toBeUndefined();
    expect(nextPageAfterShortPage([3, 0], 1)).toBeUndefined();
    expect(nextPageAfterShortPage([0], 0)).toBeUndefined();
    expect(nextPageAfterShortPage([], 0)).toBeUndefined();
  });

  it('stops the cup list at page_max (a page count) or at an empty page', () => {
    expect(nextCupPage(12, 3, 0)).toBe(1);
    expect(nextCupPage(12, 3, 1)).toBe(2);
    expect(nextCupPage(12, 3, 2)).toBeUndefined();
    expect(nextCupPage(0, 3, 0)).toBeUndefined();
    expect(nextCupPage(12, undefined, 4)).toBe(5);
    // A page whose every cup was unreadable is not empty: the server sent cups.
    const unreadOnly = { competitions: [], unread: 12, page_max: 3 };
    expect(cotdQueries.cups('crossplay').getNextPageParam(unreadOnly, [unreadOnly], 0, [0])).toBe(1);
  });
});

describe('reading a competition as a cup', () => {
  const read = (answer: unknown) => decode(CompetitionSchema, answer, 'this cup');
  const competition = read({
    id: 5,
    name: 'Cup',
    rounds: [
      { id: 1, name: 'Qualification', challenges: [{ id: 77, name: 'Challenge' }] },
      {
        id: 2,
        name: 'Knockout',
        matches: [
          { id: 10, name: 'M1' },
          { id: 11, name: 'M2' },
        ],
      },
    ],
  });

  it('finds the qualification challenge and the division matches', () => {
    expect(qualificationChallenge(competition)).toEqual({ id: 77, name: 'Challenge' });
    expect(divisionMatches(competition).map((match) => match.id)).toEqual([10, 11]);
  });

  it('survives rounds without their lists, or no rounds', () => {
    expect(qualificationChallenge(read({ id: 1, name: 'x', rounds: [{ id: 1, name: 'r' }] }))).toBeUndefined();
    expect(divisionMatches(read({ id: 1, name: 'x' }))).toEqual([]);
  });

  it('accepts only whole positive numbers as cup ids', () => {
    expect(parseCupId('123')).toBe(123);
    expect(['abc', '12x', '-5', '0', '1.5', '', undefined, '1234567890123456'].map(parseCupId)).toEqual(
      Array(8).fill(undefined),
    );
  });

  it('finds the Track of the Day a cup plays: Paris time minus 19 hours', () => {
    // 2024-03-15 19:00 Paris (CET, UTC+1) is 18:00 UTC: the map of the 15th.
    expect(cupTotdDay(Date.UTC(2024, 2, 15, 18) / 1000)).toEqual({ year: 2024, month: 3, day: 15 });
    // The reruns the next night and morning replay it.
    expect(cupTotdDay(Date.UTC(2024, 2, 16, 2) / 1000)).toEqual({ year: 2024, month: 3, day: 15 });
    expect(cupTotdDay(Date.UTC(2024, 2, 16, 10) / 1000)).toEqual({ year: 2024, month: 3, day: 15 });
    // In summer (CEST, UTC+2) 19:00 Paris is 17:00 UTC.
    expect(cupTotdDay(Date.UTC(2024, 6, 1, 17) / 1000)).toEqual({ year: 2024, month: 7, day: 1 });
    expect(cupTotdDay(undefined)).toBeUndefined();
  });
});
