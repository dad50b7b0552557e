// Scores at the edges where what a leaderboard or My records shows changes: a hidden score (-1), no score, 0 respawns,
// the first hours of a month and the night summer time ends, a reset at the very moment of a match.
import { describe, expect, it } from 'vitest';
import { formatScore, medalFor, parseOffsetParam } from '../../src/lib/leaderboard';
import { filterRecords, nextMedal, parseRecordFilter } from '../../src/lib/records';
import { playerCountLowerBound } from '../../src/lib/playerCount';
import { latestResetAtOrBefore, parisWallTime, resetBetween } from '../../src/lib/scoreDelta';

const race = { authorScore: 41_000, goldScore: 44_000, silverScore: 50_000, bronzeScore: 62_000 };
const platform = { authorScore: 0, goldScore: 1, silverScore: 3, bronzeScore: 5 };
const stunt = { authorScore: 900, goldScore: 800, silverScore: 600, bronzeScore: 400 };
const utc = (iso: string): number => Date.parse(iso);

describe('a score the leaderboard shows', () => {
  it('reads "-" when hidden (-1), missing or unreadable, whatever the map type', () => {
    expect(formatScore(-1, 'race')).toBe('-');
    expect(formatScore(-1, 'stunt')).toBe('-');
    expect(formatScore(undefined, 'platform')).toBe('-');
    expect(formatScore(Number.NaN, 'stunt')).toBe('-');
    expect(formatScore(Number.POSITIVE_INFINITY, 'platform')).toBe('-');
  });

  it('reads 0 as a real score: "0 respawns", "0 pts", "0:00.000"', () => {
    expect(formatScore(0, 'platform')).toBe('0 respawns');
    expect(formatScore(0, 'stunt')).toBe('0 pts');
    expect(formatScore(0, 'race')).toBe('0:00.000');
  });
});

describe('the medal a score earns', () => {
  it('is none for a hidden or unreadable score', () => {
    expect(medalFor(-1, race, 'race')).toBeUndefined();
    expect(medalFor(Number.POSITIVE_INFINITY, stunt, 'stunt')).toBeUndefined();
    expect(medalFor(undefined, race, 'race')).toBeUndefined();
  });

  it('is author for a platform map driven with 0 respawns', () => {
    expect(medalFor(0, platform, 'platform')).toBe('author');
    expect(medalFor(1, platform, 'platform')).toBe('gold');
  });
});

describe('the next medal on My records', () => {
  it('is bronze, 400 points away, for 0 points on a stunt map', () => {
    expect(nextMedal(0, stunt, 'stunt')).toEqual({ medal: 'bronze', gap: 400 });
  });

  it('is none for an unreadable score', () => {
    expect(nextMedal(Number.NaN, race, 'race')).toBeUndefined();
    expect(nextMedal(Number.POSITIVE_INFINITY, stunt, 'stunt')).toBeUndefined();
  });

  it('shows every map under "All maps", the ones missing gold under "Missing gold"', () => {
    const rows = [
      { name: 'A', medal: 'author' as const },
      { name: 'B', medal: 'silver' as const },
      { name: 'C', medal: undefined },
    ];
    expect(filterRecords(rows, parseRecordFilter('all')).map((row) => row.name)).toEqual(['A', 'B', 'C']);
    expect(filterRecords(rows, parseRecordFilter(null)).map((row) => row.name)).toEqual(['A', 'B', 'C']);
    expect(filterRecords(rows, parseRecordFilter('missing-gold')).map((row) => row.name)).toEqual(['B', 'C']);
  });
});

describe('the offset of a leaderboard address', () => {
  it('opens at the top for anything but whole digits', () => {
    expect(parseOffsetParam('1e3')).toBe(0);
    expect(parseOffsetParam('2.5')).toBe(0);
    expect(parseOffsetParam('0x20')).toBe(0);
    expect(parseOffsetParam(' 40 ')).toBe(40);
  });
});

describe('the lower bound of a rough player count', () => {
  it('is 1 for one player, and 0 for less than one or no number', () => {
    expect(playerCountLowerBound(1)).toBe(1);
    expect(playerCountLowerBound(0.5)).toBe(0);
    expect(playerCountLowerBound(Number.NaN)).toBe(0);
  });
});

describe('matchmaking resets', () => {
  it('reads 1 AM Paris on the night summer time ends as summer time (23:00 UTC the day before)', () => {
    expect(parisWallTime(2026, 10, 25, 1)).toBe(utc('2026-10-24T23:00:00Z'));
    expect(parisWallTime(2026, 10, 25, 4)).toBe(utc('2026-10-25T03:00:00Z'));
  });

  it('knows no reset before a time that cannot be read', () => {
    expect(latestResetAtOrBefore(Number.NaN)).toBeUndefined();
  });

  it('does not flag a match played at the very moment of the reset as across it', () => {
    const reset = utc('2024-03-01T16:00:00Z');
    expect(resetBetween(reset, reset + 3_600_000)).toBe(false);
    expect(resetBetween(reset - 1, reset)).toBe(true);
  });
});
