import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANIMALS, FRUITS, clanFor, matchYear, paletteFor } from '../../src/lib/clanPalette';
import { MIN_CONTRAST, contrastRatio } from '../../src/lib/colorContrast';

const rgb = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
const unix = (iso: string) => Date.parse(iso) / 1000;

describe('the clan palettes', () => {
  it('has 20 animals and 20 fruits, every name once', () => {
    expect(ANIMALS).toHaveLength(20);
    expect(FRUITS).toHaveLength(20);
    const names = [...ANIMALS, ...FRUITS].map((entry) => entry.name);
    expect(new Set(names).size).toBe(40);
  });

  it.each([...ANIMALS, ...FRUITS].map((entry) => [entry.name, entry] as const))(
    '%s reads at 4.5:1 or better',
    (_name, entry) => {
      expect(entry.background).toMatch(/^#[0-9a-f]{6}$/);
      expect(entry.foreground).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastRatio(rgb(entry.background), rgb(entry.foreground))).toBeGreaterThanOrEqual(MIN_CONTRAST);
    },
  );

  it('ships every logo as a small SVG of our own', () => {
    for (const entry of [...ANIMALS, ...FRUITS]) {
      const file = resolve('public', 'clans', `${entry.name.toLowerCase()}.svg`);
      expect(entry.logo.endsWith(`clans/${entry.name.toLowerCase()}.svg`)).toBe(true);
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeLessThan(1024);
      const text = readFileSync(file, 'utf8');
      expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(text).not.toMatch(/<script|href=/i);
    }
  });
});

describe('choosing a clan', () => {
  it('uses animals for 2023, fruits for 2024 and animals for any other or unknown year', () => {
    expect(paletteFor(2023)).toBe(ANIMALS);
    expect(paletteFor(2024)).toBe(FRUITS);
    expect(paletteFor(2022)).toBe(ANIMALS);
    expect(paletteFor(2025)).toBe(ANIMALS);
    expect(paletteFor(undefined)).toBe(ANIMALS);
  });

  it('picks the entry by team index', () => {
    expect(clanFor(0, 2023).name).toBe('Bear');
    expect(clanFor(1, 2023).name).toBe('Wolf');
    expect(clanFor(19, 2023).name).toBe('Octopus');
    expect(clanFor(0, 2024).name).toBe('Apple');
    expect(clanFor(2, 2024).name).toBe('Cherry');
  });

  it('wraps indexes beyond the palette and never fails on odd ones', () => {
    expect(clanFor(20, 2024).name).toBe('Apple');
    expect(clanFor(27, 2023)).toBe(ANIMALS[7]);
    expect(clanFor(-1, 2023)).toBe(ANIMALS[19]);
    expect(clanFor(Number.NaN, 2024)).toBe(FRUITS[0]);
  });

  it('reads the year of a start time in unix seconds or ISO, in UTC', () => {
    expect(matchYear(unix('2024-01-01T00:30:00Z'))).toBe(2024);
    expect(matchYear(unix('2023-12-31T23:30:00Z'))).toBe(2023);
    expect(matchYear('2024-03-05T10:00:00+00:00')).toBe(2024);
    expect(matchYear(undefined)).toBeUndefined();
    expect(matchYear('soon')).toBeUndefined();
  });
});
