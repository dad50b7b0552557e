import { describe, expect, it } from 'vitest';
import { betterOf, coverageStart, headToHead, whoIsAhead, type CupResultLike } from '../../src/lib/headToHead';

const day = (n: number) => `2024-01-${String(n).padStart(2, '0')}T18:00:00+00:00`;
const cup = (id: number, date: number, placing: Partial<CupResultLike> = {}): CupResultLike => ({
  id,
  name: `Cup ${id}`,
  timestamp: day(date),
  ...placing,
});

describe('whoIsAhead', () => {
  it('puts the lower overall rank ahead', () => {
    expect(whoIsAhead({ rank: 3 }, { rank: 70 })).toBe('a');
    expect(whoIsAhead({ rank: 300 }, { rank: 70 })).toBe('b');
    expect(whoIsAhead({ rank: 5, div: 9 }, { rank: 5, div: 1 })).toBe('tie');
  });

  it('falls back to the division, then the place in it, when a rank is missing or not positive', () => {
    expect(whoIsAhead({ div: 2, divrank: 1 }, { rank: 10, div: 1, divrank: 10 })).toBe('b');
    expect(whoIsAhead({ rank: 0, div: 3, divrank: 4 }, { div: 3, divrank: 9 })).toBe('a');
    expect(whoIsAhead({ div: 3, divrank: 4 }, { div: 3, divrank: 4 })).toBe('tie');
    expect(whoIsAhead({ div: 3 }, { div: 3, divrank: 4 })).toBe('tie');
    expect(whoIsAhead({}, { div: 1 })).toBe('tie');
  });
});

describe('betterOf', () => {
  it('marks the lower or higher value, nothing on a tie or a missing value', () => {
    expect(betterOf(1, 2, 'lower')).toBe('a');
    expect(betterOf(1, 2, 'higher')).toBe('b');
    expect(betterOf(2, 2, 'higher')).toBeUndefined();
    expect(betterOf(undefined, 2, 'higher')).toBeUndefined();
    expect(betterOf(Number.NaN, 2, 'lower')).toBeUndefined();
  });
});

describe('coverageStart', () => {
  it('is the oldest loaded cup, -Infinity for a complete history, +Infinity without readable times', () => {
    expect(coverageStart({ rows: [cup(1, 9), cup(2, 5), cup(3, 7)], complete: false })).toBe(Date.parse(day(5)));
    expect(coverageStart({ rows: [cup(1, 9)], complete: true })).toBe(-Infinity);
    expect(coverageStart({ rows: [{ id: 1, name: 'x' }], complete: false })).toBe(Infinity);
  });
});

describe('headToHead', () => {
  const a = [cup(10, 20, { rank: 5 }), cup(9, 19, { rank: 50 }), cup(8, 18, { rank: 7 }), cup(6, 16, { rank: 1 })];
  const b = [cup(10, 20, { rank: 9 }), cup(8, 18, { rank: 7 }), cup(7, 17, { rank: 3 }), cup(6, 16, { rank: 2 })];

  it('lists the shared cups newest first with who finished ahead, and counts them', () => {
    const result = headToHead({ rows: a, complete: false }, { rows: b, complete: false });
    expect(result.shared.map((shared) => [shared.a.id, shared.ahead])).toEqual([
      [10, 'a'],
      [8, 'tie'],
      [6, 'a'],
    ]);
    expect([result.aAhead, result.bAhead, result.ties]).toEqual([2, 0, 1]);
    expect(result.since).toBe(Date.parse(day(16)));
    expect(result.complete).toBe(false);
  });

  it('asks for more of the history that covers less time', () => {
    const shortB = b.slice(0, 2);
    const result = headToHead({ rows: a, complete: false }, { rows: shortB, complete: false });
    expect(result.extend).toBe('b');
    expect(result.since).toBe(Date.parse(day(18)));
    expect(headToHead({ rows: a.slice(0, 1), complete: false }, { rows: b, complete: false }).extend).toBe('a');
  });

  it('a complete history does not limit the span; two complete ones leave nothing to load', () => {
    const result = headToHead({ rows: a.slice(0, 2), complete: true }, { rows: b, complete: false });
    expect(result.extend).toBe('b');
    expect(result.since).toBe(Date.parse(day(16)));
    const both = headToHead({ rows: a, complete: true }, { rows: b, complete: true });
    expect(both.extend).toBeUndefined();
    expect(both.since).toBeUndefined();
    expect(both.complete).toBe(true);
  });

  it('finds no shared cups in disjoint or empty histories', () => {
    const result = headToHead({ rows: [cup(1, 1)], complete: true }, { rows: [], complete: true });
    expect(result.shared).toEqual([]);
    expect([result.aAhead, result.bAhead, result.ties]).toEqual([0, 0, 0]);
  });
});

describe('a comparison’s headline', () => {
  it('names the leader with their count first, says a level score, and says nothing without a count', async () => {
    const { leadText } = await import('../../src/lib/headToHead');
    expect(leadText(['Felraki', 'Bob'], 7, 3)).toBe('Felraki leads 7–3');
    expect(leadText(['Felraki', 'Bob'], 3, 7)).toBe('Bob leads 7–3');
    expect(leadText(['Felraki', 'Bob'], 5, 5)).toBe('Level at 5–5');
    expect(leadText(['Felraki', 'Bob'], 0, 0)).toBeUndefined();
  });
});
