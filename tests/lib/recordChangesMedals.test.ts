import { describe, expect, it } from 'vitest';
import {
  compareMap,
  describeChange,
  hasChanged,
  partText,
  type MapChange,
  type MapFigures,
} from '../../src/lib/recordChanges';

// A medal on a map that had none at the last visit: any medal is news, the lowest one too. Times read in UTC (the
// tests' zone): Wednesday 18 November 2026 10:30 is the visit now, Tuesday evening the one before.

const NOW = Date.parse('2026-11-18T10:30:00Z');
const TUESDAY = Date.parse('2026-11-17T21:04:00Z');

const race = (figures: Partial<MapFigures> = {}): MapFigures => ({ name: 'Fall 2026 - 07', kind: 'race', ...figures });
const lines = (change: MapChange) => describeChange(change, 'race', TUESDAY, NOW).map(partText);

describe('a first medal', () => {
  it('says a bronze medal earned where no medal was known, as it does for a better one', () => {
    expect(lines(compareMap(race(), race({ medal: 'bronze' })))).toEqual(['new bronze medal']);
    expect(lines(compareMap(race(), race({ medal: 'silver' })))).toEqual(['new silver medal']);
    expect(lines(compareMap(race({ medal: 'none' }), race({ medal: 'silver' })))).toEqual(['new silver medal']);
  });

  it('says nothing of a medal kept or lost, and nothing when there is still none', () => {
    expect(hasChanged(compareMap(race({ medal: 'bronze' }), race({ medal: 'bronze' })))).toBe(false);
    expect(hasChanged(compareMap(race({ medal: 'silver' }), race({ medal: 'bronze' })))).toBe(false);
    expect(hasChanged(compareMap(race(), race({ medal: 'none' })))).toBe(false);
    expect(hasChanged(compareMap(race({ medal: 'none' }), race()))).toBe(false);
  });
});
