import { describe, expect, it } from 'vitest';
import { mergeByKey, mergePagedLists } from '../../src/lib/mergeByKey';

describe('mergeByKey', () => {
  it('concatenates pages in order', () => {
    expect(mergeByKey([[{ id: 1 }, { id: 2 }], [{ id: 3 }]], (row) => row.id)).toEqual([
      { id: 1 },
      { id: 2 },
      { id: 3 },
    ]);
  });

  it('merges a repeated key in place with the newer row, never duplicating it', () => {
    const merged = mergeByKey(
      [
        [
          { id: 1, v: 'a' },
          { id: 2, v: 'b' },
        ],
        [
          { id: 2, v: 'B' },
          { id: 3, v: 'c' },
        ],
      ],
      (row) => row.id,
    );
    expect(merged).toEqual([
      { id: 1, v: 'a' },
      { id: 2, v: 'B' },
      { id: 3, v: 'c' },
    ]);
  });

  it('takes no pages and empty pages', () => {
    expect(mergeByKey<{ id: number }>([], (row) => row.id)).toEqual([]);
    expect(mergeByKey([[], [{ id: 1 }], []], (row) => row.id)).toEqual([{ id: 1 }]);
  });
});

describe('mergePagedLists', () => {
  it("keeps each page's counted list and merges their rows by key", () => {
    const pages = [
      { rooms: { items: [{ id: 1 }, { id: 2 }], unread: 1 } },
      { rooms: { items: [{ id: 2 }, { id: 3 }], unread: 0 } },
    ];
    const { lists, items } = mergePagedLists(
      pages,
      (page) => page.rooms,
      (room) => room.id,
    );
    expect(items).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(lists).toEqual([
      { items: [{ id: 1 }, { id: 2 }], unread: 1 },
      { items: [{ id: 2 }, { id: 3 }], unread: 0 },
    ]);
  });

  it('reads no pages yet as no rows', () => {
    expect(
      mergePagedLists<{ rooms: { items: { id: number }[]; unread: number } }, { id: number }>(
        undefined,
        (page) => page.rooms,
        (room) => room.id,
      ),
    ).toEqual({
      lists: [],
      items: [],
    });
  });
});
