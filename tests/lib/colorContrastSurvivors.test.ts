// Contrast figures written out (WCAG's black on white is 21:1), the exact colours a dark name is lifted to, and what
// is not a colour.
import { describe, expect, it } from 'vitest';
import { colorChannels, contrastRatio, lightColor, readableOnDark } from '../../src/lib/colorContrast';

describe('the contrast ratio', () => {
  it('is 21:1 for black on white, whichever is given first', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 10);
    expect(contrastRatio([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 10);
  });

  it('reads the darkest channels on the straight part of the sRGB curve: #0a0a0a on black is 1.06:1', () => {
    expect(contrastRatio([10, 10, 10], [0, 0, 0])).toBeCloseTo(1.0607, 4);
    expect(contrastRatio([0x26, 0x2a, 0x33], [0, 0, 0])).toBeCloseTo(1.4614, 4);
  });
});

describe('a dark name lifted on the dark theme', () => {
  it('becomes the least-lightened mix with white that reads, the same on every call', () => {
    expect(readableOnDark('#000')).toBe('#999999');
    expect(readableOnDark('#00f')).toBe('#8c8cff');
    expect(readableOnDark('#a00')).toBe('#d58080');
    expect(readableOnDark('#000')).toBe('#999999');
    expect(readableOnDark('#00f')).toBe('#8c8cff');
  });
});

describe('what is a colour', () => {
  it('is # and three or six hex digits, in either case', () => {
    expect(colorChannels('#FfF')).toEqual([255, 255, 255]);
    expect(colorChannels('#12ab34')).toEqual([18, 171, 52]);
  });

  it('is not a colour without its #, nor with four or seven digits', () => {
    expect(colorChannels('ffff')).toBeNull();
    expect(colorChannels('0fff')).toBeNull();
    expect(colorChannels('#ffff')).toBeNull();
    expect(colorChannels('#fffffff')).toBeNull();
    expect(colorChannels('#gfff')).toBeNull();
    expect(lightColor('#ffff')).toBe('#ffff');
    expect(lightColor('ffff')).toBe('ffff');
    expect(readableOnDark('#0000')).toBe('#0000');
  });
});
