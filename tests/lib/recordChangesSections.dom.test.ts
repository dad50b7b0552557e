// @vitest-environment jsdom
// Every section My records kept for an account (a campaign, a month): all of them at once, none when nothing (readable)
// is kept. localStorage is emptied after each test (tests/setup.ts).
import { describe, expect, it } from 'vitest';
import type { MapFigures } from '../../src/lib/recordChanges';
import { nextSection, readSections, writeSection } from '../../src/lib/recordChangesStore';

const ACCOUNT = '5b4d42f4-c2de-407d-b367-cbff3fe817bc';
const T0 = Date.parse('2026-11-17T21:04:00Z');

const figures = (rank: number, name: string): MapFigures => ({ name, kind: 'race', rank, score: 40_000 + rank });

describe('the sections kept for an account', () => {
  it('are none before anything is kept, or when the kept value does not read', () => {
    expect(readSections(ACCOUNT)).toEqual({});
    localStorage.setItem(`record-changes:${ACCOUNT}`, '{not json');
    expect(readSections(ACCOUNT)).toEqual({});
  });

  it('are every campaign and month kept, each with its maps', () => {
    writeSection(ACCOUNT, 'campaign:grp', nextSection(undefined, { uidA: figures(12, 'Alpha') }, ['uidA'], T0, T0));
    writeSection(ACCOUNT, 'month:2026-11', nextSection(undefined, { uidB: figures(3, 'Bravo') }, ['uidB'], T0, T0));
    expect(readSections(ACCOUNT)).toEqual({
      'campaign:grp': { maps: { uidA: { seen: { ...figures(12, 'Alpha'), at: T0 } } } },
      'month:2026-11': { maps: { uidB: { seen: { ...figures(3, 'Bravo'), at: T0 } } } },
    });
  });
});
