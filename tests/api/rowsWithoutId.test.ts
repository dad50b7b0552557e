// Every list a page shows by player, map or account: a row whose player (or map) came without its id cannot be linked
// or merged, so it is dropped, the rows around it stay, and the count a page words as "1 … could not be read" says 1
// (`unread` of a counted list, the drift alarm's dropped count for the others).
import { describe, expect, it } from 'vitest';
import { decode } from '../../src/api/schema';
import { PlayerListSchema } from '../../src/data/playerSearch';
import { LeaderboardAnswerSchema } from '../../src/data/leaderboard';
import { RankingPageSchema } from '../../src/data/cotd';
import { MatchmakingRankingPageSchema, TrophyRankingPageSchema } from '../../src/data/rankings';
import { CampaignRankingAnswerSchema, RecordPageSchema } from '../../src/data/campaign';
import { MatchListPageSchema } from '../../src/data/matches';
import { LeaderboardPageSchema, ResultsPageSchema } from '../../src/data/competitions';
import { ClubMemberPageSchema } from '../../src/data/clubTypes';
import { MatchSchema } from '../../src/data/match';
import { decodeWithDrops } from './decodeWithDrops';

const ana = { id: 'acc-ana', name: 'Ana' };
/** The same player as the answer sends it when the account id is missing: a name, a zone, no id. */
const nameless = { name: 'Ghost', zone: { name: 'France', flag: 'FRA' } };

describe('a row whose player has no id', () => {
  it('is dropped from a map leaderboard, and the board says 1 row could not be read', () => {
    const board = decode(
      LeaderboardAnswerSchema,
      {
        tops: [
          { player: ana, position: 1, time: 41_234 },
          { player: nameless, position: 2, time: 41_500 },
        ],
        playercount: 2,
      },
      'this leaderboard',
    );
    expect(board.tops.map((row) => [row.position, row.player.name])).toEqual([[1, 'Ana']]);
    expect(board.unread).toBe(1);
    expect(board.playercount).toBe(2);
  });

  it('is dropped from the Cup of the Day ranking, counted once', () => {
    const [page, dropped] = decodeWithDrops(
      RankingPageSchema,
      {
        players: [
          { position: 1, player: ana, wins: 12 },
          { position: 2, player: nameless, wins: 9 },
        ],
        page: 0,
      },
      'the player ranking',
    );
    expect(page.players.map((row) => [row.position, row.player.name, row.wins])).toEqual([[1, 'Ana', 12]]);
    expect(dropped('players')).toBe(1);
    expect(page.unread).toBe(1);
  });

  it('is dropped from the trophy and the matchmaking rankings, counted once each', () => {
    const [trophies, trophiesDropped] = decodeWithDrops(
      TrophyRankingPageSchema,
      {
        ranks: [
          { rank: 1, score: 2_000_000, player: ana },
          { rank: 2, score: 1_999_999, player: nameless },
        ],
      },
      'the trophy ranking',
    );
    expect(trophies.ranks.map((row) => [row.rank, row.player.name])).toEqual([[1, 'Ana']]);
    expect(trophiesDropped('ranks')).toBe(1);
    expect(trophies.unread).toBe(1);

    const [matchmaking, matchmakingDropped] = decodeWithDrops(
      MatchmakingRankingPageSchema,
      {
        ranks: [
          { rank: 1, player: nameless, score: 4_000 },
          { rank: 2, player: ana, score: 3_999 },
        ],
      },
      'the matchmaking ranking',
    );
    expect(matchmaking.ranks.map((row) => [row.rank, row.player.name, row.score])).toEqual([[2, 'Ana', 3_999]]);
    expect(matchmakingDropped('ranks')).toBe(1);
    expect(matchmaking.unread).toBe(1);
  });

  it("is dropped from a campaign's ranking, counted once", () => {
    const [ranking, dropped] = decodeWithDrops(
      CampaignRankingAnswerSchema,
      {
        tops: [
          { player: ana, position: 1, points: 9_000 },
          { player: nameless, position: 2, points: 8_000 },
        ],
      },
      'the campaign ranking',
    );
    expect(ranking.tops).toEqual([{ player: ana, position: 1, points: 9_000 }]);
    expect(dropped('tops')).toBe(1);
    expect(ranking.unread).toBe(1);
  });

  it('is dropped from a player search, counted once', () => {
    const [results, dropped] = decodeWithDrops(
      PlayerListSchema,
      [
        { player: ana, matchmaking: [] },
        { player: nameless, matchmaking: [] },
      ],
      'this search',
    );
    expect(results.items.map((result) => result.player.name)).toEqual(['Ana']);
    expect(dropped('(the answer)')).toBe(1);
    expect(results.unread).toBe(1);
  });
});

