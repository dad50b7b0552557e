// The text alternative of a player's Cup of the Day chart at its edges: a cup and its rerun on the same day, and no
// best or median when no cup has a rank.
import { describe, expect, it } from 'vitest';
import { cotdPoints, cotdSummaryText, summarizeCotd, type CotdChartRow } from '../../src/lib/cotdChart';

const utc = (year: number, month: number, day: number, hour = 18) => Date.UTC(year, month - 1, day, hour) / 1000;
const row = (over: Partial<CotdChartRow> & { id: number }): CotdChartRow => ({
  name: `Cup of the Day ${over.id}`,
  timestamp: utc(2024, 1, 5),
  div: 2,
  rank: 100,
  totalplayers: 1000,
  excludedfromstats: false,
  ...over,
});

describe('the Cup of the Day chart summary', () => {
  it('says "on" one day for two cups played the same day', () => {
    const sameDay = summarizeCotd(
      cotdPoints([row({ id: 1 }), row({ id: 2, name: 'Cup of the Day #2', timestamp: utc(2024, 1, 5, 2) })]),
    );
    expect(cotdSummaryText(sameDay, 'utc')).toBe(
      '2 cups on 5 Jan 2024: best 10.0%, median 10.0%, best division 2; 1 rerun, 0 excluded.',
    );
  });

  it('has no best rank when no cup has one', () => {
    const summary = summarizeCotd(
      cotdPoints([row({ id: 1, rank: undefined }), row({ id: 2, rank: undefined, timestamp: utc(2024, 1, 6) })]),
    );
    expect(summary.best).toBeNull();
    expect(summary.median).toBeNull();
  });
});
