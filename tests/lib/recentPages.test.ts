import { describe, expect, it } from 'vitest';
import { readRecentPages, rememberPage, RECENT_PAGES_KEPT } from '../../src/lib/recentPages';

const KEY = 'recent-pages';

describe('recent pages', () => {
  it('keeps the latest page first, one entry per path, and the last eight', () => {
    rememberPage({ path: '/totd', title: 'Track of the Day' });
    rememberPage({ path: '/clubs?search=kivo', title: 'Clubs' });
    rememberPage({ path: '/totd', title: 'Track of the Day' });
    expect(readRecentPages()).toEqual([
      { path: '/totd', title: 'Track of the Day' },
      { path: '/clubs?search=kivo', title: 'Clubs' },
    ]);
    // A refined search on the same page replaces its entry.
    rememberPage({ path: '/clubs?search=kivotor', title: 'Clubs' });
    expect(readRecentPages().map((page) => page.path)).toEqual(['/clubs?search=kivotor', '/totd']);

    for (let n = 0; n < 12; n += 1) rememberPage({ path: `/cotd/${n}`, title: `Cup ${n}` });
    const pages = readRecentPages();
    expect(pages).toHaveLength(RECENT_PAGES_KEPT);
    expect(pages[0]).toEqual({ path: '/cotd/11', title: 'Cup 11' });
  });

  it('ignores a corrupted stored value instead of throwing, and writes a fresh list over it', () => {
    for (const stored of [
      '{not json',
      '"text"',
      '42',
      'null',
      '[]',
      '{"v":1}',
      '{"v":1,"pages":{}}',
      '{"v":2,"pages":[{"path":"/totd","title":"x"}]}',
    ]) {
      localStorage.setItem(KEY, stored);
      expect(readRecentPages(), stored).toEqual([]);
    }
    rememberPage({ path: '/ads', title: 'In-game ads' });
    expect(readRecentPages()).toEqual([{ path: '/ads', title: 'In-game ads' }]);
  });

  it('drops entries that are not pages and keeps the rest', () => {
    const pages = [
      { path: '/ads', title: 'Ads' },
      { path: 'https://elsewhere.example', title: 'Out' },
      { path: '/top' },
      null,
      'x',
      { path: '/rooms', title: 'Club rooms' },
    ];
    localStorage.setItem(KEY, JSON.stringify({ v: 1, pages }));
    expect(readRecentPages()).toEqual([
      { path: '/ads', title: 'Ads' },
      { path: '/rooms', title: 'Club rooms' },
    ]);
  });
});
