// The colour of each part of a map's line on My records (src/lib/recordChanges.ts): good news for the player is green,
// bad news red, and a world record set by someone neither.
import { describe, expect, it } from 'vitest';
import { compareMap, describeChange, type MapFigures } from '../../src/lib/recordChanges';

const LAST_VISIT = Date.UTC(2026, 10, 17, 20, 4);
const NOW = Date.UTC(2026, 10, 18, 10, 30);

const race = (figures: Partial<MapFigures> = {}): MapFigures => ({ name: 'Fall 2026 - 07', kind: 'race', ...figures });
/** Each part of the line between two visits' figures, as its id and tone. */
const tones = (before: MapFigures, now: MapFigures) =>
  describeChange(compareMap(before, now), now.kind, LAST_VISIT, NOW).map((part) => [part.id, part.tone]);

describe('the tone of what moved on a map', () => {
  it('is good for places gained, a better record, a new medal and a better band; neutral for a new world record', () => {
    expect(
      tones(
        race({ rank: 60, score: 44_500, medal: 'silver', band: 5, wr: { score: 40_200, holder: 'Alpha' } }),
        race({ rank: 8, score: 40_300, medal: 'author', band: 1, wr: { score: 40_100, holder: 'Bravo' } }),
      ),
    ).toEqual([
      ['rank', 'good'],
      ['pb', 'good'],
      ['medal', 'good'],
      ['band', 'good'],
      ['wr', 'neutral'],
    ]);
  });

  it('is good for a first record', () => {
    expect(tones(race(), race({ score: 50_000 }))).toEqual([['pb', 'good']]);
  });

  it('is bad for places lost and a band left', () => {
    expect(tones(race({ rank: 8, band: 1 }), race({ rank: 60, band: 5 }))).toEqual([
      ['rank', 'bad'],
      ['band', 'bad'],
    ]);
  });
});
