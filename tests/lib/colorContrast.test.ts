import { describe, expect, it } from 'vitest';
import {
  DARK_REFERENCE_BACKGROUND,
  MIN_CONTRAST,
  colorChannels,
  contrastRatio,
  readableOnDark,
} from '../../src/lib/colorContrast';

describe('game-text colours on the dark theme', () => {
  it('keeps colours that already read well', () => {
    expect(readableOnDark('#fff')).toBe('#fff');
    expect(readableOnDark('#f80')).toBe('#f80');
    expect(readableOnDark('#0cf')).toBe('#0cf');
  });

  it('lightens dark colours just enough', () => {
    const lifted = readableOnDark('#00f');
    expect(lifted).not.toBe('#00f');
    const channels = colorChannels(lifted);
    expect(channels).not.toBeNull();
    expect(contrastRatio(channels ?? [0, 0, 0], DARK_REFERENCE_BACKGROUND)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    // Still blue: the blue channel stays the strongest.
    const [r, g, b] = channels ?? [0, 0, 0];
    expect(b).toBeGreaterThan(r);
    expect(b).toBeGreaterThan(g);
  });

  it('gives every three-digit colour at least 4.5:1 on the reference background', () => {
    for (let value = 0; value < 4096; value += 1) {
      const color = `#${value.toString(16).padStart(3, '0')}`;
      const channels = colorChannels(readableOnDark(color)) ?? [0, 0, 0];
      expect(contrastRatio(channels, DARK_REFERENCE_BACKGROUND)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
  });

  it('leaves anything that is not a colour alone', () => {
    expect(readableOnDark('red')).toBe('red');
  });
});
