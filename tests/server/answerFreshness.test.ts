// The one freshness policy of the browser's answer store and the server's shared cache (src/api/answerFreshness.ts),
// by kind and by API path.
import { describe, expect, it } from 'vitest';
import { answerFreshness } from '../../src/api/answerFreshness';
import { nextTotdRollover } from '../../src/lib/parisTime';
import { routePolicy, pathFreshness } from '../../src/data/routeTable';
import { answerStaleTime, isStoredAnswer } from '../../src/data/cache/answerPolicy';
import { totdMonthQuery } from '../../src/data/totd';
import { playerSearchQuery } from '../../src/data/playerSearch';
import { leaderboardQueries, playerCountQuery, rangeQuery } from '../../src/data/leaderboard';
import { competitionQueries } from '../../src/data/competitions';
import { clubQueries } from '../../src/data/clubs';

const MIN = 60_000;
const HOUR = 60 * MIN;
// 26 November 2026, 12:00 UTC (13:00 in Paris): the Track of the Day day is the 25th until 19:00 Paris (18:00 UTC).
const NOON = Date.UTC(2026, 10, 26, 12);
const none = () => undefined;

describe('the Track of the Day rollover', () => {
  it('is 7 PM Paris time, on the next day or the 1st of the next month, in winter and summer time', () => {
    expect(new Date(nextTotdRollover(NOON, 'day')).toISOString()).toBe('2026-11-26T18:00:00.000Z');
    expect(new Date(nextTotdRollover(NOON, 'month')).toISOString()).toBe('2026-12-01T18:00:00.000Z');
    expect(new Date(nextTotdRollover(Date.UTC(2026, 6, 10, 20), 'day')).toISOString()).toBe('2026-07-11T17:00:00.000Z');
  });
});

describe('the freshness of an answer', () => {
  it('keeps a past month a day at a time, never past the turn of the month', () => {
    const past = answerFreshness('totdMonth', { monthOffset: 1, fetchedAt: NOON, now: NOON });
    expect(past).toEqual({ fixed: true, freshMs: 24 * HOUR, staleMs: 24 * HOUR, errorMs: 4 * 24 * HOUR + 6 * HOUR });
    const lastDay = Date.UTC(2026, 10, 30, 12);
    expect(answerFreshness('totdMonth', { monthOffset: 1, fetchedAt: lastDay, now: lastDay })).toEqual({
      fixed: true,
      freshMs: 24 * HOUR,
      staleMs: 6 * HOUR,
      errorMs: 6 * HOUR,
    });
    // Fetched last month: offset 1 now names another month.
    expect(answerFreshness('totdMonth', { monthOffset: 1, fetchedAt: Date.UTC(2026, 9, 20), now: NOON }).fixed).toBe(
      false,
    );
  });

  it('keeps the current month five minutes, and not past 7 PM, when it gains a day', () => {
    expect(answerFreshness('totdMonth', { monthOffset: 0, fetchedAt: NOON, now: NOON })).toEqual({
      fixed: false,
      freshMs: 5 * MIN,
      staleMs: 5 * MIN,
      errorMs: 6 * HOUR - 5 * MIN,
    });
    const late = Date.UTC(2026, 10, 26, 17, 58);
    expect(answerFreshness('totdMonth', { monthOffset: 0, fetchedAt: late, now: late })).toEqual({
      fixed: false,
      freshMs: 2 * MIN,
      staleMs: 0,
      errorMs: 0,
    });
    expect(answerFreshness('totdToday', { fetchedAt: late, now: late }).freshMs).toBe(2 * MIN);
  });

  it('fixes map info, closed boards and finished cups with their results, and keeps open ones a minute or less', () => {
    expect(answerFreshness('mapInfo', { fetchedAt: NOON, now: NOON })).toMatchObject({
      fixed: true,
      freshMs: 24 * HOUR,
    });
    expect(answerFreshness('board', { answer: { lockedLeaderboard: true }, fetchedAt: NOON, now: NOON }).fixed).toBe(
      true,
    );
    expect(answerFreshness('board', { answer: { tops: [] }, fetchedAt: NOON, now: NOON })).toEqual({
      fixed: false,
      freshMs: MIN,
      staleMs: 5 * MIN,
      errorMs: 24 * HOUR,
    });
    const ended = { enddate: NOON / 1000 - 2 * 3600 };
    const running = { enddate: NOON / 1000 + 600 };
    expect(answerFreshness('cup', { answer: ended, fetchedAt: NOON, now: NOON }).fixed).toBe(true);
    expect(answerFreshness('cup', { answer: running, fetchedAt: NOON, now: NOON })).toMatchObject({
      fixed: false,
      freshMs: MIN,
    });
    expect(answerFreshness('cupResults', { parent: ended, fetchedAt: NOON, now: NOON }).fixed).toBe(true);
    expect(answerFreshness('cupResults', { parent: running, fetchedAt: NOON, now: NOON })).toMatchObject({
      fixed: false,
      freshMs: 30_000,
    });
    expect(answerFreshness('cupResults', { fetchedAt: NOON, now: NOON }).fixed).toBe(false);
    expect(answerFreshness('personal', { fetchedAt: NOON, now: NOON })).toEqual({
      fixed: false,
      freshMs: 0,
      staleMs: 0,
      errorMs: 0,
    });
  });

  it('is what the browser store reads: fixed answers forever, the others as fresh as on the server', () => {
    expect(answerStaleTime(totdMonthQuery(1), {}, NOON, none, NOON)).toBe(Number.POSITIVE_INFINITY);
    expect(answerStaleTime(totdMonthQuery(0), {}, NOON, none, NOON)).toBe(5 * MIN);
    expect(answerStaleTime(rangeQuery('map', 'x', { offset: 0, length: 15 }), { tops: [] }, NOON, none, NOON)).toBe(
      MIN,
    );
    expect(
      answerStaleTime(
        competitionQueries.challengeResults(7, 2),
        {},
        NOON,
        () => ({ enddate: NOON / 1000 - 7200 }),
        NOON,
      ),
    ).toBe(Number.POSITIVE_INFINITY);
    expect(answerStaleTime(clubQueries.list(''), {}, NOON, none, NOON)).toBe(5 * MIN);
    expect(isStoredAnswer(playerSearchQuery('mock'))).toBe(false);
    // The player's own records: a few minutes in this browser, a closed board's for good; never shared by the server.
    expect(answerStaleTime(leaderboardQueries.personal('map', 'abc', 'acc-1'), {}, NOON, none, NOON)).toBe(3 * MIN);
    expect(
      answerStaleTime(leaderboardQueries.personal('map', 'abc', 'acc-1', { closed: true }), {}, NOON, none, NOON),
    ).toBe(Number.POSITIVE_INFINITY);
    expect(routePolicy('/api/leaderboard/personal/map/abc')).toMatchObject({ kind: 'ownRecord', shared: false });
    expect(routePolicy('/api/leaderboard/personal/campaign-uid')).toMatchObject({ kind: 'ownRecord', shared: false });
    // A map's player count and world record: an hour.
    expect(answerStaleTime(playerCountQuery('map', 'abc', false), { tops: [] }, NOON, none, NOON)).toBe(60 * MIN);
  });
});

