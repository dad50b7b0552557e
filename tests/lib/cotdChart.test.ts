import { describe, expect, it } from 'vitest';
import {
  cotdPoint,
  cotdPoints,
  cotdSeries,
  cotdSummaryText,
  formatDay,
  median,
  rankPercent,
  summarizeCotd,
  type CotdChartRow,
} from '../../src/lib/cotdChart';

const utc = (year: number, month: number, day: number, hour = 18) => Date.UTC(year, month - 1, day, hour) / 1000;
const row = (over: Partial<CotdChartRow> & { id: number }): CotdChartRow => ({
  name: `Cup of the Day ${over.id}`,
  timestamp: utc(2024, 1, over.id),
  div: 2,
  rank: 100,
  totalplayers: 1000,
  excludedfromstats: false,
  ...over,
});

describe('cotdPoint', () => {
  it('places a cup by its time (ISO or unix seconds) with rank / totalplayers as the percentile', () => {
    expect(
      cotdPoint(row({ id: 3, timestamp: '2024-01-03T18:00:00+00:00', rank: 37, totalplayers: 2960, div: 1 })),
    ).toEqual({
      id: 3,
      name: 'Cup of the Day 3',
      time: utc(2024, 1, 3),
      ratio: 0.0125,
      div: 1,
      rerun: false,
      excluded: false,
      kind: 'primary',
    });
    expect(cotdPoint(row({ id: 4, timestamp: utc(2024, 1, 4) }))?.time).toBe(utc(2024, 1, 4));
    expect(cotdPoint(row({ id: 5, timestamp: '2024-01-05T20:00:00+02:00' }))?.time).toBe(utc(2024, 1, 5));
  });

  it('tells reruns (#2 to #9) and excluded cups apart; an excluded rerun is drawn as excluded', () => {
    expect(cotdPoint(row({ id: 1, name: 'Cup of the Day 2024-01-01 #2' }))).toMatchObject({
      rerun: true,
      excluded: false,
      kind: 'rerun',
    });
    expect(cotdPoint(row({ id: 1, name: 'Cup of the Day 2024-01-01 #10' }))).toMatchObject({
      rerun: false,
      kind: 'primary',
    });
    expect(cotdPoint(row({ id: 1, excludedfromstats: true }))).toMatchObject({
      rerun: false,
      excluded: true,
      kind: 'excluded',
    });
    expect(cotdPoint(row({ id: 1, name: 'Cup of the Day 2024-01-01 #3', excludedfromstats: true }))).toMatchObject({
      rerun: true,
      excluded: true,
      kind: 'excluded',
    });
  });

  it('leaves out what is missing: no time gives no point, no rank or players no percentile, no division none', () => {
    expect(cotdPoint(row({ id: 1, timestamp: undefined }))).toBeNull();
    expect(cotdPoint(row({ id: 1, timestamp: 'not a date' }))).toBeNull();
    expect(cotdPoint(row({ id: 1, rank: undefined }))?.ratio).toBeNull();
    expect(cotdPoint(row({ id: 1, totalplayers: 0 }))?.ratio).toBeNull();
    expect(cotdPoint(row({ id: 1, div: 0 }))?.div).toBeNull();
    // A rank past the field (odd data) stays on the chart, at the bottom.
    expect(cotdPoint(row({ id: 1, rank: 1200, totalplayers: 1000 }))?.ratio).toBe(1);
  });
});

describe('cotdPoints and cotdSeries', () => {
  it('orders the cups by time whatever the table order, and splits the percentile into one column per kind', () => {
    const rows = [
      row({ id: 3, rank: 50 }),
      row({ id: 1, rank: 10, div: 1 }),
      row({ id: 2, name: 'Cup of the Day 2 #2', rank: 300, div: 5 }),
      row({ id: 4, excludedfromstats: true, rank: 500, div: undefined }),
      row({ id: 9, timestamp: undefined }),
    ];
    const points = cotdPoints(rows);
    expect(points.map((point) => point.id)).toEqual([1, 2, 3, 4]);
    expect(cotdSeries(points)).toEqual({
      x: [utc(2024, 1, 1), utc(2024, 1, 2), utc(2024, 1, 3), utc(2024, 1, 4)],
      primary: [1, null, 5, null],
      rerun: [null, 30, null, null],
      excluded: [null, null, null, 50],
      div: [1, 5, 2, null],
    });
  });
});

