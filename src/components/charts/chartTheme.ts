import { CHART_COLOURS, type ChartColour } from './chartSupport';

// Colours and fonts for the canvas, read from the site's CSS custom properties when a plot is created, so the
// charts follow the theme instead of repeating its colours here. The fallbacks only matter if a variable is missing.

const FALLBACKS: Record<ChartColour, string> = {
  primary: '#66d1ff',
  rerun: '#ffd75e',
  excluded: '#c2c6ce',
  division: '#48d597',
  gains: '#ffd75e',
  text: '#e0e3e8',
  grid: '#3a404c',
};

export interface ChartTheme {
  colour: (name: ChartColour) => string;
  font: string;
  labelFont: string;
}

/** The theme from a reader of CSS custom properties (the document's computed style): the fallback for any left empty. */
export function themeFrom(property: (name: string) => string): ChartTheme {
  const family = property('--bulma-family-primary').trim() || 'sans-serif';
  return {
    colour: (name) => property(CHART_COLOURS[name]).trim() || FALLBACKS[name],
    font: `12px ${family}`,
    labelFont: `bold 12px ${family}`,
  };
}

export function chartTheme(): ChartTheme {
  const style = getComputedStyle(document.documentElement);
  return themeFrom((name) => style.getPropertyValue(name));
}

/** An axis drawn in the theme's text colour over its grid colour: every plot's axes start from it. */
export function themedAxis(theme: ChartTheme) {
  return {
    stroke: theme.colour('text'),
    font: theme.font,
    labelFont: theme.labelFont,
    grid: { stroke: theme.colour('grid'), width: 1 },
    ticks: { stroke: theme.colour('grid'), width: 1 },
  };
}
