import { describe, expect, it } from 'vitest';
import { parseStored, serialize, withFollowed, withoutFollowed, type FollowingState } from '../../src/lib/following';
import { dayPhrase, describeChanges, snapshotOf, withSnapshots } from '../../src/lib/followingChanges';
import { parseExport, parseIdList, withImported } from '../../src/lib/followingTransfer';

// The pure rules of the followed players' list (plain Node, no storage): what a stored or imported list reads as,
// and the "what changed since your last visit" lines the Following page shows.

// Ids with letters: a rule that lost its lower-casing shows.
const A = 'aaaaaaaa-1111-4bbb-8ccc-dddddddddddd';
const B = 'bbbbbbbb-2222-4ccc-8ddd-eeeeeeeeeeee';
const C = 'cccccccc-3333-4ddd-8eee-ffffffffffff';
const idAt = (n: number) => `abcdef00-0000-4000-8000-${String(n).padStart(12, '0')}`;
const stored = (value: unknown) => parseStored(JSON.stringify(value));
const following = (...ids: string[]): FollowingState => ({
  players: ids.map((id) => ({ id, addedAt: 1 })),
  snapshots: {},
});

describe('a stored list', () => {
  it('reads version 1: ids in lower case, once each, a missing date as 0, an empty name as none', () => {
    const state = stored({
      version: 1,
      players: [
        { id: A.toUpperCase(), addedAt: 5, name: 'Alice' },
        { id: B, name: '' },
        { id: A, addedAt: 9 },
        { id: C, addedAt: 'soon', name: 7 },
      ],
      snapshots: [],
    });
    expect(state).toEqual({
      players: [
        { id: A, addedAt: 5, name: 'Alice' },
        { id: B, addedAt: 0 },
        { id: C, addedAt: 0 },
      ],
      snapshots: {},
    });
    expect(state.problem).toBeUndefined();
  });

  it('reads version 0 in lower case', () => {
    expect(stored([A.toUpperCase()]).players).toEqual([{ id: A, addedAt: 0 }]);
  });

  it('keeps the first 100 players of a longer list, in either version', () => {
    const ids = Array.from({ length: 101 }, (_, n) => idAt(n));
    expect(stored(ids).players.map((player) => player.id)).toEqual(ids.slice(0, 100));
    expect(stored({ version: 1, players: ids.map((id) => ({ id, addedAt: 1 })) }).players).toHaveLength(100);
  });

  it('drops a whole list with one id that is not an account id, with a problem to tell', () => {
    expect(stored([A, 'B'])).toEqual({ players: [], snapshots: {}, problem: true });
    expect(stored({ version: 1, players: [{ id: A }, 'x'] })).toEqual({ players: [], snapshots: {}, problem: true });
    expect(stored({ version: 1, players: {} })).toEqual({ players: [], snapshots: {}, problem: true });
  });

  it('writes what it reads back', () => {
    const state: FollowingState = {
      players: [{ id: A, addedAt: 3, name: 'Alice' }],
      snapshots: { [A]: { figures: { points: 4 }, takenAt: 5 } },
    };
    expect(parseStored(serialize(state))).toEqual(state);
  });
});

describe('following and unfollowing', () => {
  it('adds a player in lower case with the name given, after the others', () => {
    const { state, result } = withFollowed(following(B), { id: A.toUpperCase(), name: 'Alice' }, 7);
    expect(result).toBe('followed');
    expect(state.players).toEqual([
      { id: B, addedAt: 1 },
      { id: A, addedAt: 7, name: 'Alice' },
    ]);
    expect(withFollowed(following(), { id: A, name: '' }, 7).state.players).toEqual([{ id: A, addedAt: 7 }]);
    expect(withFollowed(following(A), { id: A.toUpperCase() }, 7).result).toBe('already');
  });

  it('is full at 100: the 100th player is followed, the 101st is not', () => {
    const ninetyNine = following(...Array.from({ length: 99 }, (_, n) => idAt(n)));
    const hundred = withFollowed(ninetyNine, { id: A }, 1);
    expect(hundred.result).toBe('followed');
    expect(withFollowed(hundred.state, { id: B }, 1)).toEqual({ state: hundred.state, result: 'full' });
  });

  it('forgets an unfollowed player’s snapshot, whatever the case of the id', () => {
    const state: FollowingState = {
      ...following(A, B),
      snapshots: { [A]: { figures: {}, takenAt: 1 }, [B]: { figures: {}, takenAt: 1 } },
    };
    expect(withoutFollowed(state, A.toUpperCase())).toEqual({
      players: [{ id: B, addedAt: 1 }],
      snapshots: { [B]: { figures: {}, takenAt: 1 } },
    });
  });
});

