import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CotdPageSchema,
  PlayerMatchPageSchema,
  PlayerProfileSchema,
  TrophyGainPageSchema,
} from '../../src/data/player';
import { decode, type Schema } from '../../src/api/schema';
import { decodeWithDrops } from './decodeWithDrops';
import { playerCotdPage } from '../../src/mocks/data/playerCotd';
import { playerMatchPage } from '../../src/mocks/data/playerMatches';
import { playerProfile } from '../../src/mocks/data/playerProfile';
import { trophyPage } from '../../src/mocks/data/playerTrophies';
import { DEMO_PLAYERS } from '../../src/mocks/data/players';
import { expectBentAnswersDecode } from '../bend';

const captured = (name: string): unknown => JSON.parse(readFileSync(`../shared/real-api/${name}`, 'utf8'));

describe('the player profile', () => {
  it('reads the real captured answer', () => {
    const profile = decode(PlayerProfileSchema, captured('player.json'), 'this player');
    expect(profile.accountid).toBe('b73fe3d7-a92a-4a6d-ab9d-49005caec499');
    expect(profile.displayname).toBe('NottCurious');
    expect(profile.clubtag).toBe('$F63W$F971$FCBS$FFFP');
    expect(profile.trophies?.points).toBe(3290258);
    expect(profile.trophies?.counts).toEqual([3378, 3868, 5482, 570, 163, 5, 0, 0, 0]);
    expect(profile.trophies?.echelon).toBe(6);
    expect(profile.trophies?.zone?.parent?.parent?.name).toBe('World');
    expect(profile.trophies?.zonepositions).toEqual([8, 58, 4259]);
    expect(profile.matchmaking.map((entry) => [entry.info.typename, entry.info.rank, entry.total])).toEqual([
      ['3v3', 4717, 512540],
      ['Royal', 30913, 402996],
    ]);
    expect(profile.matchmaking[1]?.info.division_next).toEqual({
      position: 2,
      rule: 'victory_count',
      minpoints: 0,
      maxpoints: 0,
      minwins: 1,
      maxwins: 9,
    });
    expect(profile.meta).toEqual({
      twitch: 'NottCurious',
      youtube: 'UCZV9i9_sgXwIdN6cy1uFkyw',
      twitter: 'nottcurious',
    });
  });

  it('reads a real profile without club tag and meta', () => {
    const profile = decode(PlayerProfileSchema, captured('player-no-clubtag-no-meta.json'), 'this player');
    expect(profile.displayname).toBe('Kaizer_TM');
    expect(profile.clubtag).toBeUndefined();
    expect(profile.meta).toBeUndefined();
    expect(profile.trophies?.zonepositions).toEqual([30, 212, 20000]);
  });

  it('reads the 2024 shapes: one matchmaking entry with totalactive, open-ended and rank rules, zones with ids, meta {}', () => {
    const profile = decode(
      PlayerProfileSchema,
      {
        accountid: 'a1',
        displayname: 'Top',
        trophies: {
          points: 10,
          counts: [1, 0, 0, 0, 0, 0, 0, 0, 0],
          zone: { id: 'z-fr', name: 'France', flag: 'FRA', parent: { id: 'z-w', name: 'World', flag: 'WOR' } },
        },
        matchmaking: [
          {
            info: {
              typename: '3v3',
              typeid: 2,
              rank: 3,
              score: 4200,
              progression: 4200,
              division: { position: 12, rule: 'minimum_points', minpoints: 4000, maxpoints: 0 },
              division_next: {
                position: 13,
                rule: 'minimum_rank_and_points',
                minpoints: 4000,
                maxpoints: 0,
                minrank: 10,
              },
            },
            total: 500000,
            totalactive: 12000,
          },
        ],
        meta: {},
      },
      'this player',
    );
    expect(profile.trophies?.zone?.id).toBe('z-fr');
    expect(profile.matchmaking).toHaveLength(1);
    expect(profile.matchmaking[0]?.totalactive).toBe(12000);
    expect(profile.matchmaking[0]?.info.division).toEqual({
      position: 12,
      rule: 'minimum_points',
      minpoints: 4000,
      maxpoints: 0,
    });
    expect(profile.matchmaking[0]?.info.division_next?.minrank).toBe(10);
    expect(profile.meta).toEqual({});
  });

  it('reads a bent profile: null, numbers as text, a list as an object, keys dropped', () => {
    const [profile, dropped] = decodeWithDrops(
      PlayerProfileSchema,
      {
        accountid: 'a2',
        displayname: null,
        clubtag: 42,
        trophies: { points: '1234', counts: { a: '5', b: null, c: 7 }, echelon: 'high', zonepositions: [3, 'x', '9'] },
        matchmaking: [{ info: null, total: 9 }, { info: { typeid: '3', division: 'royal' }, total: '77' }, 'junk'],
        meta: [],
      },
      'this player',
    );
    expect(profile.displayname).toBeUndefined();
    expect(profile.clubtag).toBe('42');
    expect(profile.trophies).toEqual({
      points: 1234,
      counts: [5, 0, 7],
      echelon: undefined,
      zonepositions: [3, undefined, 9],
    });
    // The entry without a readable standing and the stray text are dropped, the readable one kept.
    expect(profile.matchmaking).toEqual([{ info: { typeid: 3, division: undefined }, total: 77 }]);
    expect(dropped('matchmaking')).toBe(2);
  });

  it('reads the client forms of a profile: zonepositions null, the 2v2 type, a rule no client knew (docs/api-contract.md D14, D15)', () => {
    // tmio (2025) declares zonepositions as null or a list, typeid 5 for 2v2, and three division rules only.
    const profile = decode(
      PlayerProfileSchema,
      {
        accountid: 'acc-1',
        displayname: 'Someone',
        trophies: {
          points: 10,
          counts: [1, 0, 0, 0, 0, 0, 0, 0, 0],
          echelon: 1,
          zone: { name: 'World', flag: 'WOR' },
          zonepositions: null,
        },
        matchmaking: [
          {
            info: {
              typeid: 5,
              typename: '2v2',
              rank: 12,
              division: { position: 12, rule: 'minimum_rank_and_points', minpoints: 4000, maxpoints: 0, minrank: 10 },
            },
            total: 90,
            totalactive: 40,
          },
        ],
      },
      'this player',
    );
    expect(profile.trophies?.zonepositions).toEqual([]);
    expect(profile.matchmaking).toEqual([
      {
        info: {
          typeid: 5,
          typename: '2v2',
          rank: 12,
          division: { position: 12, rule: 'minimum_rank_and_points', minpoints: 4000, maxpoints: 0, minrank: 10 },
        },
        total: 90,
        totalactive: 40,
      },
    ]);
  });

  it('fails an answer without an account id, naming the field', () => {
    expect(() => decode(PlayerProfileSchema, { displayname: 'Nobody' }, 'this player')).toThrow(
      "The server's answer for this player could not be read (accountid).",
    );
  });
});

