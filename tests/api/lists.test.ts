// The plumbing the API's lists share (src/api/lists.ts): the search on a list's path, when a list ends, its paging
// fields, and the query options every list-kind answer is read with.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { listAnswerQuery, nextListPage, pagedByCount, pagedByMax, pagedListQuery } from '../../src/data/lists';
import { club, competition, rooms } from '../../src/data/endpoints';
import { countedList, num } from '../../src/api/schema';

const rows = (items: number, unread = 0) => ({ items: Array.from({ length: items }, (_, index) => index), unread });

describe('a searched list path', () => {
  it('has no query string without a search, so the plain list keeps one address', () => {
    expect(rooms.address({ page: 0 }, { search: '' })).toBe('/api/rooms/0');
  });

  it('sends the search encoded', () => {
    expect(rooms.address({ page: 2 }, { search: 'kivo' })).toBe('/api/rooms/2?search=kivo');
    expect(rooms.address({ page: 0 }, { search: 'a&b c/é' })).toBe('/api/rooms/0?search=a%26b%20c%2F%C3%A9');
  });
});

describe('the page after a list page', () => {
  it('is the next one while the page count says there are more', () => {
    expect(nextListPage(rows(25), 3, 0)).toBe(1);
    expect(nextListPage(rows(25), 3, 1)).toBe(2);
  });

  it('is none on the last counted page', () => {
    expect(nextListPage(rows(25), 3, 2)).toBeUndefined();
    expect(nextListPage(rows(25), 1, 0)).toBeUndefined();
  });

  it('is none after an empty page, whatever the count says', () => {
    expect(nextListPage(rows(0), 10, 0)).toBeUndefined();
  });

  it('goes on without a count until a page comes back empty', () => {
    expect(nextListPage(rows(3), undefined, 4)).toBe(5);
    expect(nextListPage(rows(0), undefined, 5)).toBeUndefined();
  });

  it('counts unreadable rows as sent: a page of them is not the end', () => {
    expect(nextListPage(rows(0, 25), undefined, 0)).toBe(1);
  });
});

describe('the paging fields', () => {
  it('read the page and the count of pages under either name, and leave out what cannot be read', () => {
    const byCount = v.object({ clubs: countedList(v.object({ id: num })), ...pagedByCount });
    expect(v.parse(byCount, { clubs: [{ id: 1 }], page: '0', pageCount: 'many' })).toEqual({
      clubs: { items: [{ id: 1 }], unread: 0 },
      page: 0,
      pageCount: undefined,
    });
    const byMax = v.object({ results: countedList(v.object({ id: num })), ...pagedByMax });
    expect(v.parse(byMax, { results: [], page: 1, page_max: '4' })).toEqual({
      results: { items: [], unread: 0 },
      page: 1,
      page_max: 4,
    });
  });
});

describe('the query options of a list-kind answer', () => {
  it('keep the key and mark the answer with its endpoint’s kind for the answer store', () => {
    const one = listAnswerQuery(['clubs', 'club', 7], club, { id: 7 }, v.object({ id: num }));
    expect(one.queryKey).toEqual(['clubs', 'club', 7]);
    expect(one.meta).toEqual({ answerKind: 'list' });
    expect(listAnswerQuery(['event', 7], competition, { id: 7 }, v.object({ id: num })).meta).toEqual({
      answerKind: 'cup',
    });
  });

  it('start a paged list at page 0 and ask the rule for the next page', () => {
    const paged = pagedListQuery(
      ['rooms', 'list', ''],
      rooms,
      { params: (page) => ({ page }) },
      v.object({ id: num }),
      (_last, pages, lastParam) => (pages.length < 2 ? lastParam + 1 : undefined),
    );
    expect(paged.queryKey).toEqual(['rooms', 'list', '']);
    expect(paged.meta).toEqual({ answerKind: 'list' });
    expect(paged.initialPageParam).toBe(0);
    expect(paged.getNextPageParam({ id: 1 }, [{ id: 1 }], 0, [0])).toBe(1);
    expect(paged.getNextPageParam({ id: 2 }, [{ id: 1 }, { id: 2 }], 1, [0, 1])).toBeUndefined();
  });
});
