// @vitest-environment jsdom
// The recent pages list at its edges: how many pages it keeps (read and stored), a page whose title changed, and
// stored entries that are not pages.
import { beforeEach, describe, expect, it } from 'vitest';
import { readRecentPages, rememberPage } from '../../src/lib/recentPages';

const KEY = 'recent-pages';

beforeEach(() => {
  localStorage.clear();
});

describe('recent pages, at their edges', () => {
  it('reads the first eight pages of a longer stored list', () => {
    const pages = Array.from({ length: 10 }, (_, n) => ({ path: `/cotd/${String(n)}`, title: `Cup ${String(n)}` }));
    localStorage.setItem(KEY, JSON.stringify({ v: 1, pages }));
    expect(readRecentPages().map((page) => page.path)).toEqual([
      '/cotd/0',
      '/cotd/1',
      '/cotd/2',
      '/cotd/3',
      '/cotd/4',
      '/cotd/5',
      '/cotd/6',
      '/cotd/7',
    ]);
  });

  it('stores eight pages at most, however many are seen', () => {
    for (let n = 0; n < 11; n += 1) rememberPage({ path: `/clubs/${String(n)}`, title: `Club ${String(n)}` });
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '{}') as { v: number; pages: unknown[] };
    expect(stored.v).toBe(1);
    expect(stored.pages).toHaveLength(8);
    expect(stored.pages[0]).toEqual({ path: '/clubs/10', title: 'Club 10' });
    expect(stored.pages[7]).toEqual({ path: '/clubs/3', title: 'Club 3' });
  });

  it('keeps one entry for a page seen again, under its new title, and adds another page of the same title', () => {
    rememberPage({ path: '/player/abc', title: 'Player' });
    rememberPage({ path: '/player/abc', title: 'Kivo' });
    expect(readRecentPages()).toEqual([{ path: '/player/abc', title: 'Kivo' }]);
    rememberPage({ path: '/player/abc', title: 'Kivo' });
    expect(readRecentPages()).toEqual([{ path: '/player/abc', title: 'Kivo' }]);
    rememberPage({ path: '/player/def', title: 'Kivo' });
    expect(readRecentPages()).toEqual([
      { path: '/player/def', title: 'Kivo' },
      { path: '/player/abc', title: 'Kivo' },
    ]);
  });

  it('leaves out a stored entry without a text path, and keeps the others', () => {
    const pages = [
      { title: 'No path' },
      { path: 42, title: 'Number' },
      { path: '/totd', title: 'Track of the Day' },
      true,
    ];
    localStorage.setItem(KEY, JSON.stringify({ v: 1, pages }));
    expect(readRecentPages()).toEqual([{ path: '/totd', title: 'Track of the Day' }]);
  });
});
