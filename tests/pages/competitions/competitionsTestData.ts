// Shared by the event page tests: the events of the mocked API and table helpers.
import { screen, within } from '@testing-library/react';
import { server } from '../../../src/mocks/node';
import { eventAt, EVENT_COUNT, FEATURED, LEGACY_COUNT, type EventInfo } from '../../../src/mocks/data/competitions';
import { roundsOf, type MockRound } from '../../../src/mocks/data/competitionRounds';

/**
 * The pages import their Sass file; the first compile in a test run starts the Sass compiler, which takes seconds.
 * Each test file calls beforeAll(preloadEventPages, 60_000): a hook here would join only the first file that imports
 * this module (test files share their worker's modules, isolate: false).
 */
export async function preloadEventPages(): Promise<void> {
  await import('../../../src/pages/competitions/CompetitionsPage');
  await import('../../../src/pages/competitions/CompetitionPage');
  await import('../../../src/pages/competitions/LegacyCompetitionPage');
}

export const liveEvent = (): EventInfo => eventAt(FEATURED.live);
export const upcomingEvent = (): EventInfo => eventAt(FEATURED.upcoming);
export const noRoundsEvent = (): EventInfo => eventAt(FEATURED.noRounds);
export const legacyEvent = (): EventInfo => eventAt(FEATURED.legacy);
export const bareLegacyEvent = (): EventInfo => eventAt(FEATURED.legacyBare);

/** The live event's rounds: the first ended, the second running, the third ahead. */
export function liveRounds(): [MockRound, MockRound, MockRound] {
  const [ended, running, ahead] = roundsOf(liveEvent());
  if (!ended || !running || !ahead) throw new Error('the live event has three rounds');
  return [ended, running, ahead];
}

/** Paths with query of every API request since the test began. */
export function recordRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
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

/** The value of a fact of a header (Start, End, Players...). */
export function fact(label: string): HTMLElement | null {
  const term = screen.queryByText(label, { selector: 'dt' });
  return term?.nextElementSibling instanceof HTMLElement ? term.nextElementSibling : null;
}

/** The query string of a link, as a URLSearchParams. */
export function linkParams(link: HTMLElement): URLSearchParams {
  const href = link.getAttribute('href') ?? '';
  return new URLSearchParams(href.includes('?') ? href.slice(href.indexOf('?')) : '');
}

export { linkWithText } from '../../gameTextQueries';

/** The newest new event that fits: for cases only some generated events show (long result lists...). */
export function newEventWith(predicate: (event: EventInfo, rounds: MockRound[]) => boolean): EventInfo {
  for (let index = EVENT_COUNT - 1; index >= LEGACY_COUNT; index -= 1) {
    const event = eventAt(index);
    if (predicate(event, roundsOf(event))) return event;
  }
  throw new Error('no such event in the mocked data');
}

export const nowSeconds = () => Date.now() / 1000;
