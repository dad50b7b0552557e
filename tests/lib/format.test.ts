import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  countOf,
  formatNumber,
  formatOptionalNumber,
  formatPercent,
  nounFor,
  ordinal,
  pluralOf,
} from '../../src/lib/format';

describe('formatNumber', () => {
  it('groups digits the English way', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1_000)).toBe('1,000');
    expect(formatNumber(1_234_567)).toBe('1,234,567');
    expect(formatNumber(-98_765)).toBe('-98,765');
  });

  it('matches Intl.NumberFormat for every whole or fractional number up to 2^53', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -(2 ** 53), max: 2 ** 53 }),
          fc.double({ min: -1e15, max: 1e15, noNaN: true }),
          fc.constantFrom(-0, 0.5, -0.5, 2.5, -2.5, -0.4),
        ),
        (n) => {
          expect(formatNumber(n)).toBe(intl.format(n));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('rounds fractions and shows "-" for non-finite values', () => {
    expect(formatNumber(1_234.6)).toBe('1,235');
    expect(formatNumber(Number.NaN)).toBe('-');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('-');
  });
});

describe('formatPercent', () => {
  it('shows a ratio as a percentage with one decimal by default', () => {
    expect(formatPercent(0.1234)).toBe('12.3%');
    expect(formatPercent(0.5)).toBe('50.0%');
    expect(formatPercent(1)).toBe('100.0%');
    expect(formatPercent(0)).toBe('0.0%');
    expect(formatPercent(0.00049)).toBe('0.0%');
    expect(formatPercent(0.99951)).toBe('100.0%');
  });

  it('takes another number of decimals', () => {
    expect(formatPercent(0.1234, 0)).toBe('12%');
    expect(formatPercent(0.12345, 2)).toBe('12.35%');
  });

  it('shows "-" for a ratio that cannot be computed (0 / 0)', () => {
    expect(formatPercent(0 / 0)).toBe('-');
  });
});

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [10, '10th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [101, '101st'],
    [111, '111th'],
    [112, '112th'],
    [1_001, '1,001st'],
    [10_000, '10,000th'],
  ])('%i is %s', (n, text) => {
    expect(ordinal(n)).toBe(text);
  });
});

describe('countOf', () => {
  it('says "1 point" and "2 points", grouping the number', () => {
    expect(countOf(1, 'point')).toBe('1 point');
    expect(countOf(2, 'point')).toBe('2 points');
    expect(countOf(1_204, 'point')).toBe('1,204 points');
    expect(countOf(0, 'player')).toBe('0 players');
    expect(countOf(-1, 'point')).toBe('-1 point');
  });

  it('chooses the noun by the number as shown', () => {
    expect(countOf(1.2, 'map')).toBe('1 map');
    expect(countOf(1.6, 'map')).toBe('2 maps');
    expect(countOf(Number.NaN, 'map')).toBe('- maps');
  });

  it('makes the regular English plurals, and takes an irregular one', () => {
    expect(countOf(3, 'entry')).toBe('3 entries');
    expect(countOf(2, 'trophy')).toBe('2 trophies');
    expect(countOf(2, 'match')).toBe('2 matches');
    expect(countOf(2, 'day')).toBe('2 days');
    expect(countOf(2, 'box')).toBe('2 boxes');
    expect(countOf(1, 'trophy')).toBe('1 trophy');
    expect(countOf(2, 'person', 'people')).toBe('2 people');
    expect(pluralOf('result')).toBe('results');
  });

  it('gives the noun alone for a number shown apart', () => {
    expect(nounFor(1, 'Admin')).toBe('Admin');
    expect(nounFor(3, 'Admin')).toBe('Admins');
  });
});

describe('formatOptionalNumber', () => {
  it('groups a figure the answer sent, and shows a missing one as "-"', () => {
    expect(formatOptionalNumber(1234)).toBe('1,234');
    expect(formatOptionalNumber(0)).toBe('0');
    expect(formatOptionalNumber(undefined)).toBe('-');
    expect(formatOptionalNumber(null)).toBe('-');
  });
});
