import { describe, expect, it } from 'vitest';
import { isDds } from '../../src/lib/dds';

describe('isDds', () => {
  it('recognises .dds files in any case', () => {
    expect(isDds('https://example.com/skins/car.dds')).toBe(true);
    expect(isDds('https://example.com/skins/CAR.DDS')).toBe(true);
    expect(isDds('/files/Decal.Dds')).toBe(true);
  });

  it('ignores a query string or a fragment', () => {
    expect(isDds('https://example.com/a.dds?v=2')).toBe(true);
    expect(isDds('https://example.com/a.dds#top')).toBe(true);
    expect(isDds('https://example.com/a.png?file=b.dds')).toBe(false);
  });

  it('leaves every other image alone', () => {
    expect(isDds('https://example.com/a.png')).toBe(false);
    expect(isDds('https://example.com/a.jpg')).toBe(false);
    expect(isDds('https://example.com/dds/a.webp')).toBe(false);
    expect(isDds('https://example.com/a.ddsx')).toBe(false);
    expect(isDds('')).toBe(false);
  });
});