describe('a stored snapshot', () => {
  const withSnapshot = (snapshot: unknown): FollowingState => ({
    ...following(A),
    snapshots: { [A]: snapshot } as FollowingState['snapshots'],
  });

  it('keeps the figures that read as numbers and leaves out the others', () => {
    const snapshot = {
      takenAt: 10,
      figures: {
        points: '5',
        counts: [1, 'x'],
        ranks: { '2v2': 40, '3v3': null },
        cotd: { id: 9, div: 2, divrank: '1', rank: 30, at: 'yesterday' },
      },
    };
    expect(snapshotOf(withSnapshot(snapshot), A.toUpperCase())).toEqual({
      takenAt: 10,
      figures: { ranks: { '2v2': 40 }, cotd: { id: 9, div: 2, rank: 30 } },
    });
    expect(
      snapshotOf(withSnapshot({ takenAt: 10, figures: { points: 5, counts: [1, 2], cotd: { div: 2 } } }), A),
    ).toEqual({ takenAt: 10, figures: { points: 5, counts: [1, 2] } });
  });

  it('is none without a date, without figures, or for a player no longer followed', () => {
    expect(snapshotOf(withSnapshot({ figures: { points: 5 } }), A)).toBeUndefined();
    expect(snapshotOf(withSnapshot({ takenAt: 10, figures: [5] }), A)).toBeUndefined();
    expect(snapshotOf(withSnapshot([{ takenAt: 10, figures: {} }]), A)).toBeUndefined();
    expect(snapshotOf({ players: [], snapshots: { [A]: { figures: { points: 5 }, takenAt: 10 } } }, A)).toBeUndefined();
  });

  it('is replaced for the players seen this visit and only for them', () => {
    const state: FollowingState = {
      ...following(A, B, C),
      snapshots: { [A]: { figures: { points: 1 }, takenAt: 10 } },
    };
    expect(withSnapshots(state, { [B]: { points: 2 } }, 20)).toEqual({
      players: state.players,
      snapshots: { [A]: { figures: { points: 1 }, takenAt: 10 }, [B]: { figures: { points: 2 }, takenAt: 20 } },
    });
  });
});