describe('the summary', () => {
  it('takes the median of odd and even counts', () => {
    expect(median([])).toBeNull();
    expect(median([0.3, 0.1, 0.2])).toBe(0.2);
    expect(median([0.4, 0.1, 0.2, 0.3])).toBeCloseTo(0.25);
  });

  it('counts cups, reruns and excluded ones; best, median and divisions leave excluded cups out', () => {
    const points = cotdPoints([
      row({ id: 3, timestamp: utc(2024, 1, 3), rank: 4, totalplayers: 1000, div: 1 }),
      row({ id: 20, timestamp: utc(2026, 11, 20), rank: 123, totalplayers: 1000, div: 2 }),
      row({ id: 10, name: 'Cup of the Day #2', timestamp: utc(2025, 6, 10), rank: 80, totalplayers: 1000, div: 1 }),
      row({ id: 11, timestamp: utc(2025, 6, 11), rank: 1, totalplayers: 1000, div: 1, excludedfromstats: true }),
    ]);
    const summary = summarizeCotd(points);
    expect(summary).toEqual({
      cups: 4,
      first: utc(2024, 1, 3),
      last: utc(2026, 11, 20),
      best: 0.004,
      median: 0.08,
      div1: 2,
      bestDiv: 1,
      reruns: 1,
      excluded: 1,
    });
    expect(cotdSummaryText(summary, 'utc')).toBe(
      '4 cups from 3 Jan 2024 to 20 Nov 2026: best 0.40%, median 8.0%, division 1 in 2 cups; 1 rerun, 1 excluded.',
    );
  });

  it('words one cup, no division 1 and missing ranks', () => {
    const one = summarizeCotd(cotdPoints([row({ id: 5, rank: 640, totalplayers: 3200, div: 11 })]));
    expect(cotdSummaryText(one, 'utc')).toBe(
      '1 cup on 5 Jan 2024: best 20.0%, median 20.0%, best division 11; 0 reruns, 0 excluded.',
    );
    const bare = summarizeCotd(
      cotdPoints([row({ id: 5, rank: undefined, div: undefined }), row({ id: 6, rank: undefined, div: undefined })]),
    );
    expect(cotdSummaryText(bare, 'utc')).toBe('2 cups from 5 Jan 2024 to 6 Jan 2024; 0 reruns, 0 excluded.');
    expect(cotdSummaryText(summarizeCotd([]), 'utc')).toBe('No cup with a known time to draw.');
  });

  it('groups digits of large counts', () => {
    const many = Array.from({ length: 2119 }, (_, index) =>
      row({ id: index + 1, timestamp: utc(2020, 11, 2) + index * 86_400 }),
    );
    expect(cotdSummaryText(summarizeCotd(cotdPoints(many)), 'utc')).toMatch(/^2,119 cups from 2 Nov 2020 to /);
  });
});

describe('rankPercent', () => {
  it('gives one decimal, two below 1 %', () => {
    expect(rankPercent(1 / 3000)).toBe('0.03%');
    expect(rankPercent(0.0099)).toBe('0.99%');
    expect(rankPercent(0.01)).toBe('1.0%');
    expect(rankPercent(0.1234)).toBe('12.3%');
  });
});

describe('formatDay', () => {
  it('writes day, short month and year, in UTC or the browser zone', () => {
    expect(formatDay(utc(2024, 9, 3, 0), 'utc')).toBe('3 Sep 2024');
    expect(formatDay(utc(2024, 9, 2, 23), 'utc')).toBe('2 Sep 2024');
    // Noon UTC is the same calendar day in every zone from UTC-11 to UTC+11.
    expect(formatDay(utc(2024, 12, 31, 12))).toBe('31 Dec 2024');
  });
});
