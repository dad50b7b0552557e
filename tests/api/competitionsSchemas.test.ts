import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/client';
import { decode } from '../../src/api/schema';
import { decodeWithDrops } from './decodeWithDrops';
import {
  ChallengeSchema,
  CompetitionSchema,
  EventListPageSchema,
  LeaderboardPageSchema,
  LegacyCompetitionSchema,
  ResultsPageSchema,
  TeamsAnswerSchema,
} from '../../src/data/competitions';
import { eventAt, eventPage, FEATURED } from '../../src/mocks/data/competitions';
import { challengeDetail, roundsOf } from '../../src/mocks/data/competitionRounds';
import { challengeResults, leaderboardPage, matchResults, teamsOf } from '../../src/mocks/data/competitionResults';
import { legacyLeaderboardPage, mockEventDetail, mockLegacyEvent } from '../../src/mocks/data/competitionDetail';
import { expectBentAnswersDecode } from '../bend';

const captured = (name: string): unknown => JSON.parse(readFileSync(`../shared/real-api/${name}`, 'utf8'));

const nadeo = { id: 'afe7e1c1-7086-48f7-bde9-a7e320647510', name: 'Nadeo', meta: { nadeo: true } };

describe('the event list', () => {
  it('reads an answer in the documented shape: new and legacy events, a creator without zone or tag', () => {
    const page = decode(
      EventListPageSchema,
      {
        competitions: [
          {
            id: 4301,
            competitionid: 90997,
            clubid: 12,
            name: '$f80Grand League',
            timestamp: 1_700_000_000,
            creatorplayer: nadeo,
            latesteditorplayer: nadeo,
          },
          { id: 3001, competitionid: 0, clubid: 0, name: 'Old Cup', timestamp: 1_600_000_000 },
        ],
        page: 0,
        page_max: 56,
      },
      'the event list',
    );
    expect(page).toEqual({
      competitions: {
        items: [
          {
            id: 4301,
            competitionid: 90997,
            clubid: 12,
            name: '$f80Grand League',
            timestamp: 1_700_000_000,
            creatorplayer: { id: nadeo.id, name: 'Nadeo', meta: { nadeo: true } },
          },
          { id: 3001, competitionid: 0, clubid: 0, name: 'Old Cup', timestamp: 1_600_000_000 },
        ],
        unread: 0,
      },
      page: 0,
      page_max: 56,
    });
  });

  it('reads a bent page: the list as an object, ids and counts as text, a name as a number, an event without an id dropped', () => {
    const page = decode(
      EventListPageSchema,
      {
        competitions: {
          a: { id: '4301', competitionid: '90997', name: 2024, numplayers: '64', logourl: null },
          b: { name: 'no id' },
        },
        page_max: 'many',
      },
      'the event list',
    );
    expect(page.competitions.items).toEqual([{ id: 4301, competitionid: 90997, name: '2024', numplayers: 64 }]);
    expect(page.competitions.unread).toBe(1);
    expect(page.page_max).toBeUndefined();
    expect(decode(EventListPageSchema, {}, 'the event list').competitions).toEqual({ items: [], unread: 0 });
  });
});

describe('a new event', () => {
  it('reads the real captured answer (empty links, registration 0, the creator as an id only)', () => {
    const event = decode(CompetitionSchema, captured('comp.json'), 'this event');
    expect(event).toEqual({
      id: 344,
      numplayers: 2532,
      liveid: 'LID-COMP-oyportjala2mm5p',
      name: 'Cup of the Day 2021-04-26',
      description: '',
      registrationstart: 0,
      registrationend: 0,
      startdate: 1619457390,
      enddate: 1619464590,
      rulesurl: '',
      streamurl: '',
      websiteurl: '',
      logourl: '',
      // The capture has an empty manialink and vertical image: read as none (the header leaves them out).
      manialink: '',
      verticalurl: '',
      rounds: [
        {
          id: 645,
          name: 'Round',
          status: 'COMPLETED',
          matches: [
            { id: 5163, name: 'Match 1', completed: true },
            { id: 5164, name: 'Match 2', completed: true },
          ],
          challenges: [],
        },
      ],
    });
  });

  it('reads a bent event: rounds as an object, a round without an id dropped, a null creator, a 2025 metadata object ignored', () => {
    const [event, dropped] = decodeWithDrops(
      CompetitionSchema,
      {
        id: '90997',
        name: null,
        clubid: '12',
        creatorplayer: null,
        startdate: 'soon',
        metadata: { competitionid: 90997, competitionmaps: null, competitionname: 'Grand League' },
        rounds: {
          r1: { id: 1, name: 'Qualifier', challenges: { c: { id: '5', name: 5 } }, matches: null },
          r2: { name: 'no id' },
        },
      },
      'this event',
    );
    expect(event).toEqual({
      id: 90997,
      name: '',
      clubid: 12,
      rounds: [{ id: 1, name: 'Qualifier', matches: [], challenges: [{ id: 5, name: '5' }] }],
    });
    expect(dropped('rounds')).toBe(1);
  });

  it('fails with its message when the event has no id', () => {
    expect(() => decode(CompetitionSchema, { name: 'x' }, 'this event')).toThrow(
      new ApiError('shape', "The server's answer for this event could not be read (id)."),
    );
  });
});