describe('what changed since the last visit', () => {
  const now = new Date(2024, 2, 12, 15, 0).getTime();

  it('says when a day was: today, yesterday, or the date', () => {
    expect(dayPhrase(new Date(2024, 2, 12, 0, 5).getTime(), now)).toBe('today');
    expect(dayPhrase(new Date(2024, 2, 11, 23, 55).getTime(), now)).toBe('yesterday');
    expect(dayPhrase(new Date(2024, 2, 10, 12, 0).getTime(), now)).toBe('on 10 March');
  });

  it('counts trophy points when the tiers are not known on both visits, and only a gain', () => {
    expect(describeChanges({ points: 1_000, counts: [1] }, { points: 2_234.6 }, now)).toEqual(['+1,235 trophy points']);
    expect(describeChanges({ points: 1_000 }, { points: 1_000 }, now)).toEqual([]);
    expect(describeChanges({ points: 1_000 }, { points: 900 }, now)).toEqual([]);
    expect(describeChanges({}, { points: 900 }, now)).toEqual([]);
  });

  it('counts a tier the last visit did not have, highest tier first, and no trophy points beside them', () => {
    expect(describeChanges({ counts: [2], points: 10 }, { counts: [3, 1_500], points: 99 }, now)).toEqual([
      '+1,500 T2 trophies',
      '+1 T1 trophy',
    ]);
  });

  it('names each matchmaking rank that moved, and only those known on both visits', () => {
    expect(
      describeChanges({ ranks: { '2v2': 12_000, royal: 3 } }, { ranks: { '2v2': 9_999, '3v3': 5, royal: 3 } }, now),
    ).toEqual(['2v2 rank 12,000 → 9,999']);
  });

  it('tells a new cup with its division, its rank when known, and its day', () => {
    const last = { cotd: { id: 7, div: 1, divrank: 2 } };
    expect(describeChanges(last, { cotd: { id: 8, div: 12, divrank: 1 } }, now)).toEqual(['won division 12']);
    expect(describeChanges(last, { cotd: { id: 8, div: 1_001, at: now } }, now)).toEqual([
      'Cup of the Day: division 1,001 today',
    ]);
    expect(describeChanges({}, { cotd: { id: 8, div: 2, divrank: 3_456 } }, now)).toEqual([
      'Cup of the Day: division 2, rank 3,456',
    ]);
    // The same cup as last time, or a cup without a division, is nothing new to tell.
    expect(describeChanges(last, { cotd: { id: 7, div: 3, divrank: 1 } }, now)).toEqual([]);
    expect(describeChanges(last, { cotd: { id: 8, rank: 40 } }, now)).toEqual([]);
  });
});

describe('moving a list between browsers', () => {
  it('reads ids separated by commas, spaces, semicolons or new lines', () => {
    expect(parseIdList(` ${A};${B}\n${C}\t`)).toEqual({ ids: [A, B, C], skipped: 0 });
    expect(parseIdList(`${A.toUpperCase()},${A}`)).toEqual({ ids: [A], skipped: 0 });
  });

  it('reads an exported file: each id once, with its name when it has one, skipping the rest', () => {
    const file = {
      version: 1,
      players: [{ id: A, name: '' }, { id: A.toUpperCase(), name: 'Alice' }, { name: 'No id' }, { id: B, name: 7 }, C],
    };
    expect(parseExport(JSON.stringify(file))).toEqual({ ids: [A, B, C], skipped: 1, names: {} });
    expect(parseExport(JSON.stringify({ players: [{ id: B.toUpperCase(), name: 'Bea' }] }))).toEqual({
      ids: [B],
      skipped: 0,
      names: { [B]: 'Bea' },
    });
    expect(parseExport(JSON.stringify({ players: 'all' }))).toBeUndefined();
    // An id inside a list of its own is no id.
    expect(parseExport(JSON.stringify([[A], B]))).toEqual({ ids: [B], skipped: 1, names: {} });
  });

  it('names an imported player by the file first, then by the list', () => {
    const state: FollowingState = { players: [{ id: A, addedAt: 1, name: 'Alice' }], snapshots: {} };
    const outcome = withImported(state, [A.toUpperCase(), B], 'replace', 9, { [B]: 'Bea' });
    expect(outcome.state.players).toEqual([
      { id: A, addedAt: 1, name: 'Alice' },
      { id: B, addedAt: 9, name: 'Bea' },
    ]);
    expect(withImported(state, [A], 'merge', 9, { [A]: 'Alicia' }).state.players).toEqual([
      { id: A, addedAt: 1, name: 'Alice' },
    ]);
    expect(withImported(state, [A], 'replace', 9, { [A]: 'Alicia' }).state.players).toEqual([
      { id: A, addedAt: 1, name: 'Alicia' },
    ]);
  });

  it('replacing counts nothing as already followed, and stops at 100 too', () => {
    const ids = [A, A, ...Array.from({ length: 101 }, (_, n) => idAt(n))];
    const outcome = withImported(following(A), ids, 'replace', 9);
    expect({ added: outcome.added, already: outcome.already, overLimit: outcome.overLimit }).toEqual({
      added: 99,
      already: 0,
      overLimit: 2,
    });
    expect(outcome.state.players).toHaveLength(100);
  });
});
