import { describe, expect, it } from 'vitest';
import { recognise } from '../../src/lib/quickSearch';

// The quick search's edges: December, a name that ends with a year, map uids of digits or of letters only, and the
// shortest name worth searching. The current Track of the Day month is June 2024.
const NOW = new Date('2024-06-15T20:00:00Z');
const read = (text: string) => recognise(text, NOW);

describe('the quick search recogniser at its edges', () => {
  it('reads December, the last month, by its name', () => {
    expect(read('December 2023').jumps).toEqual([
      { kind: 'month', label: 'Track of the Day, December 2023', path: '/totd/2023-12' },
    ]);
    expect(read('dec').jumps).toEqual([
      { kind: 'month', label: 'Track of the Day, December 2023', path: '/totd/2023-12' },
    ]);
  });

  it('reads a name followed by a year as a name, with no word about months', () => {
    const result = read('Speed 2023');
    expect(result).toMatchObject({ jumps: [], playerSearch: 'Speed 2023', nameSearch: 'Speed 2023' });
    expect(result.hint).toBeUndefined();
  });

  it('reads a map uid that starts with digits, or has none, as a map', () => {
    expect(read('2024Fh_GhNThDq6s_6ibuP1hE').jumps).toEqual([
      {
        kind: 'map',
        label: 'Map leaderboard 2024Fh_GhNThDq6s_6ibuP1hE',
        path: '/leaderboard/2024Fh_GhNThDq6s_6ibuP1hE',
      },
    ]);
    expect(read('abcdefghijklmnopqrstuvwxyz').jumps.map((jump) => jump.kind)).toEqual(['map']);
  });

  it('reads twenty digits as no map and no number, only as a name', () => {
    expect(read('12345678901234567890')).toMatchObject({
      jumps: [],
      playerSearch: '12345678901234567890',
      nameSearch: '12345678901234567890',
    });
  });

  it('searches names from two characters', () => {
    expect(read('ki')).toMatchObject({ playerSearch: '', nameSearch: 'ki' });
  });
});
