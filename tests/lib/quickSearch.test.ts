import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MATCH_ID_HINT } from '../../src/lib/matchRules';
import { MAX_QUERY_LENGTH, recognise } from '../../src/lib/quickSearch';

// A fixed day in the middle of 2024 (Paris time well past 7 PM): the current Track of the Day month is June 2024.
const NOW = new Date('2024-06-15T20:00:00Z');
const read = (text: string) => recognise(text, NOW);
const kinds = (text: string) => read(text).jumps.map((jump) => jump.kind);

describe('the quick search recogniser: each kind of input', () => {
  it('reads an account id as that player, and searches nothing else', () => {
    const result = read('17cebbbb-2637-4110-ba67-f733de4559ea');
    expect(result.jumps).toEqual([
      {
        kind: 'account',
        label: 'Player with account id 17cebbbb-2637-4110-ba67-f733de4559ea',
        path: '/player/17cebbbb-2637-4110-ba67-f733de4559ea',
      },
    ]);
    expect(result.playerSearch).toBe('');
    expect(result.nameSearch).toBe('');
    expect(result.vanity).toBeUndefined();
  });

  it('writes an account id in upper case or with spaces around it the way the API does', () => {
    expect(read('  17CEBBBB-2637-4110-BA67-F733DE4559EA ').jumps[0]?.path).toBe(
      '/player/17cebbbb-2637-4110-ba67-f733de4559ea',
    );
  });

  it('reads a map uid as its leaderboard', () => {
    expect(read('Fh_GhNThDq6s_6ibuP1_hEPocLl').jumps).toEqual([
      {
        kind: 'map',
        label: 'Map leaderboard Fh_GhNThDq6s_6ibuP1_hEPocLl',
        path: '/leaderboard/Fh_GhNThDq6s_6ibuP1_hEPocLl',
      },
    ]);
    // 25 characters, as the mocked demo maps have.
    expect(kinds('PlatformDemoMapUid0000001')).toEqual(['map']);
    // A map uid is no player name (those stop at 15 characters): no player search, no vanity.
    expect(read('PlatformDemoMapUid0000001')).toMatchObject({ playerSearch: '', nameSearch: '' });
    expect(read('PlatformDemoMapUid0000001').vanity).toBeUndefined();
  });

  it('reads a match id with its prefix, in any case, as that match and nothing else', () => {
    const result = read('LID-MTCH-Royal2023Clans1');
    expect(result.jumps).toEqual([
      { kind: 'match', label: 'Match lid-mtch-royal2023clans1', path: '/match/lid-mtch-royal2023clans1' },
    ]);
    expect(result.playerSearch).toBe('');
  });

  it('reads a month as its Track of the Day, the same for 2024-3, 2024-03 and 2024/3', () => {
    for (const text of ['2024-3', '2024-03', '2024/3']) {
      expect(read(text).jumps, text).toEqual([
        { kind: 'month', label: 'Track of the Day, March 2024', path: '/totd/2024-3' },
      ]);
    }
    expect(read('2020-7').jumps[0]?.path).toBe('/totd/2020-7');
    expect(read('2024-6').jumps[0]?.path).toBe('/totd/2024-6');
  });

  it('reads a month written with its name and year as its Track of the Day, in any case and order', () => {
    for (const text of [
      'November 2023',
      'november 2023',
      'Nov 2023',
      'nov. 2023',
      'NOV-2023',
      '2023 November',
      '2023/nov',
    ]) {
      expect(read(text).jumps, text).toEqual([
        { kind: 'month', label: 'Track of the Day, November 2023', path: '/totd/2023-11' },
      ]);
      expect(read(text).playerSearch, text).toBe('');
    }
    expect(read('Sept 2022').jumps[0]?.path).toBe('/totd/2022-9');
    expect(read('November 2024').hint).toContain('no Track of the Day for November 2024');
    expect(read('May 2019').hint).toContain('no Track of the Day for May 2019');
  });

  it('reads a month’s name alone as this year’s month first, then last year’s, and still searches it as a name', () => {
    // June 2024 is the current month: this year's March, then last year's.
    expect(read('Mar').jumps).toEqual([
      { kind: 'month', label: 'Track of the Day, March 2024', path: '/totd/2024-3' },
      { kind: 'month', label: 'Track of the Day, March 2023', path: '/totd/2023-3' },
    ]);
    expect(read('march').jumps.map((jump) => jump.path)).toEqual(['/totd/2024-3', '/totd/2023-3']);
    // No November yet this year: last year's only.
    expect(read('November').jumps).toEqual([
      { kind: 'month', label: 'Track of the Day, November 2023', path: '/totd/2023-11' },
    ]);
    expect(read('november').playerSearch).toBe('november');
    expect(read('May').nameSearch).toBe('May');
    // Another start of a name is a player's name, not a month.
    expect(kinds('marc')).toEqual([]);
    expect(kinds('mayo')).toEqual([]);
  });

  it('reads a number as a cup, a club or an event, in that order, and searches it as a name too', () => {
    const result = read('344');
    expect(result.jumps).toEqual([
      { kind: 'cup', label: 'Cup of the Day #344', path: '/cotd/344' },
      { kind: 'club', label: 'Club #344', path: '/clubs/344' },
      { kind: 'event', label: 'Event #344', path: '/competitions/comp/344' },
    ]);
    expect(result.nameSearch).toBe('344');
    // Three digits are too short for the player search (four at least).
    expect(result.playerSearch).toBe('');
  });

  it('reads a player name as a player search, a vanity guess and a name search', () => {
    const result = read('mockpilot');
    expect(result.jumps).toEqual([]);
    expect(result.playerSearch).toBe('mockpilot');
    expect(result.nameSearch).toBe('mockpilot');
    expect(result.vanity).toEqual({
      kind: 'vanity',
      label: 'Player page “mockpilot” (vanity name)',
      path: '/player/mockpilot',
    });
  });

  it('reads club, room and event names with spaces as a name search, not as a vanity name', () => {
    const result = read('  Speed Kivotor  ');
    expect(result).toMatchObject({
      text: 'Speed Kivotor',
      jumps: [],
      playerSearch: 'Speed Kivotor',
      nameSearch: 'Speed Kivotor',
    });
    expect(result.vanity).toBeUndefined();
  });

  it('searches players from 4 characters and names from 2', () => {
    expect(read('kiv')).toMatchObject({ playerSearch: '', nameSearch: 'kiv' });
    expect(read('kivo')).toMatchObject({ playerSearch: 'kivo', nameSearch: 'kivo' });
    expect(read('k')).toMatchObject({ playerSearch: '', nameSearch: '' });
  });
});

