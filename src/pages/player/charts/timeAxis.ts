import type uPlot from 'uplot';

// Time-axis labels in the site's day-month order ("4 Nov", "Mar 2025", "2024") instead of uPlot's US-style "11/4",
// in UTC (the trophy chart's buckets are UTC days) or the browser's zone (cups, like the table's times). The year is
// added under the first label and wherever it changes.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY = 86_400;

/** The labels of a time axis's splits (unix seconds), `increment` apart, read in UTC or the visitor's zone. */
export function timeAxisLabels(splits: readonly number[], increment: number, zone: 'local' | 'utc'): string[] {
  let year: number | undefined;
  return splits.map((seconds) => {
    const date = new Date(seconds * 1000);
    const [y, month, day] =
      zone === 'utc'
        ? [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()]
        : [date.getFullYear(), date.getMonth(), date.getDate()];
    const newYear = y !== year;
    year = y;
    if (increment >= 360 * DAY) return String(y);
    const label = increment >= 28 * DAY ? (MONTHS[month] ?? '') : `${day} ${MONTHS[month] ?? ''}`;
    return newYear ? `${label}\n${y}` : label;
  });
}

export function timeAxisValues(zone: 'local' | 'utc'): uPlot.Axis.DynamicValues {
  return (_plot, splits, _axis, _space, increment) => timeAxisLabels(splits, increment, zone);
}
