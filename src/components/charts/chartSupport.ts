// Shared by the chart wrappers (in the pages' chunks) and the lazily loaded plots: no chart library here.

/** The theme colours of each drawn mark, as the site's CSS custom properties (Bulma 1's dark theme). */
export const CHART_COLOURS = {
  primary: '--bulma-link',
  rerun: '--bulma-warning',
  excluded: '--bulma-grey-light',
  division: '--bulma-success',
  gains: '--bulma-warning',
  text: '--bulma-text',
  grid: '--bulma-border',
} as const;

export type ChartColour = keyof typeof CHART_COLOURS;

let drawable: boolean | undefined;

/**
 * Whether the browser can draw on a canvas. jsdom has no CanvasRenderingContext2D (and complains when asked for a
 * context), so page tests get the text summary only, as a browser without canvas would.
 */
export function canDrawCharts(): boolean {
  if (drawable !== undefined) return drawable;
  try {
    drawable =
      typeof window.CanvasRenderingContext2D === 'function' &&
      document.createElement('canvas').getContext('2d') !== null;
  } catch {
    drawable = false;
  }
  return drawable;
}
