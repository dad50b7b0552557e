import { describe, expect, it } from 'vitest';
import {
  MATCH_ID_HINT,
  groupTag,
  isRoyalStyleName,
  matchView,
  parseMatchId,
  statusLabel,
  statusTagClass,
  winnerIndex,
} from '../../src/lib/matchRules';

describe('group tags', () => {
  it('shows "Matchmaking" for matchmaking_ groups', () => {
    expect(groupTag('matchmaking_2v2')).toEqual({ label: 'Matchmaking' });
  });

  it('shows "Competition" with the full group as tooltip for LID-COMP- groups', () => {
    expect(groupTag('LID-COMP-vb1eqjxx4mcggpc')).toEqual({ label: 'Competition', title: 'LID-COMP-vb1eqjxx4mcggpc' });
  });

  it('shows any other group raw, and nothing for a missing one', () => {
    expect(groupTag('club_scrims')).toEqual({ label: 'club_scrims' });
    // The prefixes are case-sensitive, as the API writes them.
    expect(groupTag('Matchmaking_2v2')).toEqual({ label: 'Matchmaking_2v2' });
    expect(groupTag('')).toBeNull();
    expect(groupTag(undefined)).toBeNull();
  });
});

describe('status labels', () => {
  it.each([
    ['PENDING', 'Pending', 'tag is-info'],
    ['ONGOING', 'Ongoing', 'tag is-warning'],
    ['COMPLETED', 'Completed', 'tag is-success'],
    ['HAS_MATCHES', 'Has matches', 'tag'],
    [undefined, 'Unknown', 'tag'],
  ])('%s reads "%s"', (status, label, tagClass) => {
    expect(statusLabel(status)).toBe(label);
    expect(statusTagClass(status)).toBe(tagClass);
  });
});

describe('royal-style names', () => {
  it.each(['Official royal - 4242', 'Super royal 77', 'SRoyal Finals'])('"%s" is royal', (name) => {
    expect(isRoyalStyleName(name)).toBe(true);
  });

  it.each(['Ranked 2v2 - 1', 'official royal - 1', 'Official royal 1', 'A Super royal 2', 'Royal', undefined])(
    '"%s" is not',
    (name) => {
      expect(isRoyalStyleName(name)).toBe(false);
    },
  );
});

describe('the winner', () => {
  const teams = (...scores: number[]) => scores.map((score, index) => ({ index, score }));

  it('is the highest score, only when completed', () => {
    expect(winnerIndex('COMPLETED', teams(3, 5))).toBe(1);
    expect(winnerIndex('ONGOING', teams(3, 5))).toBeUndefined();
    expect(winnerIndex('PENDING', teams(0, 0))).toBeUndefined();
  });

  it('is the first team on a tie', () => {
    expect(winnerIndex('COMPLETED', teams(4, 4))).toBe(0);
    expect(winnerIndex('COMPLETED', teams(1, 6, 6))).toBe(1);
  });

  it('is nobody without teams', () => {
    expect(winnerIndex('COMPLETED', [])).toBeUndefined();
    expect(winnerIndex('COMPLETED', undefined)).toBeUndefined();
  });
});

describe('the view of a match', () => {
  const two = [
    { index: 0, score: 1 },
    { index: 1, score: 2 },
  ];

  it('chooses players, in progress, clans or teams', () => {
    expect(matchView({ participanttype: 'player', name: 'Cup' })).toBe('players');
    expect(matchView({ participanttype: 'team', name: 'Ranked 2v2', teams: [] })).toBe('in-progress');
    expect(matchView({ participanttype: 'team', name: 'Official royal - 1' })).toBe('in-progress');
    expect(matchView({ participanttype: 'team', name: 'Official royal - 1', teams: two })).toBe('clans');
    expect(matchView({ participanttype: 'team', name: 'Ranked 2v2', teams: two })).toBe('teams');
  });
});

describe('the go-to-match input', () => {
  it.each([
    ['LID-MTCH-abcdefghij12345', 'lid-mtch-abcdefghij12345'],
    ['lid-mtch-ABCDEFGHIJ12345', 'lid-mtch-abcdefghij12345'],
    ['Lid-Mtch-AbCdEfGhIj12345', 'lid-mtch-abcdefghij12345'],
    ['ABCDEFGHIJ12345', 'lid-mtch-abcdefghij12345'],
    ['  abcdefghij12345 ', 'lid-mtch-abcdefghij12345'],
  ])('takes %s to the lowercased id %s', (input, lid) => {
    expect(parseMatchId(input)).toEqual({ ok: true, lid, path: `/match/${lid}` });
  });

  it.each([
    '',
    'abc',
    'abcdefghij1234',
    'abcdefghij123456',
    'LID-MTCH-abcdefghij1234',
    'LID-COMP-abcdefghij12345',
    'abcdefghij-2345',
    'LID-MTCH-abcdefghij12345x',
  ])('refuses "%s" with the hint', (input) => {
    expect(parseMatchId(input)).toEqual({ ok: false, message: MATCH_ID_HINT });
  });
});
