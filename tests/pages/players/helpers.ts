import { screen, within } from '@testing-library/react';
import { server } from '../../../src/mocks/node';

/** Records the player-search and group requests a test makes (path plus query). */
export function watchPlayerRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/players/')) seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

/** The body rows of the results table. */
export async function resultRows(): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table');
  return within(table).getAllByRole('row').slice(1);
}

export const searchBox = () => screen.getByRole('searchbox', { name: 'Search players' });
export const resetButton = () => screen.getByRole('button', { name: 'Reset' });