describe('a record whose map or player has no id', () => {
  const record = {
    id: 1,
    group: 'Personal_Best',
    map: { mapUid: 'uid-a', name: 'Alpha' },
    player: ana,
    time: 41_234,
    drivenat: 1_700_000_000,
  };

  it('is dropped from the recent world records, each counted, and the list says 2 could not be read', () => {
    const [records, dropped] = decodeWithDrops(
      RecordPageSchema,
      [record, { ...record, id: 2, map: { name: 'No uid' } }, { ...record, id: 3, player: nameless }],
      'the recent records',
    );
    expect(records.items.map((row) => [row.id, row.map.name, row.player.name])).toEqual([[1, 'Alpha', 'Ana']]);
    expect(dropped('(the answer)')).toBe(2);
    expect(records.unread).toBe(2);
  });

  it("is dropped from a campaign's activity page, and the page says 1 could not be read", () => {
    const page = decode(RecordPageSchema, [record, { ...record, id: 2, player: nameless }], 'the activity');
    expect(page.items.map((row) => row.id)).toEqual([1]);
    expect(page.unread).toBe(1);
  });
});

describe('a listed match whose id is missing', () => {
  it('is dropped from the match list, and the list says 1 could not be read', () => {
    const page = decode(
      MatchListPageSchema,
      {
        matches: [
          { id: 101, lid: 'LID-101', status: 'COMPLETED', maps: [] },
          { lid: 'LID-102', status: 'COMPLETED', maps: [] },
        ],
      },
      'the match list',
    );
    expect(page.matches.items.map((match) => match.lid)).toEqual(['LID-101']);
    expect(page.matches.unread).toBe(1);
  });
});

describe("an event's or a club's row whose player has no id", () => {
  it("is dropped from an event's round results, and the results say 1 could not be read", () => {
    const page = decode(
      ResultsPageSchema,
      {
        results: [
          { position: 1, player: ana, score: 41_000 },
          { position: 2, player: nameless, score: 41_500 },
        ],
        page_max: 1,
      },
      'the results',
    );
    expect(page.results.items.map((row) => [row.position, row.player.name, row.score])).toEqual([[1, 'Ana', 41_000]]);
    expect(page.results.unread).toBe(1);
  });

  it("is dropped from an event's leaderboard sent as participants, counted once", () => {
    const page = decode(
      LeaderboardPageSchema,
      {
        participants: [
          { position: 1, player: nameless, score: 998 },
          { position: 2, player: ana, score: 996 },
        ],
      },
      'the leaderboard',
    );
    expect(page.results.items.map((row) => [row.position, row.player.name])).toEqual([[2, 'Ana']]);
    expect(page.results.unread).toBe(1);
  });

  it("is dropped from a club's members, and the members say 1 could not be read", () => {
    const page = decode(
      ClubMemberPageSchema,
      {
        members: [
          { player: nameless, role: 'Admin' },
          { player: ana, role: 'Member' },
        ],
        page_max: 1,
      },
      'the members',
    );
    expect(page.members.items.map((member) => [member.player.name, member.role])).toEqual([['Ana', 'Member']]);
    expect(page.members.unread).toBe(1);
  });

  it("is dropped from a match's players, and the match says 1 could not be read", () => {
    const [match, dropped] = decodeWithDrops(
      MatchSchema,
      {
        id: 1,
        lid: 'LID-1',
        players: [
          { player: ana, rank: 1, score: 4 },
          { player: nameless, rank: 2, score: 3 },
        ],
      },
      'this match',
    );
    expect(match.players.map((row) => row.player.name)).toEqual(['Ana']);
    expect(dropped('players')).toBe(1);
    expect(match.unread).toBe(1);
  });
});
