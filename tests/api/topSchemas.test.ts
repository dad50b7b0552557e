import { describe, expect, it } from 'vitest';
import { decode, type Schema } from '../../src/api/schema';
import { decodeWithDrops } from './decodeWithDrops';
import { mmDistribution, mmPageCount, mmPopulation, mmRankingPage } from '../../src/mocks/data/mmRankings';
import { trophyRankingPage } from '../../src/mocks/data/topRankings';
import { zoneList } from '../../src/mocks/data/zoneTree';
import { MatchmakingRankingPageSchema, TrophyRankingPageSchema, ZoneTreeSchema } from '../../src/data/rankings';
import { expectBentAnswersDecode } from '../bend';

describe('the zone tree', () => {
  it('reads every spelling of the ids and names the zones along their chain', () => {
    const zones = decode(
      ZoneTreeSchema,
      {
        zones: [
          { zoneId: 'w', name: 'World', flag: 'WOR' },
          { zoneid: 'eu', name: 'Europe', parentid: 'w', flag: 'europe' },
          { id: 'fr', name: 'France', parent: 'eu', flag: 'FRA' },
          { id: 'nameless', name: '', parentId: 'w' },
          { name: 'No id' },
          null,
        ],
      },
      'the zones',
    );
    expect(zones.map((zone) => [zone.id, zone.fullName, zone.flag])).toEqual([
      ['w', 'World', 'WOR'],
      ['eu', 'Europe, World', 'europe'],
      ['fr', 'France, Europe, World', 'FRA'],
    ]);
  });

  it('reads a bare list, ids sent as numbers and an empty flag as none', () => {
    const zones = decode(
      ZoneTreeSchema,
      [
        { id: 1, name: 'World', flag: '' },
        { id: 2, name: 'Asia', parentId: 1 },
      ],
      'the zones',
    );
    expect(zones.map((zone) => [zone.id, zone.fullName, zone.flag])).toEqual([
      ['1', 'World', undefined],
      ['2', 'Asia, World', undefined],
    ]);
  });
});

describe('the rankings', () => {
  it('read a trophy page: a player without zone and tag, a score sent as text, a row without a rank left out', () => {
    const [page, dropped] = decodeWithDrops(
      TrophyRankingPageSchema,
      {
        note: 'Updated hourly.',
        pageCount: '190',
        ranks: [
          {
            rank: 1,
            score: '5200000',
            player: { id: 'p1', name: 'First', tag: '$F00RED', zone: { id: 'z1', name: 'World', flag: 'WOR' } },
          },
          { rank: 2, score: 5100000, player: { id: 'p2', name: 'Nadeo', meta: { nadeo: true } } },
          { score: 1, player: { id: 'p3' } },
        ],
      },
      'this ranking',
    );
    expect(page.pageCount).toBe(190);
    expect(page.ranks.map((row) => [row.rank, row.score, row.player.name, row.player.zone?.id])).toEqual([
      [1, 5200000, 'First', 'z1'],
      [2, 5100000, 'Nadeo', undefined],
    ]);
    expect(dropped('ranks')).toBe(1);
  });

  it('read a matchmaking page with the 2024 rules, totals as text, and a distribution keyed by position', () => {
    const page = decode(
      MatchmakingRankingPageSchema,
      {
        activeplayers: '123456',
        distribution: { '13': 250, '12': '1200' },
        ranks: [
          {
            rank: 1,
            score: 4800,
            progression: 4800,
            player: { id: 'p1', name: 'Top' },
            division: { position: 13, rule: 'minimum_rank_and_points', minpoints: 4000, maxpoints: 0, minrank: 10 },
            division_next: {
              position: 13,
              rule: 'minimum_rank_and_points',
              minpoints: 4000,
              maxpoints: 0,
              minrank: 10,
            },
          },
          {
            rank: 2,
            score: 4100,
            player: { id: 'p2' },
            division: { position: 12, rule: 'minimum_points', minpoints: 4000, maxpoints: 0 },
          },
          {
            rank: 3,
            progression: 12,
            player: { id: 'p3' },
            division: { position: 3, rule: 'minimum_victory_count', minwins: 50, minpoints: 0, maxpoints: 0 },
          },
        ],
      },
      'this ranking',
    );
    expect(page.activeplayers).toBe(123456);
    expect(page.distribution).toEqual([
      { position: 12, count: 1200 },
      { position: 13, count: 250 },
    ]);
    expect(
      page.ranks.map((row) => [row.rank, row.division?.rule, row.division?.minrank, row.division?.minwins]),
    ).toEqual([
      [1, 'minimum_rank_and_points', 10, undefined],
      [2, 'minimum_points', undefined, undefined],
      [3, 'minimum_victory_count', undefined, 50],
    ]);
    expect(page.pageCount).toBeUndefined();
  });

  it('read a distribution sent as a list with a broken entry, and a missing one as empty', () => {
    const listed = decode(
      MatchmakingRankingPageSchema,
      {
        distribution: [
          { position: 1, count: 5 },
          { position: null, count: 2 },
        ],
        ranks: [],
      },
      'this ranking',
    );
    expect(listed.distribution).toEqual([{ position: 1, count: 5 }]);
    expect(decode(MatchmakingRankingPageSchema, { ranks: null }, 'this ranking')).toEqual({
      distribution: [],
      ranks: [],
      unread: 0,
    });
  });

  const answers: [string, Schema<unknown>, unknown][] = [
    ['the zones', ZoneTreeSchema, { zones: zoneList() }],
    ['this ranking', TrophyRankingPageSchema, trophyRankingPage(0)],
    [
      'this ranking',
      MatchmakingRankingPageSchema,
      {
        activeplayers: mmPopulation(5),
        distribution: mmDistribution(5),
        pageCount: mmPageCount(5),
        ranks: mmRankingPage(5, 0),
      },
    ],
  ];

  it.each(answers)(
    'never throw anything but an ApiError on a bent copy of a mocked answer (%s)',
    (what, schema, answer) => {
      expectBentAnswersDecode(schema, answer, what, 150);
    },
  );
});
