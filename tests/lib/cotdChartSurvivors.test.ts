// The Cup of the Day chart's data at the edges the first tests left open: points in time order whatever the ids,
// a cup without a rank drawn as a gap, zero or unreadable figures, and days read in the browser's zone.
import { describe, expect, it, vi } from 'vitest';
import { cotdPoint, cotdPoints, cotdSeries, formatDay, type CotdChartRow } from '../../src/lib/cotdChart';

const row = (id: number, timestamp: number, over: Partial<CotdChartRow> = {}): CotdChartRow => ({
  id,
  name: `Cup of the Day 2024-01-0${String(id)}`,
  timestamp,
  div: 2,
  rank: 250,
  totalplayers: 1000,
  ...over,
});

describe('the chart’s points', () => {
  it('go oldest first whatever their ids, and by id within one time', () => {
    expect(cotdPoints([row(1, 2_000), row(2, 1_000)]).map((point) => point.id)).toEqual([2, 1]);
    expect(cotdPoints([row(5, 1_000), row(3, 1_000), row(4, 500)]).map((point) => point.id)).toEqual([4, 3, 5]);
    expect(cotdPoints([row(3, 1_000), row(5, 1_000)]).map((point) => point.id)).toEqual([3, 5]);
  });

  it('have no rank % or division when a figure is 0 or not a finite number', () => {
    for (const over of [
      { rank: 0 },
      { totalplayers: 0 },
      { rank: Number.NaN },
      { totalplayers: Number.POSITIVE_INFINITY },
      { rank: -3 },
    ]) {
      expect(cotdPoint(row(1, 1_000, over))?.ratio).toBeNull();
    }
    expect(cotdPoint(row(1, 1_000, { div: 0 }))?.div).toBeNull();
    expect(cotdPoint(row(1, 1_000, { div: Number.POSITIVE_INFINITY }))?.div).toBeNull();
    expect(cotdPoint(row(1, 1_000))).toMatchObject({ ratio: 0.25, div: 2 });
  });
});

describe('the chart’s series', () => {
  it('leave a gap (null), not 0 %, for a cup without a rank', () => {
    const series = cotdSeries(cotdPoints([row(1, 1_000), row(2, 2_000, { rank: undefined })]));
    expect(series.primary).toEqual([25, null]);
    expect(series.div).toEqual([2, 2]);
  });
});

describe('a day on the chart', () => {
  // The tests run in UTC and a worker cannot change its zone: the browser's zone (Tokyo, 23:30 UTC is 08:30 the next
  // day) is stood in for by the local readings of a Date.
  it('is read in the browser’s zone unless UTC is asked for', () => {
    vi.spyOn(Date.prototype, 'getDate').mockReturnValue(3);
    vi.spyOn(Date.prototype, 'getMonth').mockReturnValue(0);
    vi.spyOn(Date.prototype, 'getFullYear').mockReturnValue(2024);
    const lateEvening = Date.UTC(2024, 0, 2, 23, 30) / 1000;
    expect(formatDay(lateEvening)).toBe('3 Jan 2024');
    expect(formatDay(lateEvening, 'local')).toBe('3 Jan 2024');
    expect(formatDay(lateEvening, 'utc')).toBe('2 Jan 2024');
  });
});
