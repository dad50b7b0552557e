import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decode, type Schema } from '../../src/api/schema';
import { LeaderboardAnswerSchema, MapInfoSchema, PersonalRecordSchema, TodaySchema } from '../../src/data/leaderboard';
import { leaderboardRows, personalRecord } from '../../src/mocks/data/leaderboards';
import { mapByUid } from '../../src/mocks/data/mapByUid';
import { totdGroup, totdMap } from '../../src/mocks/handlers/totd';
import { DEMO_UIDS } from '../../src/mocks/data/mapUids';
import { expectBentAnswersDecode } from '../bend';

const captured = (name: string): unknown => JSON.parse(readFileSync(`../shared/real-api/${name}`, 'utf8'));

describe('a map', () => {
  it('reads the real captured answer', () => {
    const map = decode(MapInfoSchema, captured('map.json'), 'this map');
    expect(map.name).toBe('Eggflip');
    expect(map.mapUid).toBe('MH8WnAOEI3HAQkBVlBOeyK4rLC9');
    expect(map.mapType).toBe('TrackMania\\TM_Race');
    expect([map.authorScore, map.goldScore, map.silverScore, map.bronzeScore]).toEqual([7672, 9000, 10000, 12000]);
    expect(map.authorplayer?.name).toBe('NachoQT');
    expect(map.authorplayer?.zone?.parent?.parent?.parent?.name).toBe('World');
    expect(map.submitterplayer?.meta).toEqual({});
    expect(map.exchangeid).toBe(57885);
    expect(map.competitionsmetadata).toEqual([]);
  });

  it('reads the 2024 shapes: an author without zone and tag, zones with ids, cups as one object with maps null', () => {
    const map = decode(
      MapInfoSchema,
      {
        mapUid: 'uid-2024',
        name: 'Summer 2024 - 01',
        authorScore: 23456,
        authorplayer: {
          id: 'nadeo',
          name: 'Nadeo',
          meta: { vanity: '', comment: '', nadeo: true, twitch: '', youtube: '', twitter: '' },
        },
        submitterplayer: {
          id: 's1',
          name: 'Sub',
          zone: { id: 'z-fr', name: 'France', flag: 'FRA', parent: { id: 'z-w', name: 'World', flag: 'WOR' } },
        },
        exchangeid: 0,
        competitionsmetadata: {
          competitionid: 8123,
          competitionmaps: null,
          competitionname: 'Cup of the Day 2024-07-01',
        },
      },
      'this map',
    );
    expect(map.authorplayer).toEqual({
      id: 'nadeo',
      name: 'Nadeo',
      meta: { vanity: '', comment: '', nadeo: true, twitch: '', youtube: '', twitter: '' },
    });
    expect(map.submitterplayer?.zone?.id).toBe('z-fr');
    expect(map.exchangeid).toBe(0);
    expect(map.competitionsmetadata).toEqual([{ competitionid: 8123, competitionmaps: [] }]);
  });

  it('reads a bent map: a score as text, a name as a number, cups keyed by id, a missing author', () => {
    const map = decode(
      MapInfoSchema,
      {
        mapUid: 'uid-bent',
        name: 1234,
        mapType: null,
        goldScore: '9000',
        silverScore: 'slow',
        competitionsmetadata: {
          '77': { competitionid: '77', competitionmaps: { a: { leaderboardgroupid: 'g1', mapuid: 'uid-bent' } } },
          '78': 'junk',
        },
      },
      'this map',
    );
    expect(map.name).toBe('1234');
    expect(map.mapType).toBe('');
    expect(map.goldScore).toBe(9000);
    expect(map.silverScore).toBeNaN();
    expect(map.authorplayer).toBeUndefined();
    expect(map.competitionsmetadata).toEqual([
      { competitionid: 77, competitionmaps: [{ leaderboardgroupid: 'g1', mapuid: 'uid-bent' }] },
    ]);
  });

  it('fails a map without a uid, naming the field', () => {
    expect(() => decode(MapInfoSchema, { name: 'No uid' }, 'this map')).toThrow(
      "The server's answer for this map could not be read (mapUid).",
    );
  });
});

