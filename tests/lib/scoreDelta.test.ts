import { describe, expect, it } from 'vitest';
import {
  DECAY_DELTA,
  latestResetAtOrBefore,
  monthlyResetAt,
  resetBetween,
  scoreChange,
} from '../../src/lib/scoreDelta';

const utc = (iso: string) => Date.parse(iso);

describe('monthly rank resets', () => {
  it('fall on the 1st at 17:00 Paris time, summer and winter', () => {
    expect(monthlyResetAt(2024, 3)).toBe(utc('2024-03-01T16:00:00Z'));
    expect(monthlyResetAt(2024, 7)).toBe(utc('2024-07-01T15:00:00Z'));
    expect(monthlyResetAt(2022, 10)).toBe(utc('2022-10-01T15:00:00Z'));
  });

  it('start in October 2022', () => {
    expect(latestResetAtOrBefore(utc('2022-10-01T14:59:59Z'))).toBeUndefined();
    expect(latestResetAtOrBefore(utc('2022-10-01T15:00:00Z'))).toBe(utc('2022-10-01T15:00:00Z'));
    expect(latestResetAtOrBefore(utc('2024-03-01T15:59:00Z'))).toBe(utc('2024-02-01T16:00:00Z'));
    expect(latestResetAtOrBefore(utc('2025-01-15T00:00:00Z'))).toBe(utc('2025-01-01T16:00:00Z'));
  });

  it('lie between two matches only when a boundary is crossed', () => {
    expect(resetBetween(utc('2024-03-01T15:30:00Z'), utc('2024-03-01T16:30:00Z'))).toBe(true);
    expect(resetBetween(utc('2024-03-01T16:01:00Z'), utc('2024-03-01T18:00:00Z'))).toBe(false);
    expect(resetBetween(utc('2024-01-20T10:00:00Z'), utc('2024-02-10T10:00:00Z'))).toBe(true);
    expect(resetBetween(utc('2022-08-20T10:00:00Z'), utc('2022-09-10T10:00:00Z'))).toBe(false);
    expect(resetBetween(utc('2024-03-02T00:00:00Z'), utc('2024-03-01T00:00:00Z'))).toBe(false);
  });
});

describe('score changes', () => {
  const at = (iso: string, score: number) => ({ at: utc(iso), score });

  it('flag the first match after a reset, whatever the delta', () => {
    expect(scoreChange(at('2024-03-01T16:30:00Z', 1200), at('2024-03-01T15:30:00Z', 1600))).toEqual({
      delta: -400,
      kind: 'reset',
    });
    expect(scoreChange(at('2024-03-01T16:30:00Z', 1700), at('2024-03-01T15:30:00Z', 1600))).toEqual({
      delta: 100,
      kind: 'reset',
    });
  });

  it('flag decay below -45, not at it', () => {
    expect(DECAY_DELTA).toBe(-45);
    expect(scoreChange(at('2024-02-20T10:00:00Z', 1654), at('2024-02-05T10:00:00Z', 1700))).toEqual({
      delta: -46,
      kind: 'decay',
    });
    expect(scoreChange(at('2024-02-20T10:00:00Z', 1655), at('2024-02-05T10:00:00Z', 1700))).toEqual({
      delta: -45,
      kind: 'normal',
    });
    expect(scoreChange(at('2024-02-20T10:00:00Z', 1720), at('2024-02-20T09:00:00Z', 1700))).toEqual({
      delta: 20,
      kind: 'normal',
    });
  });

  it('have no change without a previous match or a readable score', () => {
    expect(scoreChange(at('2024-02-20T10:00:00Z', 1720), undefined)).toBeUndefined();
    expect(scoreChange(at('2024-02-20T10:00:00Z', Number.NaN), at('2024-02-20T09:00:00Z', 1700))).toBeUndefined();
  });
});
