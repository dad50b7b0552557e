import { describe, expect, it } from 'vitest';
import { ApiError, apiPost } from '../../src/api/client';
import { mockAnswer } from '../mockAnswer';
import { setScenario } from '../../src/mocks/scenarios';
import { writeSession } from '../../src/session/storage';
import { MOCK_USER } from '../../src/mocks/data/mockUser';
import { DEMO_PLAYERS, mockPlayer } from '../../src/mocks/data/players';
import { playerProfile } from '../../src/mocks/data/playerProfile';
import { playerMatchHistory } from '../../src/mocks/data/playerMatches';
import { trophyPage } from '../../src/mocks/data/playerTrophies';
import { COTD_ORDERS, playerCotdResults, sortResults } from '../../src/mocks/data/playerCotd';
import { findCup } from '../../src/mocks/data/cups';
import { zoneNames } from '../pages/player/helpers';
import type { CotdPage, PlayerMatchPage, PlayerProfile, TrophyGainPage } from '../../src/data/player';

const get = <T>(path: string) => mockAnswer<T>(path);

describe('the mocked player profile', () => {
  it('answers for every demo player by vanity (any case) and account id, with {error} for unknown ids', async () => {
    for (const demo of Object.values(DEMO_PLAYERS)) {
      const byVanity = await get<PlayerProfile>(`/api/player/${demo.vanity.toUpperCase()}`);
      expect(byVanity.accountid).toBe(mockPlayer(demo.index).id);
      expect((await get<PlayerProfile>(`/api/player/${byVanity.accountid}`)).displayname).toBe(
        mockPlayer(demo.index).name,
      );
    }
    await expect(get('/api/player/no-such-player')).rejects.toThrow('Player not found.');
    await expect(get('/api/player/no-such-player/matches/5/0')).rejects.toBeInstanceOf(ApiError);
  });

  it('looks like the API: nine counts, positions along the zone chain, wrapped matchmaking', () => {
    const profiles = Array.from({ length: 200 }, (_, index) => playerProfile(index));
    for (const profile of profiles) {
      expect(profile.trophies.counts).toHaveLength(9);
      if (profile.trophies.points > 0)
        expect(profile.trophies.zonepositions).toHaveLength(zoneNames(profile.trophies.zone).length);
      for (const entry of profile.matchmaking) {
        expect([2, 3, 5]).toContain(entry.info.typeid);
        expect(entry.info.accountid).toBe(profile.accountid);
        expect(entry.total).toBeGreaterThan(0);
      }
    }
    expect(profiles.some((profile) => !('clubtag' in profile))).toBe(true);
    expect(profiles.some((profile) => 'clubtag' in profile && 'clubtagtimestamp' in profile)).toBe(true);
    expect(profiles.some((profile) => !('meta' in profile))).toBe(true);
    expect(profiles.some((profile) => profile.matchmaking.length > 0 && profile.matchmaking.length < 3)).toBe(true);
    expect(profiles.filter((profile) => profile.timestamp < '2020-07-01').length).toBeGreaterThan(1);
  });

  it('has the documented special cases', () => {
    expect(playerProfile(DEMO_PLAYERS.team.index).timestamp < '2020-07-01').toBe(true);
    expect(playerProfile(DEMO_PLAYERS.team.index).meta?.team).toBe(true);
    expect(playerProfile(DEMO_PLAYERS.sponsor.index).meta?.sponsor).toBe(true);
    expect(playerProfile(DEMO_PLAYERS.staff.index).meta?.nadeo).toBe(true);
    expect(playerProfile(DEMO_PLAYERS.staff.index).matchmaking.map((entry) => entry.info.typeid)).not.toContain(3);
    expect(playerProfile(DEMO_PLAYERS.newcomer.index).matchmaking).toEqual([]);
    expect(playerProfile(DEMO_PLAYERS.newcomer.index).trophies.points).toBe(0);
  });

  it('shows the socials the mock user saved in this session, to everyone, as the real site does', async () => {
    writeSession(MOCK_USER);
    await apiPost('/api/user/profile', {
      twitch: '',
      youtube: '@mockpilot',
      mastodon: 'mockpilot@mastodon.social',
      twitter: '',
    });
    const own = await get<PlayerProfile>('/api/player/mockpilot');
    // As the API answers in 2026: the links under meta.profile.
    expect(own.meta).toEqual({
      vanity: 'mockpilot',
      profile: { youtube: '@mockpilot', mastodon: 'mockpilot@mastodon.social' },
    });
    // Signed out (as the production server's shared cache asks it): the same socials.
    localStorage.clear();
    expect((await get<PlayerProfile>('/api/player/mockpilot')).meta).toEqual({
      vanity: 'mockpilot',
      profile: { youtube: '@mockpilot', mastodon: 'mockpilot@mastodon.social' },
    });
  });
});