describe('leaderboard rows', () => {
  it('read the real captured answer', () => {
    const answer = decode(LeaderboardAnswerSchema, captured('leaderboard-group.json'), 'this leaderboard');
    // Sent as 0 beside four rows: a count the route does not know.
    expect(answer.playercount).toBeUndefined();
    expect(answer.lockedLeaderboard).toBeUndefined();
    expect(answer.tops.map((row) => [row.position, row.time, row.player.name])).toEqual([
      [1, 52792, 'Jack.3_'],
      [2, 52872, 'xTigershark777'],
      [3, 52965, 'Odgor.'],
      [7, 53185, 'Scrapie98'],
    ]);
    expect(answer.tops[1]?.player.zone?.flag).toBe('');
    expect(answer.tops[0]?.url).toBe('/api/download/ghost/2d8e009c-d075-4ce6-9b6a-89c2f131131f');
    expect(answer.tops[0]?.timestamp).toBe('2022-05-03T09:07:33+00:00');
  });

  it('read the 2024 shapes: records with score, no lockedLeaderboard, tops null', () => {
    const answer = decode(
      LeaderboardAnswerSchema,
      {
        tops: [
          {
            player: { id: 'p1', name: 'One' },
            position: 1,
            time: 41000,
            score: 41000,
            timestamp: '2024-05-01T10:00:00+00:00',
          },
        ],
        playercount: 120000,
      },
      'this leaderboard',
    );
    expect(answer.tops[0]).toMatchObject({ position: 1, time: 41000, score: 41000 });
    expect(answer.lockedLeaderboard).toBeUndefined();
    expect(decode(LeaderboardAnswerSchema, { tops: null, playercount: 0 }, 'this leaderboard').tops).toEqual([]);
  });

  it('keep a playercount of 0 on an empty board, and read it as not known beside rows', () => {
    const row = { player: { id: 'p1', name: 'One' }, position: 1, time: 41000 };
    expect(decode(LeaderboardAnswerSchema, { tops: [], playercount: 0 }, 'this leaderboard').playercount).toBe(0);
    expect(
      decode(LeaderboardAnswerSchema, { tops: [row], playercount: 0 }, 'this leaderboard').playercount,
    ).toBeUndefined();
    expect(decode(LeaderboardAnswerSchema, { tops: [row], playercount: 5 }, 'this leaderboard').playercount).toBe(5);
  });

  it('read bent rows: a position as text, a closed flag as text, rows without player or position dropped and counted', () => {
    const answer = decode(
      LeaderboardAnswerSchema,
      {
        tops: [
          { player: { id: 'p1', name: 'One' }, position: '1', time: '41000', url: null },
          { player: null, position: 2, time: 41100 },
          { player: { id: 'p3', name: 'Three' }, time: 41200 },
          { player: { id: 'p4', name: 'Four' }, position: 4, time: 'fast', timestamp: true },
        ],
        playercount: '4',
        lockedLeaderboard: 'true',
      },
      'this leaderboard',
    );
    expect(answer.tops).toEqual([
      { player: { id: 'p1', name: 'One' }, position: 1, time: 41000 },
      { player: { id: 'p4', name: 'Four' }, position: 4 },
    ]);
    expect(answer.unread).toBe(2);
    expect(answer.playercount).toBe(4);
    expect(answer.lockedLeaderboard).toBe(true);
  });

  it('fail an answer that is not an object', () => {
    expect(() => decode(LeaderboardAnswerSchema, 'oops', 'this leaderboard')).toThrow(
      "The server's answer for this leaderboard could not be read",
    );
  });
});

describe('a personal record and today’s map', () => {
  it('read an empty record, a full one and a bent one', () => {
    expect(decode(PersonalRecordSchema, {}, 'your personal best')).toEqual({});
    expect(
      decode(
        PersonalRecordSchema,
        {
          score: 41000,
          time: 41000,
          rank: 812,
          rankexact: false,
          removed: false,
          url: '/api/download/ghost/x',
          junk: 1,
        },
        'your personal best',
      ),
    ).toEqual({ score: 41000, time: 41000, rank: 812, rankexact: false, removed: false, url: '/api/download/ghost/x' });
    expect(
      decode(PersonalRecordSchema, { rank: '12', rankexact: 'yes', respawnCount: null }, 'your personal best'),
    ).toEqual({ rank: 12 });
    expect(decode(TodaySchema, { uid: 'uid-1', group: 'g-1' }, 'today’s map')).toEqual({ uid: 'uid-1', group: 'g-1' });
    expect(decode(TodaySchema, { uid: 5, group: null }, 'today’s map')).toEqual({ uid: '5' });
  });
});

describe('bent copies of the mocked answers', () => {
  const uid = totdMap(2024, 3, 15).mapUid;
  const answers: [string, Schema<unknown>, unknown][] = [
    ['this map', MapInfoSchema, mapByUid(uid)],
    ['this map', MapInfoSchema, mapByUid(DEMO_UIDS.hidden)],
    ['this leaderboard', LeaderboardAnswerSchema, leaderboardRows(totdGroup(2024, 3), uid, 0, 6)],
    ['your personal best', PersonalRecordSchema, personalRecord('map', DEMO_UIDS.hidden)],
  ];

  it.each(answers)('never throw anything but an ApiError (%s)', (what, schema, answer) => {
    expectBentAnswersDecode(schema, answer, what, 200);
  });
});
