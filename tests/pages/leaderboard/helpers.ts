import { screen, within } from '@testing-library/react';
import { server } from '../../../src/mocks/node';

/** The body rows of the positions table, once it shows. */
export async function positionRows(): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table', { name: 'Positions' });
  return within(table).getAllByRole('row').slice(1);
}

/** The first cell (the position) of each row. */
export function positionsOf(rows: HTMLElement[]): string[] {
  return rows.map((row) => row.querySelector('td')?.textContent ?? '');
}

/** Every API path (with its query) the test asks for from now on, in order. */
export function recordRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/')) seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

/** A link name that ends with a player's name (the club tag may come first). */
export function endsWithName(name: string | undefined): RegExp {
  return new RegExp(`${(name ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
