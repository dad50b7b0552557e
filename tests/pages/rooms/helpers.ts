import { screen, within } from '@testing-library/react';
import { server } from '../../../src/mocks/node';

/** The body rows of the first table on the page, once it is there. */
export async function rows(name?: string): Promise<HTMLElement[]> {
  const table = name === undefined ? await screen.findByRole('table') : await screen.findByRole('table', { name });
  return within(table).getAllByRole('row').slice(1);
}

/** The text of each cell of a row. */
export const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** The room list requests the page makes: path and search, in order. */
export function watchRoomRequests(prefix = '/api/rooms/'): { path: string; search: string | null }[] {
  const seen: { path: string; search: string | null }[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith(prefix)) seen.push({ path: url.pathname, search: url.searchParams.get('search') });
  });
  return seen;
}