describe('a legacy event', () => {
  it('reads a legacy answer with its player limit; a null or id-less creator reads as none', () => {
    const answer = {
      id: 3001,
      name: 'Old Cup',
      description: '',
      numplayers: 120,
      maxplayers: 128,
      rulesurl: '',
      type: 'legacy',
    };
    expect(decode(LegacyCompetitionSchema, { ...answer, creatorplayer: null }, 'this event')).toEqual({
      id: 3001,
      name: 'Old Cup',
      description: '',
      numplayers: 120,
      maxplayers: 128,
      rulesurl: '',
      type: 'legacy',
    });
    expect(
      decode(LegacyCompetitionSchema, { ...answer, creatorplayer: { id: null, name: 'Ghost' } }, 'this event')
        .creatorplayer,
    ).toBeUndefined();
    expect(
      decode(LegacyCompetitionSchema, { ...answer, numplayers: '120', maxplayers: null }, 'this event'),
    ).toMatchObject({ numplayers: 120 });
  });
});

describe('the teams', () => {
  const team = { id: 9099701, name: 'Team A', players: [nadeo] };
  const decoded = { id: 9099701, name: 'Team A', players: [{ id: nadeo.id, name: 'Nadeo', meta: { nadeo: true } }] };

  it('reads {teams: [...]} and a bare list alike', () => {
    expect(decode(TeamsAnswerSchema, { teams: [team] }, 'the teams')).toEqual([decoded]);
    expect(decode(TeamsAnswerSchema, [team], 'the teams')).toEqual([decoded]);
  });

  it('reads bent teams: keyed by id, players as null, a team without an id dropped, no list at all', () => {
    expect(
      decode(
        TeamsAnswerSchema,
        { teams: { a: { ...team, id: '9099701', players: null }, b: { name: 'no id' } } },
        'the teams',
      ),
    ).toEqual([{ id: 9099701, name: 'Team A', players: [] }]);
    expect(decode(TeamsAnswerSchema, { teams: null }, 'the teams')).toEqual([]);
    expect(decode(TeamsAnswerSchema, {}, 'the teams')).toEqual([]);
    expect(decode(TeamsAnswerSchema, null, 'the teams')).toEqual([]);
  });
});

describe('a challenge', () => {
  it('reads the documented shape: admins with and without a display name, maps as uids', () => {
    const challenge = decode(
      ChallengeSchema,
      {
        id: 232,
        name: 'Challenge',
        status: 'HAS_SERVERS',
        servers: 0,
        admins: [{ accountid: 'a1', displayname: 'magnetik.org' }, { accountid: 'a2' }],
        maps: [{ mapUid: 'u1' }],
      },
      'this challenge',
    );
    expect(challenge).toEqual({
      id: 232,
      name: 'Challenge',
      status: 'HAS_SERVERS',
      servers: 0,
      admins: [{ accountid: 'a1', displayname: 'magnetik.org' }, { accountid: 'a2' }],
      maps: [{ mapUid: 'u1' }],
    });
  });

  it('tells missing maps from none, and drops an admin without an account', () => {
    const bent = decode(
      ChallengeSchema,
      { id: '232', servers: '3', mapcount: 'two', admins: { x: { accountid: null }, y: { accountid: 'a1' } } },
      'this challenge',
    );
    expect(bent).toEqual({ id: 232, name: '', servers: 3, admins: [{ accountid: 'a1' }] });
    expect(bent.maps).toBeUndefined();
    expect(decode(ChallengeSchema, { id: 1, maps: null }, 'this challenge').maps).toBeUndefined();
    expect(decode(ChallengeSchema, { id: 1, maps: [] }, 'this challenge').maps).toEqual([]);
  });
});

