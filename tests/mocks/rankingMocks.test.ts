import { describe, expect, it } from 'vitest';
import {
  mmDistribution,
  mmPageCount,
  mmPopulation,
  mmRankingPage,
  playerStandings,
} from '../../src/mocks/data/mmRankings';
import { groupMembers, searchPage, searchPlayers, SEARCH_PAGE_SIZE } from '../../src/mocks/data/playerSearch';
import { playerProfile, playerStanding } from '../../src/mocks/data/playerProfile';
import { DEMO_PLAYERS, mockPlayer, PLAYER_COUNT } from '../../src/mocks/data/players';
import { trophyPointsOf, trophyRankingPage, TROPHY_PAGE_SIZE } from '../../src/mocks/data/topRankings';
import { chainIds, playersInZone, zoneList } from '../../src/mocks/data/zoneTree';
import { ZONES } from '../../src/mocks/data/zones';
import { toPlainText } from '../../src/lib/gameText';

describe('player search mocks', () => {
  it('finds names and vanities by plain-text substring, any case, in pages of 50 ending on a short page', () => {
    const found = searchPlayers('ODRO');
    expect(found.length).toBeGreaterThan(SEARCH_PAGE_SIZE * 2);
    for (const index of found) {
      const player = mockPlayer(index);
      expect(`${toPlainText(player.name ?? '')} ${player.meta?.vanity ?? ''}`.toLowerCase()).toContain('odro');
    }
    const pages = [0, 1, 2].map((page) => searchPage('odro', page));
    expect(pages.map((page) => page.length)).toEqual([50, 50, found.length - 100]);
    expect(searchPage('odro', 3)).toEqual([]);
    expect(searchPlayers('mockpilot')).toEqual([0]);
    expect(searchPlayers('   ')).toEqual([]);
  });

  it('gives search results the profile’s standings, flat, with the account id', () => {
    const [result] = searchPage('mockpilot', 0);
    expect(result?.matchmaking.map((item) => item.typeid)).toEqual([5, 2, 3]);
    expect(result?.matchmaking[0]).toEqual({ ...playerStanding(0, 5), accountid: mockPlayer(0).id });
  });

  it('lists each group by its meta flag, sorted by name', () => {
    for (const group of ['nadeo', 'tmgl', 'sponsor', 'team'] as const) {
      const members = groupMembers(group);
      expect(members.length).toBeGreaterThan(5);
      const flags: Record<string, unknown>[] = members.map((member) => ({ ...member.player.meta }));
      expect(flags.every((meta) => meta[group] === true)).toBe(true);
      const names = members.map((member) => (member.player.name ?? '').toLowerCase());
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    }
  });
});

