// The Trophy Gains chart's words at their edges: days and weeks named in UTC whatever the visitor's zone, the best
// day among equals, and buckets without a gain.
import { describe, expect, it, vi } from 'vitest';
import { bucketGains, bucketLabel, gainSummaryText, summarizeGains } from '../../src/lib/trophyChart';

const at = (year: number, month: number, day: number, hour = 0) => Date.UTC(year, month - 1, day, hour) / 1000;
/** One trophy of tier 2 (10 points). */
const tenPoints = [0, 1];

/**
 * A visitor in New York in March (UTC-5): the date's local day, month and year are read 5 hours earlier. The tests
 * run in UTC, and a worker cannot change its own time zone, so the local readings are stood in for.
 */
function visitorInNewYork() {
  const local = (date: Date) => new Date(date.valueOf() - 5 * 3_600_000);
  vi.spyOn(Date.prototype, 'getDate').mockImplementation(function (this: Date) {
    return local(this).getUTCDate();
  });
  vi.spyOn(Date.prototype, 'getMonth').mockImplementation(function (this: Date) {
    return local(this).getUTCMonth();
  });
  vi.spyOn(Date.prototype, 'getFullYear').mockImplementation(function (this: Date) {
    return local(this).getUTCFullYear();
  });
}

describe('trophy gain labels', () => {
  it('name the UTC day and week for a visitor in New York, where the bucket starts the evening before', () => {
    visitorInNewYork();
    // The stand-in works: midnight UTC on 4 March is the 3rd there.
    expect(new Date(at(2024, 3, 4) * 1000).getDate()).toBe(3);
    expect(bucketLabel(at(2024, 3, 4), 'day')).toBe('4 Mar 2024');
    expect(bucketLabel(at(2024, 3, 4), 'week')).toBe('the week of 4 Mar 2024');
  });
});

describe('trophy gain summary', () => {
  it('names the earliest of two days with the same points as the best', () => {
    const gains = [
      { timestamp: at(2024, 3, 4, 10), counts: tenPoints },
      { timestamp: at(2024, 3, 6, 10), counts: tenPoints },
    ];
    const summary = summarizeGains(bucketGains(gains, 'day'));
    expect(summary.best).toEqual({ start: at(2024, 3, 4), gains: 1, points: 10, trophies: 1 });
    expect(gainSummaryText(summary, 'day')).toBe(
      '2 gains from 4 Mar 2024 to 6 Mar 2024: 20 points (2 trophies) in 2 days with gains. Most points on 4 Mar 2024: 10. Days in UTC.',
    );
  });

  it('finds no best day and no gain in buckets without gains', () => {
    const empty = [
      { start: at(2024, 3, 4), gains: 0, points: 0, trophies: 0 },
      { start: at(2024, 3, 5), gains: 0, points: 0, trophies: 0 },
    ];
    const summary = summarizeGains(empty);
    expect(summary).toEqual({ gains: 0, points: 0, trophies: 0, active: 0, first: null, last: null, best: null });
    expect(gainSummaryText(summary, 'day')).toBe('No trophy gain with a known time to draw.');
  });

  it('makes no bucket from gains without a readable time', () => {
    expect(bucketGains([{ timestamp: 'not a time', counts: tenPoints }], 'week')).toEqual([]);
    expect(bucketGains([], 'day')).toEqual([]);
  });
});
