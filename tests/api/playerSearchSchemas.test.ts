import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PlayerListSchema } from '../../src/data/playerSearch';
import { decode } from '../../src/api/schema';
import { decodeWithDrops } from './decodeWithDrops';
import { groupMembers, searchPage } from '../../src/mocks/data/playerSearch';
import { expectBentAnswersDecode } from '../bend';

describe('a list of players (search, groups)', () => {
  it('reads the real captured search answer', () => {
    const { items: results, unread } = decode(
      PlayerListSchema,
      JSON.parse(readFileSync('../shared/real-api/players-find.json', 'utf8')),
      'this search',
    );
    expect(results).toHaveLength(3);
    expect(unread).toBe(0);
    expect(results[0]?.player.name).toBe('Kaizer_TM');
    expect(results[0]?.player.id).toBe('17cebbbb-2637-4110-ba67-f733de4559ea');
    expect(results[0]?.player.zone?.name).toBe('India');
    expect(
      results[0]?.matchmaking.map((standing) => [standing.typename, standing.rank, standing.division?.rule]),
    ).toEqual([
      ['3v3', 11058, 'points_range'],
      ['Royal', 57257, 'victory_count'],
    ]);
    expect(results[1]?.player.tag).toBe('$O$S$39F$OGEHT$39F~');
  });

  it('reads a bent answer: a player without zone and tag, an id sent as a number, matchmaking as an object, odd items dropped', () => {
    const [results, dropped] = decodeWithDrops(
      PlayerListSchema,
      [
        { player: { id: 'n1', name: 'Nadeo', meta: { vanity: 'nadeo', nadeo: true } } },
        {
          player: { id: 12345, name: null },
          matchmaking: {
            a: {
              typeid: '2',
              rank: '5',
              division: { position: 12, rule: 'minimum_points', minpoints: 4000, maxpoints: 0 },
            },
            b: null,
          },
        },
        { player: null },
        'junk',
      ],
      'this search',
    );
    expect(results.items).toEqual([
      { player: { id: 'n1', name: 'Nadeo', meta: { vanity: 'nadeo', nadeo: true } }, matchmaking: [] },
      {
        player: { id: '12345' },
        matchmaking: [
          { typeid: 2, rank: 5, division: { position: 12, rule: 'minimum_points', minpoints: 4000, maxpoints: 0 } },
        ],
      },
    ]);
    expect(results.unread).toBe(2);
    expect(dropped('(the answer)')).toBe(2);
    // The standing that could not be read, counted where no row of the list was dropped around it.
    const bentStanding = { player: { id: 12345 }, matchmaking: { a: { typeid: '2' }, b: null } };
    expect(decodeWithDrops(PlayerListSchema, [bentStanding], 'this search')[1]('[].matchmaking')).toBe(1);
  });

  it('fails an answer that is not a list, rather than show it as no players', () => {
    expect(() => decode(PlayerListSchema, { players: [] }, 'this group of players')).toThrow(
      "The server's answer for this group of players could not be read (the answer itself).",
    );
  });

  it.each([
    ['this search', searchPage('mock', 0)],
    ['this group of players', groupMembers('team')],
  ])('never throws anything but an ApiError on a bent copy of a mocked answer (%s)', (what, answer) => {
    expectBentAnswersDecode(PlayerListSchema, answer, what, 200);
  });
});
