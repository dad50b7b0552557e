// @vitest-environment jsdom
// The signed-in home's ranks kept between visits: per account, checked on read, compared with the last visit's
// figures for the whole of a visit (views less than 30 minutes apart). localStorage is emptied after each test
// (tests/setup.ts).
import { describe, expect, it, vi } from 'vitest';
import { HOME_RANKS_PREFIX, keepRanks, rankBaseline, type RankFigures } from '../../src/lib/homeRanks';
import { VISIT_GAP_MS } from '../../src/lib/recordChangesStore';

const ACCOUNT = '5b4d42f4-c2de-407d-b367-cbff3fe817bc';
const OTHER = '0a1b2c3d-0000-4000-8000-000000000001';
const MIN = 60_000;
const T0 = Date.parse('2026-11-17T21:04:00Z');
const T1 = T0 + 5 * 60 * MIN;

const LAST_WEEK: RankFigures = { points: 10_000, world: 1_250, country: 80, ranks: { '3v3': 412 } };
const TODAY: RankFigures = { points: 11_200, world: 1_237, country: 78, ranks: { '3v3': 398, royal: 77 } };

describe('the ranks the signed-in home compares with', () => {
  it('are none before a first visit kept any', () => {
    expect(rankBaseline(ACCOUNT, T0)).toBeUndefined();
  });

  it('are none for the rest of the first visit, then the first visit’s figures at the next one', () => {
    keepRanks(ACCOUNT, LAST_WEEK, T0, T0);
    expect(rankBaseline(ACCOUNT, T0)).toBeUndefined();
    expect(rankBaseline(ACCOUNT, T1)).toEqual({ at: T0, figures: LAST_WEEK });
    // Another account's figures are not this account's.
    expect(rankBaseline(OTHER, T1)).toBeUndefined();
  });

  it('stay the last visit’s figures through a reload of the same visit', () => {
    keepRanks(ACCOUNT, LAST_WEEK, T0, T0);
    keepRanks(ACCOUNT, TODAY, T1, T1);
    // A reload five minutes later: still compared with last week, not with what the visit itself just saw.
    expect(rankBaseline(ACCOUNT, T1)).toEqual({ at: T0, figures: LAST_WEEK });
    keepRanks(ACCOUNT, TODAY, T1, T1 + 5 * MIN);
    expect(rankBaseline(ACCOUNT, T1)).toEqual({ at: T0, figures: LAST_WEEK });
    // The next visit compares with what this one saw last.
    expect(rankBaseline(ACCOUNT, T1 + 24 * 60 * MIN)).toEqual({ at: T1 + 5 * MIN, figures: TODAY });
  });

  it('count views up to 30 minutes apart as one visit, and a view later as a new one', () => {
    keepRanks(ACCOUNT, LAST_WEEK, T0, T0);
    keepRanks(ACCOUNT, TODAY, T1, T1);
    expect(rankBaseline(ACCOUNT, T1 + VISIT_GAP_MS)).toEqual({ at: T0, figures: LAST_WEEK });
    expect(rankBaseline(ACCOUNT, T1 + VISIT_GAP_MS + 1)).toEqual({ at: T1, figures: TODAY });
  });

  it('are kept under the account in lower case, found whatever the case of the id asked with', () => {
    keepRanks(ACCOUNT.toUpperCase(), LAST_WEEK, T0, T0);
    expect(localStorage.getItem(`${HOME_RANKS_PREFIX}${ACCOUNT}`)).not.toBeNull();
    expect(rankBaseline(ACCOUNT, T1)).toEqual({ at: T0, figures: LAST_WEEK });
  });

  it('read a damaged, foreign or older value as nothing kept, without throwing', () => {
    const key = `${HOME_RANKS_PREFIX}${ACCOUNT}`;
    for (const raw of [
      '{not json',
      'null',
      '[]',
      JSON.stringify({ v: 2, seen: { at: T0, figures: LAST_WEEK } }),
      JSON.stringify({ v: 1, seen: { at: 'yesterday', figures: LAST_WEEK } }),
    ]) {
      localStorage.setItem(key, raw);
      expect(rankBaseline(ACCOUNT, T1)).toBeUndefined();
    }
    // The next visit keeps its figures over the damaged value.
    keepRanks(ACCOUNT, TODAY, T1, T1);
    expect(rankBaseline(ACCOUNT, T1 + 24 * 60 * MIN)).toEqual({ at: T1, figures: TODAY });
  });

  it('stay what was kept before when the storage refuses the write', () => {
    keepRanks(ACCOUNT, LAST_WEEK, T0, T0);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => keepRanks(ACCOUNT, TODAY, T1, T1)).not.toThrow();
    expect(rankBaseline(ACCOUNT, T1 + 24 * 60 * MIN)).toEqual({ at: T0, figures: LAST_WEEK });
  });

  it('are none, and nothing is kept, when the browser refuses the storage itself', () => {
    const own = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(() => keepRanks(ACCOUNT, TODAY, T1, T1)).not.toThrow();
      expect(rankBaseline(ACCOUNT, T1 + 24 * 60 * MIN)).toBeUndefined();
    } finally {
      if (own) Object.defineProperty(globalThis, 'localStorage', own);
    }
    expect(localStorage.getItem(`${HOME_RANKS_PREFIX}${ACCOUNT}`)).toBeNull();
  });
});
