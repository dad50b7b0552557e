import { describe, expect, it } from 'vitest';
import { themeFrom } from '../../src/components/charts/chartTheme';
import { MIN_PLOT_SIZE, plotSize, sizeChanged } from '../../src/components/charts/plotSize';

// What every chart shares apart from its drawing: the theme's colours and fonts, and the plot's size.

describe('the charts’ theme', () => {
  const properties: Record<string, string> = {
    '--bulma-link': ' #123456 ',
    '--bulma-family-primary': 'Inter, sans-serif',
  };
  const theme = themeFrom((name) => properties[name] ?? '');

  it('draws in the site’s colours and font', () => {
    expect(theme.colour('primary')).toBe('#123456');
    expect(theme.font).toBe('12px Inter, sans-serif');
    expect(theme.labelFont).toBe('bold 12px Inter, sans-serif');
  });

  it('falls back to the dark theme’s own colours and a plain font where a property is missing', () => {
    const bare = themeFrom(() => '');
    expect(bare.colour('grid')).toBe('#3a404c');
    expect(bare.colour('gains')).toBe('#ffd75e');
    expect(bare.font).toBe('12px sans-serif');
  });
});

describe('the plot’s size', () => {
  it('takes its container’s size in whole pixels, never smaller than a readable plot', () => {
    expect(plotSize(390.7, 300.2)).toEqual({ width: 390, height: 300 });
    expect(plotSize(0, 0)).toEqual({ width: MIN_PLOT_SIZE, height: MIN_PLOT_SIZE });
    expect(MIN_PLOT_SIZE).toBe(120);
  });

  it('is redrawn only when the size changed', () => {
    expect(sizeChanged({ width: 390, height: 300 }, { width: 390, height: 300 })).toBe(false);
    expect(sizeChanged({ width: 360, height: 300 }, { width: 390, height: 300 })).toBe(true);
    expect(sizeChanged({ width: 390, height: 280 }, { width: 390, height: 300 })).toBe(true);
  });
});