describe('the quick search recogniser: ambiguous input', () => {
  it('offers fifteen letters and digits as a match first, and as a player too', () => {
    const result = read('royal2023clans1');
    expect(result.jumps.map((jump) => jump.path)).toEqual(['/match/lid-mtch-royal2023clans1']);
    expect(result.playerSearch).toBe('royal2023clans1');
    expect(result.vanity?.path).toBe('/player/royal2023clans1');
  });

  it('offers fifteen digits as a match first, then as a cup, a club and an event', () => {
    expect(kinds('123456789012345')).toEqual(['match', 'cup', 'club', 'event']);
  });

  it('offers 32 hex digits as an account first, then as a map', () => {
    const result = read('17cebbbb26374110ba67f733de4559ea');
    expect(result.jumps.map((jump) => jump.path)).toEqual([
      '/player/17cebbbb-2637-4110-ba67-f733de4559ea',
      '/leaderboard/17cebbbb26374110ba67f733de4559ea',
    ]);
  });

  it('does not take a name of the wrong length for a match', () => {
    expect(kinds('royal2023clans')).toEqual([]);
    expect(kinds('royal2023clans12')).toEqual([]);
  });
});

describe('the quick search recogniser: junk', () => {
  it('reads nothing in empty text, spaces, punctuation or symbols', () => {
    for (const text of ['', '   ', '\t\n', '!!!', '%$#@', '😀😀😀😀', '—']) {
      const result = read(text);
      expect(result, JSON.stringify(text)).toMatchObject({ jumps: [], playerSearch: '', nameSearch: '' });
      expect(result.vanity).toBeUndefined();
    }
  });

  it('reads nothing in very long text', () => {
    const long = 'speed '.repeat(1000);
    expect(read(long)).toMatchObject({ jumps: [], playerSearch: '', nameSearch: '' });
    expect(read('a'.repeat(MAX_QUERY_LENGTH + 1))).toMatchObject({ jumps: [], playerSearch: '', nameSearch: '' });
    expect(read('a'.repeat(MAX_QUERY_LENGTH)).nameSearch).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('says why a match id of the wrong length names nothing', () => {
    expect(read('LID-MTCH-abc')).toMatchObject({ jumps: [], playerSearch: '', nameSearch: '', hint: MATCH_ID_HINT });
  });

  it('says why a month without a Track of the Day names nothing', () => {
    expect(read('2019-5')).toMatchObject({
      jumps: [],
      nameSearch: '',
      hint: expect.stringContaining('no Track of the Day for May 2019') as string,
    });
    // The month after the current one (June 2024) has none yet.
    expect(read('2024-7').hint).toContain('no Track of the Day for July 2024');
    expect(read('2024-7').jumps).toEqual([]);
  });

  it('takes no month that is not one', () => {
    expect(kinds('2024-13')).toEqual([]);
    expect(kinds('2024-0')).toEqual([]);
    expect(kinds('24-3')).toEqual([]);
  });

  it('never throws, and every path it gives is an in-app path', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const result = recognise(text, NOW);
        for (const jump of [...result.jumps, ...(result.vanity ? [result.vanity] : [])]) {
          expect(jump.path.startsWith('/')).toBe(true);
          expect(jump.path).not.toMatch(/\s/);
        }
      }),
    );
  });
});