describe("a player's Cup of the Day page in the clients' forms (docs/api-contract.md D38, D39)", () => {
  it("reads the bests as stats.bestoverall and stats.bestprimary when the spec's names are missing", () => {
    const page = decode(
      CotdPageSchema,
      { stats: { total: 12, bestoverall: { bestrank: 2 }, bestprimary: { bestrank: 5 } }, cotds: [] },
      'cups',
    );
    expect(page.stats).toEqual({ total: 12, best: { bestrank: 2 } });
    expect(page.statsprimary).toEqual({ best: { bestrank: 5 } });
  });

  it("keeps the spec's names first when both forms come", () => {
    const answer = {
      stats: { best: { bestrank: 1 }, bestoverall: { bestrank: 9 } },
      statsprimary: { best: { bestrank: 3 } },
      cotds: [],
    };
    const page = decode(CotdPageSchema, answer, 'cups');
    expect(page.stats?.best?.bestrank).toBe(1);
    expect(page.statsprimary?.best?.bestrank).toBe(3);
  });

  it("reads a cup's player count as total when totalplayers is missing", () => {
    const page = decode(
      CotdPageSchema,
      {
        cotds: [
          { id: 1, total: 4000 },
          { id: 2, totalplayers: 3971, total: 12 },
        ],
      },
      'cups',
    );
    expect(page.cotds.map((cup) => cup.totalplayers)).toEqual([4000, 3971]);
  });
});