describe('result pages', () => {
  it('read positions, players, scores and teams (a team name or a team number)', () => {
    const page = decode(
      ResultsPageSchema,
      {
        unit: 'ms',
        results: [
          { position: 1, player: nadeo, score: 41_000, team: 'Team A' },
          { position: 2, player: { id: 'p2' }, score: 42_000, team: 3 },
        ],
      },
      'the results',
    );
    expect(page.results.items).toEqual([
      { position: 1, player: { id: nadeo.id, name: 'Nadeo', meta: { nadeo: true } }, score: 41_000, team: 'Team A' },
      { position: 2, player: { id: 'p2' }, score: 42_000, team: 3 },
    ]);
  });

  it('read a bent page: rows keyed, numbers as text, a row without a player dropped and counted, an unreadable score unknown', () => {
    const page = decode(
      ResultsPageSchema,
      {
        results: {
          a: { position: '1', player: { id: 'p1', name: 7 }, score: '41000' },
          b: { position: 2, player: null },
          c: { position: 3, player: { id: 'p3' }, score: 'DNF', team: null },
        },
        page_max: '4',
      },
      'the results',
    );
    expect(page.results.items).toEqual([
      { position: 1, player: { id: 'p1', name: '7' }, score: 41_000 },
      { position: 3, player: { id: 'p3' } },
    ]);
    expect(page.results.unread).toBe(1);
    expect(page.page_max).toBe(4);
  });

  it('read a leaderboard sent as participants (2025 clients) as its results', () => {
    const board = decode(
      LeaderboardPageSchema,
      { page: 0, participants: [{ player: { id: 'p1' }, position: 1, score: 900 }] },
      'the leaderboard',
    );
    expect(board).toEqual({
      page: 0,
      results: { items: [{ player: { id: 'p1' }, position: 1, score: 900 }], unread: 0 },
    });
    const both = decode(
      LeaderboardPageSchema,
      { results: [{ player: { id: 'p2' }, position: 1, score: 5 }], participants: [] },
      'the leaderboard',
    );
    expect(both.results.items).toEqual([{ player: { id: 'p2' }, position: 1, score: 5 }]);
  });
});

describe('every event schema', () => {
  it('decodes any bent mocked answer, or fails with an ApiError', () => {
    const live = eventAt(FEATURED.live);
    const legacy = eventAt(FEATURED.legacy);
    const rounds = roundsOf(live);
    const challengeId = rounds.flatMap((round) => round.challenges)[0]?.id ?? 0;
    const matchId = rounds.flatMap((round) => round.matches)[0]?.id ?? 0;
    // Real mocked answers, not empty ones: a bent empty list proves little.
    expect(challengeResults(live, challengeId, 0)?.length).toBeGreaterThan(0);
    expect(matchResults(live, matchId, 0)?.length).toBeGreaterThan(0);
    expect(teamsOf(live).length).toBeGreaterThan(0);
    expectBentAnswersDecode(EventListPageSchema, eventPage(0), 'the event list');
    expectBentAnswersDecode(CompetitionSchema, mockEventDetail(live), 'this event');
    expectBentAnswersDecode(TeamsAnswerSchema, { teams: teamsOf(live) }, "this event's teams");
    expectBentAnswersDecode(ChallengeSchema, challengeDetail(live, challengeId), 'this challenge');
    expectBentAnswersDecode(
      ResultsPageSchema,
      { results: challengeResults(live, challengeId, 0) },
      "this challenge's results",
    );
    expectBentAnswersDecode(ResultsPageSchema, { results: matchResults(live, matchId, 0) }, "this match's results");
    expectBentAnswersDecode(LeaderboardPageSchema, leaderboardPage(live, 0), "this event's leaderboard");
    expectBentAnswersDecode(LegacyCompetitionSchema, mockLegacyEvent(legacy), 'this event');
    expectBentAnswersDecode(LeaderboardPageSchema, legacyLeaderboardPage(legacy, 0), "this event's leaderboard");
  });
});
