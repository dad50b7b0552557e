import { screen, within } from '@testing-library/react';
import { server } from '../../../src/mocks/node';

/** Records the ranking and zone requests a test makes. */
export function watchTopRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/top/') || url.pathname === '/api/zones') seen.push(url.pathname);
  });
  return seen;
}

/** The body rows of the ranking table (not the rank distribution's). */
export async function rankingRows(): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table', { name: /ranking$/ });
  return within(table).getAllByRole('row').slice(1);
}

export const rankingTabs = () => screen.getByRole('navigation', { name: 'Ranking types' });
export const zoneBox = () => screen.getByRole('combobox', { name: 'Zone' });
export const loadMore = () => screen.queryByRole('button', { name: 'Load more' });
