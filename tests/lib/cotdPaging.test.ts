// When a paged list offers another page: after a page as long as the first (Track of the Day's lists), and before the
// cup list's page count is reached.
import { describe, expect, it } from 'vitest';
import { nextCupPage, nextPageAfterShortPage } from '../../src/lib/cotdPaging';

describe('the next page of a list whose page size is the first page’s', () => {
  it('follows a page as long as the first, or longer', () => {
    expect(nextPageAfterShortPage([50], 0)).toBe(1);
    expect(nextPageAfterShortPage([50, 50], 1)).toBe(2);
    expect(nextPageAfterShortPage([50, 50, 60], 2)).toBe(3);
  });

  it('ends after a page shorter than the first, whichever page came before it', () => {
    expect(nextPageAfterShortPage([50, 20], 1)).toBeUndefined();
    expect(nextPageAfterShortPage([50, 50, 49], 2)).toBeUndefined();
  });

  it('ends after an empty page, the first one included', () => {
    expect(nextPageAfterShortPage([50, 0], 1)).toBeUndefined();
    expect(nextPageAfterShortPage([0], 0)).toBeUndefined();
  });

  it('has no next page before any page came', () => {
    expect(nextPageAfterShortPage([], 0)).toBeUndefined();
  });
});

describe('the next page of the cup list', () => {
  it('follows while the page count is not reached', () => {
    expect(nextCupPage(20, 5, 0)).toBe(1);
    expect(nextCupPage(20, 5, 3)).toBe(4);
  });

  it('ends at the page count (pages are counted from 0)', () => {
    expect(nextCupPage(20, 5, 4)).toBeUndefined();
    expect(nextCupPage(20, 5, 7)).toBeUndefined();
  });

  it('follows without a page count until a page comes back empty', () => {
    expect(nextCupPage(20, undefined, 9)).toBe(10);
    expect(nextCupPage(0, undefined, 9)).toBeUndefined();
    expect(nextCupPage(0, 5, 1)).toBeUndefined();
  });
});
