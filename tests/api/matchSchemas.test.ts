import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/client';
import { decode } from '../../src/api/schema';
import { decodeWithDrops } from './decodeWithDrops';
import { MatchSchema, settingsWithValue } from '../../src/data/match';
import { MatchListPageSchema, nextMatchesPage } from '../../src/data/matches';
import { matchDetail, matchListPage, SPECIAL_MATCHES } from '../../src/mocks/data/matches';
import { expectBentAnswersDecode } from '../bend';

// A match in the shape API-SHAPES.md documents (no captured answer exists): settings as {key, value}, maps empty.
const documented = {
  id: 8_000_035,
  lid: 'LID-MTCH-team2v2complete',
  name: 'Ranked 2v2 - 8000035',
  group: 'matchmaking_2v2',
  startdate: 1_700_000_000,
  enddate: 1_700_000_900,
  scoredirection: 'Ascending',
  participanttype: 'team',
  scriptsettings: [
    { key: 'S_TimeLimit', value: '300' },
    { key: 'S_DecoImageUrl_Checkpoint', value: '' },
  ],
  maps: [],
  serverid: 123_456,
  serverjoinlink: '#join=…',
  status: 'COMPLETED',
  players: [
    {
      player: { id: 'p1', name: 'Alpha', zone: { name: 'France', flag: 'FRA' } },
      rank: 1,
      score: 40,
      team: 1,
      mvp: true,
      matchmakingpoints: { before: 1000, after: 1015 },
    },
    {
      player: { id: 'p2', name: 'Beta' },
      rank: 2,
      score: 35,
      team: 0,
      matchmakingpoints: { before: 1100, after: 1088 },
    },
  ],
  teams: [
    { index: 0, score: 3 },
    { index: 1, score: 5 },
  ],
};

describe('a match', () => {
  it('reads the documented shape: settings as {key, value}, players with their team and points, the teams', () => {
    const match = decode(MatchSchema, documented, 'this match');
    expect(match).toEqual({
      id: 8_000_035,
      lid: 'LID-MTCH-team2v2complete',
      name: 'Ranked 2v2 - 8000035',
      group: 'matchmaking_2v2',
      startdate: 1_700_000_000,
      enddate: 1_700_000_900,
      participanttype: 'team',
      status: 'COMPLETED',
      maps: [],
      scriptsettings: [
        { name: 'S_TimeLimit', value: '300' },
        { name: 'S_DecoImageUrl_Checkpoint', value: '' },
      ],
      players: [
        {
          player: { id: 'p1', name: 'Alpha', zone: { name: 'France', flag: 'FRA' } },
          rank: 1,
          score: 40,
          team: 1,
          mvp: true,
          matchmakingpoints: { before: 1000, after: 1015 },
        },
        {
          player: { id: 'p2', name: 'Beta' },
          rank: 2,
          score: 35,
          team: 0,
          matchmakingpoints: { before: 1100, after: 1088 },
        },
      ],
      teams: [
        { index: 0, score: 3 },
        { index: 1, score: 5 },
      ],
      unread: 0,
    });
    expect(settingsWithValue(match.scriptsettings)).toEqual([{ name: 'S_TimeLimit', value: '300' }]);
  });

  it('reads 2024 settings as {name, type, value}, a number or flag as its text, and settings keyed by name', () => {
    const match = decode(
      MatchSchema,
      {
        scriptsettings: [
          { name: 'S_TimeLimit', type: 'integer', value: 300 },
          { name: 'S_ForceLapsNb', type: 'boolean', value: false },
          { name: 'S_DecoImageUrl_Checkpoint', type: 'text', value: null },
        ],
      },
      'this match',
    );
    expect(settingsWithValue(match.scriptsettings)).toEqual([
      { name: 'S_TimeLimit', value: '300' },
      { name: 'S_ForceLapsNb', value: 'false' },
    ]);
    const keyed = decode(
      MatchSchema,
      { scriptsettings: { S_PointsLimit: { key: 'S_PointsLimit', type: 'integer', value: '100' } } },
      'this match',
    );
    expect(settingsWithValue(keyed.scriptsettings)).toEqual([{ name: 'S_PointsLimit', value: '100' }]);
  });

  it('reads a bent match: players without an account left out, scores as text or unreadable, teams as an object, 2025 points with valid', () => {
    const [match, dropped] = decodeWithDrops(
      MatchSchema,
      {
        id: '8000035',
        name: 8000035,
        status: null,
        startdate: '2024-02-10T19:00:00+00:00',
        players: [
          { player: null, score: 10, team: 0 },
          { score: 12, team: 1 },
          {
            player: { id: 'p1' },
            score: '40',
            team: '1',
            rank: 'first',
            matchmakingpoints: { valid: true, before: '1000', after: 1015 },
          },
          { player: { id: 'p2', name: null }, score: 'n/a', team: 0 },
        ],
        teams: { a: { index: '1', score: '5' }, b: { index: 0, score: null }, c: { score: 2 } },
        maps: [{ mapUid: 'u1', name: null }, { name: 'no uid' }],
      },
      'this match',
    );
    expect(match).toEqual({
      id: 8_000_035,
      name: '8000035',
      startdate: '2024-02-10T19:00:00+00:00',
      players: [
        { player: { id: 'p1' }, score: 40, team: 1, matchmakingpoints: { before: 1000, after: 1015 } },
        { player: { id: 'p2' }, score: 0, team: 0 },
      ],
      teams: [
        { index: 1, score: 5 },
        { index: 0, score: 0 },
      ],
      maps: [{ mapUid: 'u1', name: '' }],
      scriptsettings: [],
      unread: 2,
    });
    expect(dropped('players')).toBe(2);
  });

  it('fails with its message when the answer is not an object at all', () => {
    expect(() => decode(MatchSchema, 'down', 'this match')).toThrow(
      new ApiError('shape', "The server's answer for this match could not be read (the answer itself)."),
    );
    expect(() => decode(MatchSchema, null, 'this match')).toThrow(ApiError);
  });
});