describe('the API paths', () => {
  it('shares every path of the spec’s call lists but the signed-in player’s own', () => {
    const shared = [
      '/api/totd/0',
      '/api/totd/1',
      '/api/totd/today',
      '/api/map/abc',
      '/api/leaderboard/map/abc?offset=0&length=50',
      '/api/leaderboard/NLS-grp/abc?offset=0&length=1',
      '/api/leaderboard/NLS-grp?offset=0&length=50',
      '/api/leaderboard/track/grp',
      '/api/leaderboard/activity/3',
      '/api/leaderboard/activity/grp/0',
      '/api/campaign/seasonal/1000',
      '/api/campaigns/club/0?search=x',
      '/api/cotd/0?platform=crossplay',
      '/api/cotd/players/0/wins',
      '/api/comp/123',
      '/api/comp/123/challenge/4/0',
      '/api/comp/123/teams',
      '/api/competitions/0',
      '/api/competition/9',
      '/api/rooms/0',
      '/api/room/1/2',
      '/api/clubs/0?search=ab',
      '/api/club/5',
      '/api/club/5/members/0',
      '/api/club/5/maps/7/0',
      '/api/player/acc-1',
      '/api/player/acc-1/matches/2/0',
      '/api/player/acc-1/trophies/0',
      '/api/player/acc-1/cotd/0?includeReruns=false&order=dateDesc',
      '/api/players/find?search=mock&page=0',
      '/api/players/group/top',
      '/api/zones',
      '/api/top/trophies/0',
      '/api/top/trophies/0/zone-1',
      '/api/top/matchmaking/2/0',
      '/api/matches/2/0',
      '/api/match/LID-1',
      '/api/ads',
    ];
    for (const path of shared) expect(routePolicy(path)?.shared, path).toBe(true);
    for (const path of [
      '/api/leaderboard/personal/map/abc',
      '/api/leaderboard/personal/grp',
      '/api/user/session',
      '/api/user/profile',
      '/api/user/auth',
    ]) {
      expect(routePolicy(path)?.shared, path).toBe(false);
    }
    for (const path of [
      '/api/download/ghost/1',
      '/api/player/../user/session',
      '/api/player/%2e%2e/user',
      '/api/something/new',
      '/img/flags/FRA.jpg',
      '/api/totd/x',
    ]) {
      expect(routePolicy(path), path).toBeUndefined();
    }
  });

  it('names the kind, the month offset and the cup a result follows', () => {
    expect(routePolicy('/api/totd/3')).toEqual({ kind: 'totdMonth', monthOffset: 3, shared: true });
    expect(routePolicy('/api/comp/123/match/5/0')).toEqual({
      kind: 'cupResults',
      parentPath: '/api/comp/123',
      shared: true,
    });
    const route = routePolicy('/api/totd/1');
    if (!route) throw new Error('no route');
    expect(pathFreshness(route, { fetchedAt: NOON, now: NOON }).fixed).toBe(true);
  });
});
