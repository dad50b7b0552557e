// What a person types in a leaderboard's "find a score" field, read the way the map shows its scores.
import { describe, expect, it } from 'vitest';
import { parseRaceTime, parseScore, scoreHint } from '../../src/lib/scoreInput';

describe('a typed race time', () => {
  it('reads seconds, minutes and hours, the milliseconds optional with a point or a comma', () => {
    expect(parseRaceTime('45')).toBe(45_000);
    expect(parseRaceTime('45.1')).toBe(45_100);
    expect(parseRaceTime('45,12')).toBe(45_120);
    expect(parseRaceTime('1:02.5')).toBe(62_500);
    expect(parseRaceTime(' 0:45.123 ')).toBe(45_123);
    expect(parseRaceTime('1:00:00.000')).toBe(3_600_000);
    expect(parseRaceTime('2:03:04.005')).toBe(7_384_005);
  });

  it('refuses "1:2" (2 s or 20 s?), 60 seconds or minutes, four decimals and words', () => {
    expect(parseRaceTime('1:2')).toBeUndefined();
    expect(parseRaceTime('1:60')).toBeUndefined();
    expect(parseRaceTime('1:60:00')).toBeUndefined();
    expect(parseRaceTime('45.1234')).toBeUndefined();
    expect(parseRaceTime('fast')).toBeUndefined();
    expect(parseRaceTime('')).toBeUndefined();
  });
});

describe('a typed score by map type', () => {
  it('reads points and respawns as whole numbers, digit grouping allowed', () => {
    expect(parseScore('12,345', 'stunt')).toBe(12_345);
    expect(parseScore(' 3 ', 'platform')).toBe(3);
    expect(parseScore('1 000', 'stunt')).toBe(1_000);
    expect(parseScore('0', 'platform')).toBe(0);
  });

  it('refuses fractions, signs, words and more than nine digits for points and respawns', () => {
    expect(parseScore('1.5', 'platform')).toBeUndefined();
    expect(parseScore('-3', 'platform')).toBeUndefined();
    expect(parseScore('many', 'stunt')).toBeUndefined();
    expect(parseScore('1234567890', 'stunt')).toBeUndefined();
    expect(parseScore('123456789', 'stunt')).toBe(123_456_789);
  });

  it('reads a race time on race and royal maps', () => {
    expect(parseScore('1:02.5', 'race')).toBe(62_500);
    expect(parseScore('0:45,5', 'royal')).toBe(45_500);
  });

  it('tells what to type', () => {
    expect(scoreHint('stunt')).toBe('points, e.g. 12,345');
    expect(scoreHint('platform')).toBe('respawns, e.g. 3');
    expect(scoreHint('race')).toBe('h:mm:ss.mmm, e.g. 0:45.123');
  });
});
