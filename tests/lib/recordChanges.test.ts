import { describe, expect, it } from 'vitest';
import {
  compareMap,
  describeChange,
  hasChanged,
  partText,
  sinceLong,
  sinceShort,
  summarize,
  topBand,
  type MapChange,
  type MapFigures,
} from '../../src/lib/recordChanges';
import { readerTime } from '../timeZones';

// What moved on a map between two visits, and the words for it, from hand-written figures. Times are the reader's wall
// clock, in whatever zone the run is in (tests/timeZones.ts): Tuesday 17 November 2026 21:04 is the last visit,
// Wednesday 18 November 10:30 the visit now.

const TUESDAY = readerTime(2026, 11, 17, 21, 4);
const NOW = readerTime(2026, 11, 18, 10, 30);

const race = (figures: Partial<MapFigures> = {}): MapFigures => ({ name: 'Fall 2026 - 07', kind: 'race', ...figures });
const lines = (change: MapChange, kind: MapFigures['kind'] = 'race') =>
  describeChange(change, kind, TUESDAY, NOW).map(partText);

describe('what moved on a map', () => {
  it('says a rank lost or gained, with the day of the last visit', () => {
    const lost = compareMap(race({ rank: 100 }), race({ rank: 137 }));
    expect(lost).toEqual({ rank: { lost: true, by: 37 } });
    expect(lines(lost)).toEqual(['▼ 37 places since Tue']);
    expect(describeChange(lost, 'race', TUESDAY, NOW)[0]?.arrow).toEqual({ symbol: '▼', word: 'lost' });
    const gained = compareMap(race({ rank: 1_205 }), race({ rank: 1_200 }));
    expect(lines(gained)).toEqual(['▲ 5 places since Tue']);
    expect(describeChange(gained, 'race', TUESDAY, NOW)[0]?.arrow).toEqual({ symbol: '▲', word: 'gained' });
    expect(lines(compareMap(race({ rank: 100 }), race({ rank: 2_100 })))).toEqual(['▼ 2,000 places since Tue']);
  });

  it('says a new personal best and by how much, as each kind of map counts it', () => {
    expect(lines(compareMap(race({ score: 41_000 }), race({ score: 40_588 })))).toEqual(['PB −0.412 s']);
    expect(lines(compareMap(race({ score: 125_000 }), race({ score: 62_655 })))).toEqual(['PB −1:02.345']);
    const stunt = (score: number): MapFigures => ({ name: 'S', kind: 'stunt', score });
    expect(lines(compareMap(stunt(900), stunt(1_020)), 'stunt')).toEqual(['PB +120 pts']);
    // Fewer points on a stunt map is no new record.
    expect(compareMap(stunt(900), stunt(880))).toEqual({});
    const platform = (score: number): MapFigures => ({ name: 'P', kind: 'platform', score });
    expect(lines(compareMap(platform(3), platform(2)), 'platform')).toEqual(['PB −1 respawn']);
    // A first record on a map never driven before.
    expect(lines(compareMap(race(), race({ score: 50_000 })))).toEqual(['first record']);
    // The same time is no news; a hidden score (-1) is no record.
    expect(compareMap(race({ score: 41_000 }), race({ score: 41_000 }))).toEqual({});
    expect(compareMap(race({ score: 41_000 }), race({ score: -1 }))).toEqual({});
  });

  it('says a medal gained, never one kept', () => {
    expect(lines(compareMap(race({ medal: 'silver' }), race({ medal: 'gold' })))).toEqual(['new gold medal']);
    expect(lines(compareMap(race({ medal: 'none' }), race({ medal: 'bronze' })))).toEqual(['new bronze medal']);
    expect(lines(compareMap(race(), race({ medal: 'author' })))).toEqual(['new author medal']);
    expect(compareMap(race({ medal: 'gold' }), race({ medal: 'gold' }))).toEqual({});
    expect(compareMap(race({ medal: 'gold' }), race({ medal: 'none' }))).toEqual({});
  });

  it('says a top-x % band crossed, into a better one or out of one', () => {
    expect(lines(compareMap(race({ band: 10 }), race({ band: 5 })))).toEqual(['into the top 5%']);
    expect(lines(compareMap(race({ band: 5 }), race({ band: 10 })))).toEqual(['out of the top 5%']);
    expect(lines(compareMap(race({ band: 50 }), race({ band: 100 })))).toEqual(['out of the top 50%']);
    expect(compareMap(race({ band: 5 }), race())).toEqual({});
  });

  it('reads the band from a rank and a player count', () => {
    expect(topBand(1, 1_000)).toBe(1);
    expect(topBand(10, 1_000)).toBe(1);
    expect(topBand(11, 1_000)).toBe(5);
    expect(topBand(50, 1_000)).toBe(5);
    expect(topBand(51, 1_000)).toBe(10);
    expect(topBand(250, 1_000)).toBe(25);
    expect(topBand(501, 1_000)).toBe(100);
    expect(topBand(undefined, 1_000)).toBeUndefined();
    expect(topBand(5, undefined)).toBeUndefined();
    expect(topBand(0, 1_000)).toBeUndefined();
  });

  it('says a world record changed: its time and holder, and what it was', () => {
    const was = { score: 41_000, holder: 'Alpha' };
    expect(lines(compareMap(race({ wr: was }), race({ wr: { score: 40_863, holder: 'Bravo' } })))).toEqual([
      'WR 0:40.863 by Bravo (was 0:41.000 by Alpha)',
    ]);
    expect(lines(compareMap(race({ wr: was }), race({ wr: { score: 40_863, holder: 'Alpha' } })))).toEqual([
      'WR 0:40.863 by Alpha (was 0:41.000)',
    ]);
    expect(compareMap(race({ wr: was }), race({ wr: { ...was } }))).toEqual({});
    // Unknown before (or now): nothing to compare.
    expect(compareMap(race(), race({ wr: was }))).toEqual({});
  });

  it('says nothing changed when nothing did, and puts several changes in reading order', () => {
    const same = race({ rank: 12, score: 40_500, medal: 'author', band: 1, wr: { score: 40_100, holder: 'Alpha' } });
    expect(hasChanged(compareMap(same, { ...same }))).toBe(false);
    const better = race({ rank: 8, score: 40_300, medal: 'author', band: 1, wr: { score: 40_100, holder: 'Alpha' } });
    expect(
      lines(
        compareMap(
          race({ rank: 60, score: 44_500, medal: 'silver', band: 5, wr: { score: 40_200, holder: 'Alpha' } }),
          better,
        ),
      ),
    ).toEqual([
      '▲ 52 places since Tue',
      'PB −4.200 s',
      'new author medal',
      'into the top 1%',
      'WR 0:40.100 by Alpha (was 0:40.200)',
    ]);
  });
});

