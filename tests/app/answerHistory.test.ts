import { describe, expect, it } from 'vitest';
import { isFixedAnswer, isStoredAnswer } from '../../src/data/cache/answerPolicy';
import { playerQueries } from '../../src/data/player';

// A player's history is kept across visits, but no page of it is fixed: the API pages it by offset from the newest
// entry, and every page carries totals that change (answerPolicy.ts says why in full).

const NOW = Date.UTC(2026, 10, 20, 12, 0);
const LONG_AGO = Date.UTC(2024, 0, 1);
const none = () => undefined;

/** An infinite query's data: three loaded pages of entries from 2024, fetched a day ago. */
const pages = <T>(page: (index: number) => T) => ({ pages: [page(0), page(1), page(2)], pageParams: [0, 1, 2] });

describe("a player's history pages", () => {
  it('are kept across visits', () => {
    expect(isStoredAnswer(playerQueries.matches('acc-1', 2))).toBe(true);
    expect(isStoredAnswer(playerQueries.trophies('acc-1'))).toBe(true);
    expect(isStoredAnswer(playerQueries.cotd('acc-1', false, 'dateDesc'))).toBe(true);
  });

  it('are refreshed on return, older pages included, however old their entries', () => {
    const fetched = NOW - 24 * 3600_000;
    const matches = pages((index) => ({ matches: [{ lid: `m${String(index)}`, starttime: LONG_AGO }], page: index }));
    const trophies = pages((index) => ({ gains: [{ timestamp: LONG_AGO }], total: 75, page: index }));
    const cups = pages((index) => ({ total: 75, page: index, cotds: [{ id: index, timestamp: LONG_AGO }] }));
    expect(isFixedAnswer(playerQueries.matches('acc-1', 2), matches, fetched, none, NOW)).toBe(false);
    expect(isFixedAnswer(playerQueries.trophies('acc-1'), trophies, fetched, none, NOW)).toBe(false);
    expect(isFixedAnswer(playerQueries.cotd('acc-1', false, 'dateDesc'), cups, fetched, none, NOW)).toBe(false);
    // Oldest first does not shift, but every page carries the player's totals, which the next cup changes.
    expect(isFixedAnswer(playerQueries.cotd('acc-1', true, 'dateAsc'), cups, fetched, none, NOW)).toBe(false);
  });
});
