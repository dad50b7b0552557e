// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  FOLLOWING_KEY,
  FOLLOWING_LIMIT,
  dismissProblem,
  follow,
  getFollowing,
  parseStored,
  unfollow,
  type FollowingState,
} from '../../src/lib/following';
import { exportJson, importIds, parseExport, parseIdList, withImported } from '../../src/lib/followingTransfer';
import {
  CORRUPTED_MESSAGE,
  describeChanges,
  shouldSnapshot,
  snapshotOf,
  takeSnapshots,
  withSnapshots,
} from '../../src/lib/followingChanges';
import { useFollowing, useIsFollowed } from '../../src/components/useFollowing';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';
const idAt = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

afterEach(() => {
  localStorage.clear();
});

describe('following store', () => {
  it('follows, unfollows and writes a versioned value', () => {
    expect(follow({ id: A, name: 'Alice' }, 1000)).toBe('followed');
    expect(follow({ id: A.toUpperCase() }, 2000)).toBe('already');
    expect(follow({ id: 'not-an-id' })).toBe('invalid');
    expect(JSON.parse(localStorage.getItem(FOLLOWING_KEY) ?? '')).toEqual({
      version: 1,
      players: [{ id: A, addedAt: 1000, name: 'Alice' }],
      snapshots: {},
    });
    unfollow(A);
    expect(getFollowing().players).toEqual([]);
  });

  it('holds at most 100 players', () => {
    for (let n = 0; n < FOLLOWING_LIMIT; n += 1) expect(follow({ id: idAt(n) }, n)).toBe('followed');
    expect(follow({ id: A })).toBe('full');
    expect(getFollowing().players).toHaveLength(100);
  });

  it('drops a corrupted or foreign value with a message, never throws', () => {
    for (const text of [
      '{not json',
      '{"version":1,"players":[{"id":"x"}]}',
      '{"version":7,"players":[]}',
      '"hello"',
      '{"players":[]}',
    ]) {
      localStorage.setItem(FOLLOWING_KEY, text);
      const state = getFollowing();
      expect(state.players).toEqual([]);
      expect(state.problem).toBe(true);
      expect(CORRUPTED_MESSAGE).toContain('could not be read');
      expect(localStorage.getItem(FOLLOWING_KEY)).toBeNull();
      dismissProblem();
      expect(getFollowing().problem).toBeUndefined();
    }
  });

  it('migrates version 0 (a bare array of ids)', () => {
    expect(parseStored(JSON.stringify([A, B, A]))).toEqual({
      players: [
        { id: A, addedAt: 0 },
        { id: B, addedAt: 0 },
      ],
      snapshots: {},
    });
    expect(parseStored(null)).toEqual({ players: [], snapshots: {} });
  });

  it('parses share links, counting what it skips', () => {
    expect(parseIdList(`${A},nope,${B.toUpperCase()},,${A},12`)).toEqual({ ids: [A, B], skipped: 2 });
    expect(parseIdList('')).toEqual({ ids: [], skipped: 0 });
  });

  it('imports by merge and by replace', () => {
    const state: FollowingState = {
      players: [
        { id: A, name: 'Alice', addedAt: 1 },
        { id: B, addedAt: 2 },
      ],
      snapshots: { [A]: { figures: { points: 5 }, takenAt: 3 }, [B]: { figures: { points: 6 }, takenAt: 3 } },
    };
    const merged = withImported(state, [B, C], 'merge', 50);
    expect(merged.state.players.map((p) => p.id)).toEqual([A, B, C]);
    expect({ added: merged.added, already: merged.already, overLimit: merged.overLimit }).toEqual({
      added: 1,
      already: 1,
      overLimit: 0,
    });
    expect(merged.state.players[2]).toEqual({ id: C, addedAt: 50 });
    const replaced = withImported(state, [C, A], 'replace', 60);
    expect(replaced.state.players).toEqual([
      { id: C, addedAt: 60 },
      { id: A, addedAt: 1, name: 'Alice' },
    ]);
    expect(Object.keys(replaced.state.snapshots)).toEqual([A]);
    expect(replaced.added).toBe(1);
  });

  it('stops an import at the limit and counts the rest', () => {
    for (let n = 0; n < 99; n += 1) follow({ id: idAt(n) }, n);
    expect(importIds([A, B, C], 'merge', undefined, 5)).toEqual({ added: 1, already: 0, overLimit: 2 });
    expect(getFollowing().players).toHaveLength(100);
  });

  it('exports JSON that imports back', () => {
    follow({ id: A, name: 'Alice' }, 1);
    follow({ id: B }, 2);
    const text = exportJson(getFollowing());
    expect(JSON.parse(text)).toEqual({ version: 1, players: [{ id: A, name: 'Alice' }, { id: B }] });
    expect(parseExport(text)).toEqual({ ids: [A, B], skipped: 0, names: { [A]: 'Alice' } });
    expect(parseExport(JSON.stringify([A, 'bad', 3]))).toEqual({ ids: [A], skipped: 2, names: {} });
    expect(parseExport('not json')).toBeUndefined();
    expect(parseExport('{"something":1}')).toBeUndefined();
  });
});