describe('the mocked match histories', () => {
  it('page by 25 with ISO times, newest first', async () => {
    const first = await get<PlayerMatchPage>('/api/player/mockpilot/matches/5/0');
    expect(first.matches).toHaveLength(25);
    const history = playerMatchHistory(DEMO_PLAYERS.mockUser.index, 5);
    expect(new Set(history.map((match) => match.lid)).size).toBe(history.length);
    expect(history.every((match, i) => i === 0 || match.starttime <= (history[i - 1]?.starttime ?? ''))).toBe(true);
    expect(first.matches[0]?.starttime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
    const last = Math.floor(history.length / 25);
    expect((await get<PlayerMatchPage>(`/api/player/mockpilot/matches/5/${last}`)).matches).toHaveLength(
      history.length % 25,
    );
    // The newest score is the profile's standing.
    const standing = playerProfile(0).matchmaking.find((entry) => entry.info.typeid === 5);
    expect(history[0]?.afterscore).toBe(standing?.info.score);
  });

  // Resets and decay are the page's rules: tests/pages/player/playerMatches.test.tsx feeds them hand-written histories.
  it('has nothing for a newcomer', async () => {
    expect((await get<PlayerMatchPage>('/api/player/demo-newcomer/matches/5/0')).matches).toEqual([]);
  });

  it('answers empty lists in the empty scenario', async () => {
    setScenario('empty');
    expect((await get<PlayerMatchPage>('/api/player/mockpilot/matches/5/0')).matches).toEqual([]);
  });
});

describe('the mocked trophy gains', () => {
  it('page by 25 over years, with every achievement type and expired gains', () => {
    const { total } = trophyPage(DEMO_PLAYERS.team.index, 0);
    expect(total).toBeGreaterThan(500);
    const pages = Math.ceil(total / 25);
    const gains = Array.from({ length: pages }, (_, page) => trophyPage(DEMO_PLAYERS.team.index, page).gains).flat();
    expect(gains).toHaveLength(total);
    expect(new Set(gains.map((gain) => gain.achievement.trophyAchievementType))).toEqual(
      new Set(['SoloRanking', 'CompetitionRanking', 'CompetitionMatch', 'SoloMedal', 'LiveMatch']),
    );
    const yearAgo = Date.now() - 366 * 86_400_000;
    expect(gains.filter((gain) => Date.parse(gain.timestamp) < yearAgo).length).toBeGreaterThan(100);
    expect(gains.every((gain) => gain.counts.length === 9 && gain.counts.some((count) => count > 0))).toBe(true);
    expect(trophyPage(DEMO_PLAYERS.team.index, pages).gains).toEqual([]);
  });

  it('answers through the API with total and page', async () => {
    const answer = await get<TrophyGainPage>('/api/player/demo-team/trophies/1');
    expect(answer.page).toBe(1);
    expect(answer.gains).toHaveLength(25);
    expect((await get<TrophyGainPage>('/api/player/demo-newcomer/trophies/0')).total).toBe(0);
  });
});

describe('the mocked Cup of the Day history', () => {
  it('answers "no player cotd data available" for a player without cups', async () => {
    await expect(get('/api/player/demo-nocotd/cotd/0')).rejects.toThrow('no player cotd data available');
  });

  it('holds hundreds of real cups with reruns and excluded ones for the rich players', () => {
    const results = playerCotdResults(DEMO_PLAYERS.mockUser.index);
    expect(results.length).toBeGreaterThan(300);
    expect(results.some((result) => / #[23]$/.test(result.name))).toBe(true);
    expect(results.some((result) => result.excludedfromstats)).toBe(true);
    expect(findCup(results[0]?.id ?? 0)?.name).toBe(results[0]?.name);
  });

  it('honours includeReruns, pages by 25 and sends both statistics blocks', async () => {
    const primary = await get<CotdPage>('/api/player/mockpilot/cotd/0?includeReruns=false&order=dateDesc');
    const all = await get<CotdPage>('/api/player/mockpilot/cotd/0?includeReruns=true&order=dateDesc');
    expect(primary.cotds).toHaveLength(25);
    expect(primary.cotds.some((cup) => / #[23]$/.test(cup.name))).toBe(false);
    expect(all.total).toBeGreaterThan(primary.total ?? 0);
    expect(primary.stats).toEqual(all.stats);
    expect((primary.statsprimary?.total ?? 0) + (primary.statsprimary?.broken ?? 0)).toBe(primary.total);
    expect(primary.stats?.best?.bestrank).toBeGreaterThan(0);
  });

  it('has a player with reruns only', async () => {
    const answer = await get<CotdPage>('/api/player/demo-reruns/cotd/0?includeReruns=false');
    expect(answer.cotds).toEqual([]);
    expect(answer.statsprimary?.total).toBe(0);
    expect(answer.stats?.total).toBeGreaterThan(0);
  });

  it('sorts by each of the fourteen orders', () => {
    expect(COTD_ORDERS).toHaveLength(14);
    const results = playerCotdResults(DEMO_PLAYERS.sponsor.index);
    const value = {
      date: (r: (typeof results)[number]) => r.starttime,
      qualiRankPercentage: (r: (typeof results)[number]) => r.qualificationrank / r.totalplayers,
      qualiRank: (r: (typeof results)[number]) => r.qualificationrank,
      divRank: (r: (typeof results)[number]) => r.divrank,
      div: (r: (typeof results)[number]) => r.div,
      rankPercentage: (r: (typeof results)[number]) => r.rank / r.totalplayers,
      rank: (r: (typeof results)[number]) => r.rank,
    } as const;
    for (const order of COTD_ORDERS) {
      const [, key = '', direction] = /^(.*)(Asc|Desc)$/.exec(order) ?? [];
      const read = value[key as keyof typeof value];
      const sorted = sortResults(results, order).map(read);
      const expected = [...sorted].sort((a, b) => (direction === 'Asc' ? a - b : b - a));
      expect(sorted, order).toEqual(expected);
    }
  });
});