describe('zone and trophy ranking mocks', () => {
  it('serves the zone tree with ids and parents, the root without a parent key', () => {
    const zones = zoneList();
    expect(zones).toHaveLength(ZONES.length);
    expect(zones[0]).toEqual({ zoneId: 'z-world', name: 'World', flag: 'WOR' });
    expect(zones.find((zone) => zone.zoneId === 'z-paris')).toEqual({
      zoneId: 'z-paris',
      name: 'Paris',
      parentId: 'z-idf',
      flag: '',
    });
  });

  it('places every player in their zone and its parents', () => {
    // Everyone but the game maker's system account, which has no zone (as in 2024 answers).
    expect(playersInZone('z-world').size).toBe(PLAYER_COUNT - 1);
    expect(playersInZone('z-world').has(DEMO_PLAYERS.nadeo.index)).toBe(false);
    const paris = [...playersInZone('z-paris')];
    expect(paris.length).toBeGreaterThan(0);
    for (const index of paris.slice(0, 20))
      expect(chainIds(mockPlayer(index).zone)).toEqual(['z-paris', 'z-idf', 'z-fra', 'z-europe', 'z-world']);
    expect(playersInZone('nowhere').size).toBe(0);
  });

  it('ranks the world by trophy points, falling, with a page count', () => {
    const first = trophyRankingPage(0);
    expect(first?.pageCount).toBe(PLAYER_COUNT / TROPHY_PAGE_SIZE);
    const ranks = [0, 1, 50, 99].flatMap((page) => trophyRankingPage(page)?.ranks ?? []);
    expect(ranks[0]?.rank).toBe(1);
    for (let i = 1; i < 100; i += 1) expect(ranks[i]?.score).toBeLessThan(ranks[i - 1]?.score ?? 0);
    expect(trophyRankingPage(100)?.ranks).toEqual([]);
    const leader =
      Array.from({ length: PLAYER_COUNT }, (_, at) => at).find((at) => mockPlayer(at).id === ranks[0]?.player.id) ?? -1;
    expect(trophyPointsOf(leader)).toBe(ranks[0]?.score);
  });

  it('ranks a zone within itself, and knows no unknown zone', () => {
    const france = trophyRankingPage(0, 'z-fra');
    expect(france?.ranks.map((row) => row.rank).slice(0, 3)).toEqual([1, 2, 3]);
    for (const row of france?.ranks ?? []) expect(chainIds(row.player.zone)).toContain('z-fra');
    expect(france?.pageCount).toBe(Math.ceil(playersInZone('z-fra').size / TROPHY_PAGE_SIZE));
    expect(trophyRankingPage(0, 'atlantis')).toBeUndefined();
  });
});

describe('matchmaking ranking mocks', () => {
  it.each([5, 3])('orders type %i by score with contiguous ranks and the profile’s values', (typeId) => {
    const rows = [0, 1].flatMap((page) => mmRankingPage(typeId, page));
    expect(rows.map((row) => row.rank)).toEqual(Array.from({ length: 100 }, (_, index) => index + 1));
    const value = (row: (typeof rows)[number]) => (typeId === 3 ? row.progression : row.score);
    for (let i = 1; i < rows.length; i += 1)
      expect(value(rows[i] as (typeof rows)[number])).toBeLessThanOrEqual(value(rows[i - 1] as (typeof rows)[number]));
    const [top] = rows;
    const index =
      Array.from({ length: PLAYER_COUNT }, (_, at) => at).find((at) => mockPlayer(at).id === top?.player.id) ?? -1;
    const standing = playerStandings(index).find((item) => item.typeid === typeId);
    expect(standing?.score).toBe(top?.score);
    expect(standing?.division).toEqual(top?.division);
  });

  it('counts the distribution over the whole ranking', () => {
    const distribution = mmDistribution(5);
    expect(distribution.reduce((sum, entry) => sum + entry.count, 0)).toBe(mmPopulation(5));
    expect(distribution[0]?.position).toBe(13);
    expect(mmPageCount(5)).toBe(Math.ceil(mmPopulation(5) / 50));
    expect(mmPageCount(5)).toBeGreaterThan(20);
    expect(mmRankingPage(4, 0)).toEqual([]);
  });
});

describe('the trophy ranking and the player profile', () => {
  it('agree on points and on the positions along the zone chain', () => {
    const first = trophyRankingPage(0)?.ranks[0];
    expect(first).toBeDefined();
    for (const index of [1, 2, 17, 400, 4321]) {
      const { trophies } = playerProfile(index);
      if (trophies.points === 0) continue;
      expect(trophies.points).toBe(trophyPointsOf(index));
      const ids = chainIds(mockPlayer(index).zone);
      expect(trophies.zonepositions).toHaveLength(ids.length);
      // World is last: the player's row in the world ranking carries that position.
      const worldRank = trophies.zonepositions.at(-1) ?? 0;
      const page = trophyRankingPage(Math.floor((worldRank - 1) / TROPHY_PAGE_SIZE));
      expect(page?.ranks.find((row) => row.rank === worldRank)?.player.id).toBe(mockPlayer(index).id);
    }
  });
});
