import { describe, expect, it } from 'vitest';
import type { MapFigures } from '../../src/lib/recordChanges';
import {
  baselineOf,
  MAX_SECTIONS,
  nextSection,
  readSection,
  removedMaps,
  writeSection,
  type SectionSnapshot,
} from '../../src/lib/recordChangesStore';
import { clearRecordChanges } from '../../src/lib/recordChangesKeys';

// The figures My records keeps between visits: per account, versioned, checked on read; a visit is views less than
// 30 minutes apart. Hand-written values; localStorage is emptied after each test (tests/setup.ts).

const ACCOUNT = '5b4d42f4-c2de-407d-b367-cbff3fe817bc';
const OTHER = '0a1b2c3d-0000-4000-8000-000000000001';
const KEY = `record-changes:${ACCOUNT}`;
const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const T0 = Date.parse('2026-11-17T21:04:00Z');

const figures = (rank: number, name = 'Map'): MapFigures => ({ name, kind: 'race', rank, score: 40_000 + rank });

describe('the kept figures of My records', () => {
  it('writes and reads a section per account and scope', () => {
    const section = nextSection(undefined, { uidA: figures(12, 'Alpha') }, ['uidA'], T0, T0);
    writeSection(ACCOUNT, 'campaign:grp', section);
    expect(readSection(ACCOUNT, 'campaign:grp')).toEqual({
      maps: { uidA: { seen: { ...figures(12, 'Alpha'), at: T0 } } },
    });
    expect(readSection(ACCOUNT, 'month:2026-11')).toBeUndefined();
    // Another account's figures are not this account's.
    expect(readSection(OTHER, 'campaign:grp')).toBeUndefined();
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toMatchObject({ v: 1 });
  });

  it('reads damaged, foreign or older values as nothing kept, without throwing', () => {
    for (const raw of [
      '{not json',
      '[]',
      '{"v":2,"sections":{}}',
      '{"v":1,"sections":{"campaign:grp":{"maps":{"uidA":{"seen":{"at":"x"}}}}}}',
      'null',
    ]) {
      localStorage.setItem(KEY, raw);
      expect(readSection(ACCOUNT, 'campaign:grp')).toBeUndefined();
    }
    // The next write replaces the damaged value.
    writeSection(ACCOUNT, 'campaign:grp', nextSection(undefined, { uidA: figures(3) }, ['uidA'], T0, T0));
    expect(readSection(ACCOUNT, 'campaign:grp')?.maps.uidA?.seen.rank).toBe(3);
  });

  it('keeps the most recently seen sections only', () => {
    for (let index = 0; index < MAX_SECTIONS + 2; index += 1) {
      writeSection(
        ACCOUNT,
        `month:${String(index)}`,
        nextSection(undefined, { uid: figures(1) }, ['uid'], T0, T0 + index * MIN),
      );
    }
    expect(readSection(ACCOUNT, 'month:0')).toBeUndefined();
    expect(readSection(ACCOUNT, 'month:1')).toBeUndefined();
    expect(readSection(ACCOUNT, 'month:2')).toBeDefined();
    expect(readSection(ACCOUNT, `month:${String(MAX_SECTIONS + 1)}`)).toBeDefined();
  });

  it('drops every other account at a sign-in, and all of them at logout', () => {
    const section = nextSection(undefined, { uidA: figures(1) }, ['uidA'], T0, T0);
    writeSection(ACCOUNT, 'campaign:grp', section);
    writeSection(OTHER, 'campaign:grp', section);
    localStorage.setItem('following', '{"v":1}');
    clearRecordChanges(ACCOUNT.toUpperCase());
    expect(readSection(ACCOUNT, 'campaign:grp')).toBeDefined();
    expect(readSection(OTHER, 'campaign:grp')).toBeUndefined();
    clearRecordChanges('');
    expect(readSection(ACCOUNT, 'campaign:grp')).toBeUndefined();
    // Nothing else of this browser's storage goes.
    expect(localStorage.getItem('following')).toBe('{"v":1}');
  });
});

describe('a visit', () => {
  const first = nextSection(undefined, { uidA: figures(100), uidB: figures(50) }, ['uidA', 'uidB'], T0, T0);

  it('compares nothing on a first visit, nor on a reload of it', () => {
    expect(baselineOf(undefined, T0)).toBeUndefined();
    expect(baselineOf(first.maps.uidA, T0 + 10 * MIN)).toBeUndefined();
  });

  it('compares with the last visit, and a reload within it with the same figures', () => {
    const later = T0 + DAY;
    expect(baselineOf(first.maps.uidA, later)).toEqual({ ...figures(100), at: T0 });
    const second = nextSection(first, { uidA: figures(137) }, ['uidA', 'uidB'], later, later + MIN);
    // A reload ten minutes later still compares with Tuesday's figures.
    expect(baselineOf(second.maps.uidA, later + 10 * MIN)).toEqual({ ...figures(100), at: T0 });
    expect(second.maps.uidA?.seen).toEqual({ ...figures(137), at: later + MIN });
    // A map not loaded this visit keeps its figures as they were.
    expect(second.maps.uidB).toEqual(first.maps.uidB);
    // The visit after compares with what this one saw.
    expect(baselineOf(second.maps.uidA, later + DAY)).toEqual({ ...figures(137), at: later + MIN });
  });

  it('names a map no longer in the section for the rest of the visit, then forgets it', () => {
    const later = T0 + DAY;
    const withName = nextSection(
      undefined,
      { uidA: figures(1, 'Alpha'), uidZ: figures(9, 'Fall 2026 - 25') },
      ['uidA', 'uidZ'],
      T0,
      T0,
    );
    expect(removedMaps(withName, ['uidA'], later)).toEqual([{ name: 'Fall 2026 - 25', at: T0 }]);
    const after: SectionSnapshot = nextSection(withName, { uidA: figures(1, 'Alpha') }, ['uidA'], later, later);
    expect(removedMaps(after, ['uidA'], later + 5 * MIN)).toEqual([{ name: 'Fall 2026 - 25', at: T0 }]);
    expect(removedMaps(after, ['uidA'], later + DAY)).toEqual([]);
    expect(Object.keys(nextSection(after, { uidA: figures(1) }, ['uidA'], later + DAY, later + DAY).maps)).toEqual([
      'uidA',
    ]);
    expect(removedMaps(undefined, ['uidA'], later)).toEqual([]);
  });
});