describe('snapshots since the last visit', () => {
  it('are taken after 60 s, or on leaving once the rows were seen 5 s, once per visit', () => {
    expect(shouldSnapshot('timer', 59_999, false)).toBe(false);
    expect(shouldSnapshot('timer', 60_000, false)).toBe(true);
    expect(shouldSnapshot('leave', 4_999, false)).toBe(false);
    expect(shouldSnapshot('leave', 5_000, false)).toBe(true);
    expect(shouldSnapshot('leave', undefined, false)).toBe(false);
    expect(shouldSnapshot('timer', 90_000, true)).toBe(false);
  });

  it('keep the previous figures of a player without new ones and forget unfollowed players', () => {
    const state: FollowingState = {
      players: [
        { id: A, addedAt: 1 },
        { id: B, addedAt: 1 },
      ],
      snapshots: {
        [A]: { figures: { points: 1 }, takenAt: 10 },
        [B]: { figures: { points: 2 }, takenAt: 10 },
        [C]: { figures: { points: 3 }, takenAt: 10 },
      },
    };
    expect(snapshotOf({ ...state, snapshots: { [A]: { figures: 'junk', takenAt: 1 } as never } }, A)).toBeUndefined();
    expect(withSnapshots(state, { [A]: { points: 9 } }, 20).snapshots).toEqual({
      [A]: { figures: { points: 9 }, takenAt: 20 },
      [B]: { figures: { points: 2 }, takenAt: 10 },
    });
  });

  it('are stored, and "mark all as seen" (a snapshot now) clears the changes', () => {
    follow({ id: A }, 1);
    takeSnapshots({ [A]: { ranks: { '3v3': 1204 } } }, 100);
    const before = snapshotOf(getFollowing(), A)?.figures;
    expect(describeChanges(before, { ranks: { '3v3': 987 } }, 0)).toEqual(['3v3 rank 1,204 → 987']);
    takeSnapshots({ [A]: { ranks: { '3v3': 987 } } }, 200);
    expect(describeChanges(snapshotOf(getFollowing(), A)?.figures, { ranks: { '3v3': 987 } }, 0)).toEqual([]);
  });

  it('describe trophies, ranks and the latest cup in words', () => {
    const now = new Date(2024, 2, 12, 15, 0).getTime();
    const yesterday = new Date(2024, 2, 11, 19, 0).getTime();
    const before = {
      counts: [10, 0, 0, 0, 0, 2],
      points: 100,
      ranks: { '2v2': 50, '3v3': 1204, royal: 7 },
      cotd: { id: 1, div: 3, divrank: 5 },
    };
    const after = {
      counts: [10, 1, 0, 0, 0, 5],
      points: 400,
      ranks: { '2v2': 50, '3v3': 987, royal: 9 },
      cotd: { id: 2, div: 4, divrank: 1, at: yesterday },
    };
    expect(describeChanges(before, after, now)).toEqual([
      '+3 T6 trophies',
      '+1 T2 trophy',
      '3v3 rank 1,204 → 987',
      'Royal rank 7 → 9',
      'won division 4 yesterday',
    ]);
    expect(
      describeChanges(before, { cotd: { id: 3, div: 2, divrank: 14, at: new Date(2024, 2, 3, 19).getTime() } }, now),
    ).toEqual(['Cup of the Day: division 2, rank 14 on 3 March']);
    expect(describeChanges(undefined, after, now)).toEqual([]);
  });
});

describe('the hooks', () => {
  it('follow changes in this tab and in others (storage event)', () => {
    const list = renderHook(() => useFollowing());
    const one = renderHook(() => useIsFollowed(A));
    expect(one.result.current).toBe(false);
    act(() => {
      follow({ id: A });
    });
    expect(one.result.current).toBe(true);
    expect(list.result.current.players.map((p) => p.id)).toEqual([A]);
    act(() => {
      // What another tab's write looks like here: the value changes, then the storage event arrives.
      localStorage.setItem(
        FOLLOWING_KEY,
        JSON.stringify({ version: 1, players: [{ id: B, addedAt: 3 }], snapshots: {} }),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: FOLLOWING_KEY }));
    });
    expect(one.result.current).toBe(false);
    expect(list.result.current.players.map((p) => p.id)).toEqual([B]);
  });
});
