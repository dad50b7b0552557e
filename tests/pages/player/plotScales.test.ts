import { beforeAll, describe, expect, it } from 'vitest';
import {
  BEST_AT_TOP,
  COTD_PLOT_SERIES,
  cotdPlotData,
  cotdScales,
  cupTimeRange,
  divisionLabels,
  divisionRange,
  percentLabels,
  rankPercentRange,
} from '../../../src/pages/player/charts/cotdPlotScales';
import type * as TrophyScales from '../../../src/pages/player/charts/trophyPlotScales';
import { diamondCorners, markerRadius } from '../../../src/pages/player/charts/markers';
import { setViewportWidth } from '../../viewport';

// The player's charts, apart from their drawing: the Cup of the Day plot (rank % and division, best at the top) and
// the trophy plot (bars on a logarithmic points axis).

const DAY = 86_400;

let trophy: typeof TrophyScales;
beforeAll(async () => {
  // uPlot, whose log range the trophy plot uses, asks matchMedia for the pixel ratio as it loads: jsdom has none.
  setViewportWidth(1280);
  trophy = await import('../../../src/pages/player/charts/trophyPlotScales');
});

describe('the Cup of the Day plot', () => {
  it('runs the rank % and division axes best at the top, over time', () => {
    const scales = cotdScales();
    expect(BEST_AT_TOP).toBe(-1);
    expect(scales.pct?.dir).toBe(BEST_AT_TOP);
    expect(scales.div?.dir).toBe(BEST_AT_TOP);
    expect(scales.x?.time).toBe(true);
  });

  it('shows rank % from just above 0 % to just below the worst result rounded up to 5 %, at most 100 %', () => {
    expect(rankPercentRange(37)).toEqual([-1.6, 40.8]);
    expect(rankPercentRange(0.5)).toEqual([-0.2, 5.1]);
    expect(rankPercentRange(250)).toEqual([-4, 102]);
    // No results yet: the whole range.
    expect(rankPercentRange(Number.NEGATIVE_INFINITY)).toEqual([-4, 102]);
  });

  it('shows divisions from 1 to the worst, two at least, with room for a marker at each end', () => {
    expect(divisionRange(7)).toEqual([0.6, 7.4]);
    expect(divisionRange(1)).toEqual([0.6, 2.4]);
    expect(divisionRange(Number.NaN)).toEqual([0.6, 2.4]);
  });

  it('labels whole divisions and the percentages from 0 % only', () => {
    expect(percentLabels([-2, 0, 25])).toEqual(['', '0%', '25%']);
    expect(divisionLabels([0.6, 1, 1.5, 2])).toEqual(['', '1', '', '2']);
  });

  it('leaves 2 % of the time span on each side, half a day at least', () => {
    expect(cupTimeRange(0, 100 * DAY)).toEqual([-2 * DAY, 102 * DAY]);
    expect(cupTimeRange(1_000, 1_000)).toEqual([1_000 - DAY / 2, 1_000 + DAY / 2]);
  });

  it('draws each series from its own column: the division on its axis, the three kinds of cup on the rank % axis', () => {
    const data = cotdPlotData({
      x: [100, 200],
      div: [3, 4],
      primary: [12, null],
      rerun: [null, 40],
      excluded: [null, null],
    });
    expect(data[0]).toEqual([100, 200]);
    expect(
      Object.fromEntries(COTD_PLOT_SERIES.map((series, index) => [series.label, [series.scale, data[index + 1]]])),
    ).toEqual({
      Division: ['div', [3, 4]],
      Cup: ['pct', [12, null]],
      Rerun: ['pct', [null, 40]],
      Excluded: ['pct', [null, null]],
    });
  });

  it('draws markers at their size on any screen, diamonds a little larger than circles', () => {
    expect(markerRadius(6, 2)).toBe(6);
    expect(markerRadius(6, undefined)).toBe(3);
    expect(markerRadius(6, 0)).toBe(3);
    expect(diamondCorners(10, 20, 5)).toEqual([
      [10, 13.5],
      [16.5, 20],
      [10, 26.5],
      [3.5, 20],
    ]);
  });
});

describe('the trophy plot', () => {
  it('puts the points axis’s lines at the tiers’ powers of ten, labelled compactly', () => {
    expect(trophy.pointSplits(3, 5_000)).toEqual([10, 100, 1_000]);
    expect(trophy.pointSplits(1, 100_000)).toEqual([1, 10, 100, 1_000, 10_000, 100_000]);
    expect([100, 1_000, 1_500_000].map(trophy.pointsLabel)).toEqual(['100', '1K', '1.5M']);
  });

  it('ends the points axis on whole powers of ten, one below a smallest bar that would sit on the floor', () => {
    expect(trophy.pointsRange(3, 5_000)).toEqual([1, 10_000]);
    expect(trophy.pointsRange(10, 5_000)).toEqual([1, 10_000]);
    expect(trophy.pointsRange(100, 100)).toEqual([10, 1_000]);
  });

  it('gives each bar its whole day or week, the last one included', () => {
    expect(trophy.bucketTimeRange([0, DAY, 2 * DAY], 0, 2 * DAY)).toEqual([-DAY / 2, 3.5 * DAY]);
    expect(trophy.bucketTimeRange([0, 7 * DAY], 0, 7 * DAY)).toEqual([-3.5 * DAY, 17.5 * DAY]);
    expect(trophy.bucketTimeRange([5 * DAY], 5 * DAY, 5 * DAY)).toEqual([4.5 * DAY, 6.5 * DAY]);
  });

  it('leaves a gap, not a bar, for a day without gains', () => {
    const bucket = (start: number, points: number) => ({ start, gains: points > 0 ? 1 : 0, points, trophies: points });
    expect(trophy.trophyPlotData([bucket(0, 30), bucket(DAY, 0), bucket(2 * DAY, 1_000)])).toEqual([
      [0, DAY, 2 * DAY],
      [30, null, 1_000],
    ]);
  });
});
