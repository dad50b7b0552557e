// Shared by the Cup of the Day tests: what the mocked API holds, and a log of the requests a page makes.
import { screen, within } from '@testing-library/react';
import { server } from '../../../src/mocks/node';
import { cupAt, lastSlot, type CupInfo } from '../../../src/mocks/data/cups';
import type { RankingRow } from '../../../src/data/cotd';
import type { Player } from '../../../src/api/types';

/** Paths with query of every API request since the test began. */
export function recordRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

// Request listeners go after every test (tests/setup.ts). Hooks do not live here: test files share their worker's
// modules (isolate: false), so a hook in a shared module would join only the first file that imports it.

/**
 * The pages import their Sass file; the first compile in a test run starts the Sass compiler, which takes seconds.
 * Each test file calls beforeAll(preloadCotdPages, 60_000) to keep that out of its first test's waits.
 */
export async function preloadCotdPages(): Promise<void> {
  await import('../../../src/pages/cotd/CotdPage');
  await import('../../../src/pages/cotd/CupPage');
}

/** A finished main cup (name ending in #1) a few days back: it has results and divisions. */
export function pastMainCup(): CupInfo {
  for (let slot = lastSlot() - 6; slot > 0; slot -= 1) {
    const cup = cupAt('crossplay', slot);
    if (cup.name.endsWith('#1')) return cup;
  }
  throw new Error('no main cup');
}

/** The cup that has not started yet: the first of the list. */
export function upcomingCup(): CupInfo {
  return cupAt('crossplay', lastSlot());
}

export function tableByName(name: string): HTMLElement {
  return screen.getByRole('table', { name });
}

/** The body rows of a table (the header row left out). */
export function bodyRows(table: HTMLElement): HTMLElement[] {
  return within(table).getAllByRole('row').slice(1);
}

export function cellTexts(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

let seq = 0;
export function testPlayer(name: string): Player {
  seq += 1;
  return { id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`, name, zone: { name: 'World', flag: 'WOR' } };
}

export function rankingRow(position: number, stats: Partial<RankingRow> = {}): RankingRow {
  return {
    position,
    player: testPlayer(`Pilot${position}`),
    totalplayed: 100,
    totalplayedreruns: 50,
    wins: 0,
    winsreruns: 0,
    winstreak: 0,
    winstreakreruns: 0,
    ...stats,
  };
}
