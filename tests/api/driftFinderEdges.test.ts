// What the drift finder (src/api/driftFinder.ts) leaves alone: a wrapper read as a list, a single value read as a
// list of itself; and a decoded value that loops through a list, which must not hang the page.
import { describe, expect, it } from 'vitest';
import { findDrift } from '../../src/api/driftFinder';

describe('a value read as a list', () => {
  it('is not compared when it was a wrapper holding an object and a list, not a keyed list of rows', () => {
    expect(
      findDrift(
        { rounds: { info: { name: 'Final' }, teams: [{ id: 1 }, { id: 2 }] } },
        { rounds: [{ name: 'Final' }] },
      ),
    ).toEqual([]);
  });

  it('is compared row by row when it was an object of rows keyed by index', () => {
    expect(findDrift({ rounds: { 0: { id: 1 }, 1: { id: 2 } } }, { rounds: [{ id: 1 }] })).toEqual([
      { field: 'rounds', problem: 'dropped', count: 1 },
    ]);
  });

  it('lost nothing when a single text was read as a list of that text', () => {
    expect(findDrift({ tags: 'fast' }, { tags: ['fast'] })).toEqual([]);
  });

  it('lost the value when a single text was read as an empty list', () => {
    expect(findDrift({ tags: 'fast' }, { tags: [] })).toEqual([{ field: 'tags', problem: 'unreadable', count: 1 }]);
  });
});

describe('a decoded value that loops through a list', () => {
  it('is walked to a depth no answer has, and then left: nothing is found and nothing hangs', () => {
    const loop: unknown[] = [];
    loop.push(loop);
    expect(findDrift(loop, loop)).toEqual([]);
  });
});

describe('an answer with items and unread among its fields', () => {
  it('is walked field by field when it has other fields too, or an unread that is no count', () => {
    const sent = { items: [{ id: 1 }, { id: 2 }], unread: 0, total: 5 };
    expect(findDrift(sent, { items: [{ id: 1 }], unread: 0, total: 5 })).toEqual([
      { field: 'items', problem: 'dropped', count: 1 },
    ]);
    expect(
      findDrift({ items: [{ id: 1 }, { id: 2 }], unread: 'none' }, { items: [{ id: 1 }], unread: 'none' }),
    ).toEqual([{ field: 'items', problem: 'dropped', count: 1 }]);
  });
});