describe('since when', () => {
  it('names the time today, the weekday within the week, the date before', () => {
    expect(sinceShort(readerTime(2026, 11, 18, 9, 12), NOW)).toBe('since 09:12');
    expect(sinceShort(TUESDAY, NOW)).toBe('since Tue');
    expect(sinceShort(readerTime(2026, 11, 12, 8), NOW)).toBe('since Thu');
    expect(sinceShort(readerTime(2026, 11, 11, 8), NOW)).toBe('since 11 Nov');
    expect(sinceLong(TUESDAY, NOW)).toBe('Since Tuesday 21:04');
    expect(sinceLong(readerTime(2026, 11, 18, 9, 12), NOW)).toBe('Since 09:12 today');
    expect(sinceLong(readerTime(2026, 11, 8, 21, 4), NOW)).toBe('Since 8 Nov 2026, 21:04');
  });
});

describe('the summary', () => {
  const map = (name: string, change: MapChange) => ({ name, change });
  const lost = { rank: { lost: true, by: 3 } };

  it('counts what moved, names the map of a single new world record, in plain words', () => {
    const maps = [
      ...Array.from({ length: 9 }, (_, index) => map(`Fall 2026 - ${String(index + 10)}`, lost)),
      map('Fall 2026 - 01', { pb: { gain: 412 } }),
      map('Fall 2026 - 02', { pb: {} }),
      map('Fall 2026 - 07', { wr: { now: { score: 1, holder: 'A' }, was: { score: 2, holder: 'B' } } }),
      map('Fall 2026 - 08', {}),
    ];
    expect(summarize(maps, [], TUESDAY, NOW)).toBe(
      'Since Tuesday 21:04: 9 maps lost positions, 2 new personal bests, 1 new world record on Fall 2026 - 07',
    );
  });

  it('says one of each in the singular, and the maps removed from the campaign', () => {
    const maps = [
      map('A', { rank: { lost: true, by: 1 } }),
      map('B', { rank: { lost: false, by: 4 }, pb: { gain: 10 }, medal: 'gold', band: { into: true, band: 5 } }),
    ];
    expect(summarize(maps, ['Fall 2026 - 25'], TUESDAY, NOW)).toBe(
      'Since Tuesday 21:04: 1 map lost positions, 1 map gained positions, 1 new personal best, 1 new medal, 1 map crossed a top % band, 1 map removed from the campaign (Fall 2026 - 25)',
    );
  });

  it('names up to three maps of new world records and counts more', () => {
    const wr = { wr: { now: { score: 1, holder: 'A' }, was: { score: 2, holder: 'B' } } };
    expect(summarize([map('A', wr), map('B', wr)], ['X', 'Y', 'Z'], TUESDAY, NOW)).toBe(
      'Since Tuesday 21:04: 2 new world records on A and B, 3 maps removed from the campaign (X, Y and Z)',
    );
    expect(
      summarize(
        ['A', 'B', 'C', 'D'].map((name) => map(name, wr)),
        [],
        TUESDAY,
        NOW,
      ),
    ).toBe('Since Tuesday 21:04: 4 new world records');
  });

  it('says nothing changed', () => {
    expect(summarize([map('A', {}), map('B', {})], [], TUESDAY, NOW)).toBe('Since Tuesday 21:04: nothing changed');
  });
});
