import { within, screen } from '@testing-library/react';
import { server } from '../../../src/mocks/node';
import { playerCotdPage, playerCotdResults } from '../../../src/mocks/data/playerCotd';
import { DEMO_PLAYERS, mockPlayer } from '../../../src/mocks/data/players';

export const demo = DEMO_PLAYERS;
export const nameAt = (index: number) => mockPlayer(index).name ?? '';

/** Loads the lazy page chunk and the long mocked histories once, before the first test's timeouts start. */
export async function preloadComparePage(): Promise<void> {
  await import('../../../src/pages/compare/ComparePage');
  await import('../../../src/pages/player/PlayerPage');
  playerCotdResults(demo.mockUser.index);
  playerCotdResults(demo.team.index);
}

/** The page of a history the compare page asks for: reruns included, newest first. */
export function cotdPage(index: number, page: number) {
  const answer = playerCotdPage(index, page, { includeReruns: true, order: 'dateDesc' });
  if (!answer) throw new Error(`player ${index} has no cups`);
  return answer;
}

export interface Expected {
  shared: number;
  aAhead: number;
  bAhead: number;
  ties: number;
  /** The oldest time both loaded lists reach (ms). */
  since: number;
}

/**
 * The head-to-head over the first pages of two histories, worked out here from the handler data: the cups in both
 * lists, the lower overall rank ahead (every mocked result has a rank), and the later of the two oldest cups.
 */
export function expectedHeadToHead(a: number, pagesA: number, b: number, pagesB: number): Expected {
  const rows = (index: number, pages: number) =>
    Array.from({ length: pages }, (_, page) => cotdPage(index, page).cotds).flat();
  const rowsA = rows(a, pagesA);
  const rowsB = rows(b, pagesB);
  const shared = rowsA.flatMap((row) => {
    const other = rowsB.find((candidate) => candidate.id === row.id);
    return other ? [[row.rank, other.rank] as const] : [];
  });
  const oldest = (list: typeof rowsA) => Math.min(...list.map((row) => Date.parse(row.timestamp)));
  return {
    shared: shared.length,
    aAhead: shared.filter(([x, y]) => x < y).length,
    bAhead: shared.filter(([x, y]) => x > y).length,
    ties: shared.filter(([x, y]) => x === y).length,
    since: Math.max(oldest(rowsA), oldest(rowsB)),
  };
}

/** The cells of a fact row of a comparison table: [player A, player B]. */
export function factCells(tableName: string | RegExp, fact: string | RegExp): HTMLElement[] {
  const table = screen.getByRole('table', { name: tableName });
  const header = within(table).getByRole('rowheader', { name: fact });
  return within(header.closest('tr') as HTMLElement).getAllByRole('cell');
}

/** Every cotd request's path and query, in the order they started. */
export function watchRequests(part: string): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.includes(part)) seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}
