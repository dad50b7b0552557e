import { describe, expect, it } from 'vitest';
import { campaignQueries } from '../../../src/data/campaign';
import { pageRange, CAMPAIGN_PAGE_SIZES } from '../../../src/lib/leaderboard';

// The campaign ranking's last page on the real query options (clicking Load more 201 times in a page test would take
// minutes): the API refuses offsets past 10000, so the page that would start there is never asked for.
const options = campaignQueries.ranking('uid');
const fullPage = (index: number) => {
  const range = pageRange(0, CAMPAIGN_PAGE_SIZES, index);
  return {
    range,
    unread: 0,
    tops: Array.from({ length: range.length }, (_, i) => ({
      player: { id: `p${i}`, name: 'Pilot' },
      position: range.offset + i + 1,
    })),
  };
};
const next = (index: number) => options.getNextPageParam(fullPage(index), [fullPage(index)], index, [index]);

describe('campaign ranking pages', () => {
  it('keeps going while the next page starts at offset 10000 or before, and ends after it', () => {
    expect(pageRange(0, CAMPAIGN_PAGE_SIZES, 200)).toEqual({ offset: 9950, length: 50 });
    expect(next(200)).toBe(201);
    expect(pageRange(0, CAMPAIGN_PAGE_SIZES, 201)).toEqual({ offset: 10_000, length: 50 });
    expect(next(201)).toBeUndefined();
  });

  it('ends after a short page', () => {
    const short = { ...fullPage(3), tops: fullPage(3).tops.slice(0, 7) };
    expect(options.getNextPageParam(short, [short], 3, [3])).toBeUndefined();
  });

  it('does not end after a full page whose unreadable rows were dropped', () => {
    const dropped = { ...fullPage(3), tops: fullPage(3).tops.slice(1), unread: 1 };
    expect(options.getNextPageParam(dropped, [dropped], 3, [3])).toBe(4);
  });
});
