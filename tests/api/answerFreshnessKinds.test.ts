// A player's year in figures (the recap kind of src/api/answerFreshness.ts): fresh for five minutes like the histories
// it is read from, and fixed for good once it was read an hour after its year ended, when nothing can join it.
import { describe, expect, it } from 'vitest';
import { answerFreshness, type AnswerFacts } from '../../src/api/answerFreshness';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
/** The first moment of 2027 (UTC), when 2026 is over. */
const NEW_YEAR_2027 = Date.UTC(2027, 0, 1);

const CHANGING = { fixed: false, freshMs: 5 * MIN, staleMs: 5 * MIN, errorMs: DAY };
const FIXED = { fixed: true, freshMs: DAY, staleMs: DAY, errorMs: 7 * DAY };

/** The freshness of a recap answer read at `fetchedAt`, asked about a day later. */
const recapRead = (answer: AnswerFacts['answer'], fetchedAt: number) =>
  answerFreshness('recap', { answer, fetchedAt, now: fetchedAt + DAY });

describe('a recap of a year', () => {
  it('is fixed once read an hour after the year ended, or any time later', () => {
    expect(recapRead({ year: 2026 }, NEW_YEAR_2027 + HOUR)).toEqual(FIXED);
    expect(recapRead({ year: 2026 }, NEW_YEAR_2027 + 30 * DAY)).toEqual(FIXED);
  });

  it('still changes when read during the year or in the first hour after it', () => {
    expect(recapRead({ year: 2026 }, Date.UTC(2026, 5, 1))).toEqual(CHANGING);
    expect(recapRead({ year: 2026 }, NEW_YEAR_2027 + 30 * MIN)).toEqual(CHANGING);
    expect(recapRead({ year: 2026 }, NEW_YEAR_2027 + HOUR - 1)).toEqual(CHANGING);
  });

  it('still changes when its answer names no year as a number', () => {
    for (const answer of [undefined, null, 'recap', {}, { year: null }, { year: '2026' }, { year: true }]) {
      expect(recapRead(answer, NEW_YEAR_2027 + 30 * DAY), JSON.stringify(answer)).toEqual(CHANGING);
    }
  });
});
