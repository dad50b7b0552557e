import { describe, expect, it } from 'vitest';
import type { MapFigures } from '../../src/lib/recordChanges';
import { baselineOf, nextSection, removedMaps } from '../../src/lib/recordChangesStore';

// The edges of a visit: views exactly 30 minutes apart are still one visit, and only the section's maps are kept.
// Hand-written figures, times in UTC.

const MIN = 60_000;
const T0 = Date.parse('2026-11-17T21:04:00Z');
const figures = (rank: number, name = 'Map'): MapFigures => ({ name, kind: 'race', rank });

describe('the edges of a visit', () => {
  it('compares a view exactly 30 minutes after the last with the same figures as the last', () => {
    const first = nextSection(undefined, { uidA: figures(100) }, ['uidA'], T0, T0);
    // Still the first visit: nothing to compare with yet.
    expect(baselineOf(first.maps.uidA, T0 + 30 * MIN)).toBeUndefined();
    // A minute later it is a new visit, which compares with what the first one saw.
    expect(baselineOf(first.maps.uidA, T0 + 31 * MIN)).toEqual({ ...figures(100), at: T0 });
  });

  it('names a removed map until exactly 30 minutes after it went', () => {
    const before = nextSection(
      undefined,
      { uidA: figures(1, 'Alpha'), uidZ: figures(9, 'Fall 2026 - 25') },
      ['uidA', 'uidZ'],
      T0,
      T0,
    );
    const gone = nextSection(before, { uidA: figures(1, 'Alpha') }, ['uidA'], T0 + 60 * MIN, T0 + 60 * MIN);
    expect(removedMaps(gone, ['uidA'], T0 + 90 * MIN)).toEqual([{ name: 'Fall 2026 - 25', at: T0 }]);
    expect(removedMaps(gone, ['uidA'], T0 + 91 * MIN)).toEqual([]);
  });

  it('keeps no figures of a map the grid showed that is not in the section', () => {
    const section = nextSection(undefined, { uidA: figures(1), uidX: figures(2) }, ['uidA'], T0, T0);
    expect(Object.keys(section.maps)).toEqual(['uidA']);
  });
});