describe('a page of the match list', () => {
  it('reads the documented shape: unix seconds or an ISO start, the maps', () => {
    const page = decode(
      MatchListPageSchema,
      {
        matches: [
          {
            id: 9_800_136,
            lid: 'LID-MTCH-m500136abcdefgh',
            starttime: 1_700_000_000,
            status: 'COMPLETED',
            maps: [{ mapUid: 'u1', name: '$s Map' }],
          },
          { id: 9_800_135, lid: 'LID-MTCH-m500135abcdefgh', starttime: '2023-11-14T22:13:20+00:00', status: 'ONGOING' },
        ],
      },
      'the match list',
    );
    expect(page.matches.items).toEqual([
      {
        id: 9_800_136,
        lid: 'LID-MTCH-m500136abcdefgh',
        starttime: 1_700_000_000,
        status: 'COMPLETED',
        maps: [{ mapUid: 'u1', name: '$s Map' }],
      },
      {
        id: 9_800_135,
        lid: 'LID-MTCH-m500135abcdefgh',
        starttime: '2023-11-14T22:13:20+00:00',
        status: 'ONGOING',
        maps: [],
      },
    ]);
  });

  it('reads a bent page: the list as an object, an id as text, a match without a live id dropped but counted towards a full page', () => {
    const rows = Array.from({ length: 25 }, (_, n) => ({
      id: String(n + 1),
      lid: n === 3 ? null : `LID-MTCH-${n}`,
      starttime: null,
      status: 7,
      maps: { a: { mapUid: 'u', name: 5 } },
    }));
    const page = decode(
      MatchListPageSchema,
      { matches: Object.fromEntries(rows.map((row, n) => [`k${n}`, row])) },
      'the match list',
    );
    expect(page.matches.items).toHaveLength(24);
    expect(page.matches.items[0]).toEqual({
      id: 1,
      lid: 'LID-MTCH-0',
      status: '7',
      maps: [{ mapUid: 'u', name: '5' }],
    });
    expect(page.matches.unread).toBe(1);
    // 24 read and 1 unreadable: the server sent a full page, so there may be more.
    expect(nextMatchesPage(page, 0)).toBe(1);
    expect(decode(MatchListPageSchema, { matches: null }, 'the match list').matches).toEqual({ items: [], unread: 0 });
  });
});

describe('every match schema', () => {
  it('decodes any bent mocked answer, or fails with an ApiError', () => {
    for (const lid of [SPECIAL_MATCHES.teamCompleted, SPECIAL_MATCHES.royal2024, SPECIAL_MATCHES.players]) {
      expectBentAnswersDecode(MatchSchema, matchDetail(lid), 'this match', 100);
    }
    expectBentAnswersDecode(MatchListPageSchema, { matches: matchListPage(5, 0) }, 'the match list');
  });
});
