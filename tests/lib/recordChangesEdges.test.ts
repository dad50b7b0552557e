import { describe, expect, it } from 'vitest';
import {
  compareMap,
  describeChange,
  hasChanged,
  partText,
  sinceLong,
  summarize,
  topBand,
  type MapChange,
  type MapFigures,
} from '../../src/lib/recordChanges';
import { readerTime } from '../timeZones';

// The edges of "what moved on my maps": a figure known on one visit only, a platform record of no respawn, a tied
// world record taken by another player, a gain of exactly one minute, a visit exactly a week ago, many maps removed.
// Times are the reader's wall clock, in whatever zone the run is in (tests/timeZones.ts): Wednesday 18 November 2026
// 10:30 is the visit now.

const NOW = readerTime(2026, 11, 18, 10, 30);
const TUESDAY = readerTime(2026, 11, 17, 21, 4);

const race = (figures: Partial<MapFigures> = {}): MapFigures => ({ name: 'Fall 2026 - 07', kind: 'race', ...figures });
const lines = (change: MapChange, kind: MapFigures['kind'] = 'race') =>
  describeChange(change, kind, TUESDAY, NOW).map(partText);

describe('a figure known on one visit only', () => {
  it('says nothing of a rank or a band seen for the first time, or no longer seen', () => {
    expect(compareMap(race(), race({ rank: 5 }))).toEqual({});
    expect(compareMap(race({ rank: 5 }), race())).toEqual({});
    expect(compareMap(race(), race({ band: 5 }))).toEqual({});
  });

  it('has no band on a map nobody is ranked on', () => {
    expect(topBand(1, 0)).toBeUndefined();
  });

  it('tells a change from none', () => {
    expect(hasChanged(compareMap(race({ rank: 12 }), race({ rank: 9 })))).toBe(true);
    expect(hasChanged(compareMap(race({ rank: 12 }), race({ rank: 12 })))).toBe(false);
  });
});

describe('records at their edges', () => {
  it('counts a platform run with no respawn as a record', () => {
    const platform = (score?: number): MapFigures => ({ name: 'P', kind: 'platform', score });
    expect(lines(compareMap(platform(2), platform(0)), 'platform')).toEqual(['PB −2 respawns']);
    expect(lines(compareMap(platform(), platform(0)), 'platform')).toEqual(['first record']);
  });

  it('takes no score that is not a finite number as a record', () => {
    expect(compareMap(race({ score: 41_000 }), race({ score: Number.POSITIVE_INFINITY }))).toEqual({});
    const stunt = (score: number): MapFigures => ({ name: 'S', kind: 'stunt', score });
    expect(compareMap(stunt(900), stunt(Number.POSITIVE_INFINITY))).toEqual({});
    expect(lines(compareMap(race({ score: Number.NaN }), race({ score: 40_000 })))).toEqual(['first record']);
    expect(lines(compareMap(race({ score: Number.POSITIVE_INFINITY }), race({ score: 40_000 })))).toEqual([
      'first record',
    ]);
  });

  it('writes a gain of exactly one minute as minutes', () => {
    expect(lines(compareMap(race({ score: 100_000 }), race({ score: 40_000 })))).toEqual(['PB −1:00.000']);
    expect(lines(compareMap(race({ score: 100_000 }), race({ score: 40_001 })))).toEqual(['PB −59.999 s']);
  });

  it('says a world record tied by another player', () => {
    const was = { score: 41_000, holder: 'Alpha' };
    expect(lines(compareMap(race({ wr: was }), race({ wr: { score: 41_000, holder: 'Bravo' } })))).toEqual([
      'WR 0:41.000 by Bravo (was 0:41.000 by Alpha)',
    ]);
  });

  it('names each part for the page, which keys its line by it and lets the world record wrap', () => {
    const change = compareMap(
      race({ rank: 60, score: 44_500, medal: 'silver', band: 5, wr: { score: 40_200, holder: 'Alpha' } }),
      race({ rank: 8, score: 40_300, medal: 'author', band: 1, wr: { score: 40_100, holder: 'Alpha' } }),
    );
    expect(describeChange(change, 'race', TUESDAY, NOW).map((part) => part.id)).toEqual([
      'rank',
      'pb',
      'medal',
      'band',
      'wr',
    ]);
  });
});

describe('since when, and the summary', () => {
  it('writes the date of a visit exactly a week ago', () => {
    expect(sinceLong(readerTime(2026, 11, 11, 21, 4), NOW)).toBe('Since 11 Nov 2026, 21:04');
    expect(sinceLong(readerTime(2026, 11, 12, 21, 4), NOW)).toBe('Since Thursday 21:04');
  });

  it('counts more than three maps removed from the campaign without naming them', () => {
    expect(summarize([], ['A', 'B', 'C', 'D'], TUESDAY, NOW)).toBe(
      'Since Tuesday 21:04: 4 maps removed from the campaign',
    );
  });
});