describe("a player's histories", () => {
  it('read matches: a match without its lobby id is dropped, a win sent as text read', () => {
    const page = decode(
      PlayerMatchPageSchema,
      {
        matches: [
          { lid: 'LID-MTCH-1', starttime: '2024-03-01T10:00:00+00:00', afterscore: '2100', win: 'true', mvp: null },
          { starttime: 1 },
        ],
      },
      "this player's matches",
    );
    expect(page.matches).toEqual([
      { lid: 'LID-MTCH-1', starttime: '2024-03-01T10:00:00+00:00', afterscore: 2100, win: true, mvp: undefined },
    ]);
    expect(decode(PlayerMatchPageSchema, { history: [] }, "this player's matches").matches).toEqual([]);
  });

  it('read trophy gains of the 2024 kinds: CompetitionMatch and WeeklyShorts with {level, previousLevel}', () => {
    const [page, dropped] = decodeWithDrops(
      TrophyGainPageSchema,
      {
        total: '2',
        page: 0,
        gains: [
          {
            timestamp: '2024-05-02T18:00:00+00:00',
            counts: [0, 0, 3, 0, 0, 0, 0, 0, 0],
            achievement: {
              trophyAchievementId: 'g1',
              trophyAchievementType: 'CompetitionMatch',
              competitionName: 'Weekly League',
            },
            details: { level: 4, previousLevel: 3 },
          },
          {
            timestamp: '2024-05-01T18:00:00+00:00',
            counts: [1, 0, 0, 0, 0, 0, 0, 0, 0],
            achievement: {
              trophyAchievementId: 'g2',
              trophyAchievementType: 'SoloMedal',
              trophySoloMedalAchievementType: 'WeeklyShorts',
            },
            details: { rank: 12 },
            map: {
              mapUid: 'uid-1',
              name: 'Short #1',
              authorplayer: { id: 'p1', name: 'Nadeo', meta: { nadeo: true } },
            },
          },
          { counts: [1] },
        ],
      },
      "this player's trophy gains",
    );
    expect(page.total).toBe(2);
    expect(page.gains.map((gain) => gain.achievement?.trophyAchievementType)).toEqual([
      'CompetitionMatch',
      'SoloMedal',
    ]);
    expect(page.gains[0]?.details).toEqual({ level: 4, previousLevel: 3 });
    expect(page.gains[1]?.achievement?.trophySoloMedalAchievementType).toBe('WeeklyShorts');
    expect(page.gains[1]?.map?.authorplayer).toEqual({ id: 'p1', name: 'Nadeo', meta: { nadeo: true } });
    expect(dropped('gains')).toBe(1);
  });

  it('read cup results: divrank 0, a name without #n, a result without an id dropped', () => {
    const page = decode(
      CotdPageSchema,
      {
        total: 3,
        stats: { total: '3', avgdiv: 2.5, best: { bestrank: 4, bestranktime: '2021-01-01T19:00:00+00:00' } },
        statsprimary: null,
        cotds: [
          {
            id: 101,
            name: 'Cup of the Day 2020-11-02',
            timestamp: 1604343600,
            div: 3,
            divrank: 0,
            rank: 190,
            totalplayers: 2400,
          },
          { id: '102', name: 'Cup of the Day 2024-01-01 #2', div: 1, divrank: 5 },
          { name: 'no id' },
        ],
      },
      "this player's Cup of the Day results",
    );
    expect(page.stats?.total).toBe(3);
    expect(page.stats?.best?.bestrank).toBe(4);
    expect(page.statsprimary).toBeUndefined();
    expect(page.cotds.map((cup) => [cup.id, cup.name, cup.divrank])).toEqual([
      [101, 'Cup of the Day 2020-11-02', 0],
      [102, 'Cup of the Day 2024-01-01 #2', 5],
    ]);
  });
});

describe('bent copies of the mocked answers', () => {
  const index = DEMO_PLAYERS.mockUser.index;
  const answers: [string, Schema<unknown>, unknown][] = [
    ['this player', PlayerProfileSchema, playerProfile(index)],
    ["this player's matches", PlayerMatchPageSchema, { matches: playerMatchPage(index, 2, 0) }],
    ["this player's trophy gains", TrophyGainPageSchema, trophyPage(index, 0)],
    [
      "this player's Cup of the Day results",
      CotdPageSchema,
      playerCotdPage(index, 0, { includeReruns: true, order: 'dateDesc' }),
    ],
  ];

  it.each(answers)('never throw anything but an ApiError (%s)', (what, schema, answer) => {
    expectBentAnswersDecode(schema, answer, what, 200);
  });
});
