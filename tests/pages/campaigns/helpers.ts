import { screen, within } from '@testing-library/react';
import { server } from '../../../src/mocks/node';
import { toPlainText } from '../../../src/lib/gameText';
import type { MockCampaign } from '../../../src/mocks/data/campaigns';

/** The body rows of the campaign table, once it is there. */
export async function rows(): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table');
  return within(table).getAllByRole('row').slice(1);
}

/** The campaign names the table shows, in order (the visible text of their links). */
export async function shownNames(): Promise<string[]> {
  return (await rows()).map((row) => within(row).getAllByRole('link')[0]?.textContent ?? '');
}

export const plainNames = (campaigns: MockCampaign[]) => campaigns.map((campaign) => toPlainText(campaign.name));

/** The campaign list requests the page makes: path and search, in order. */
export function watchCampaignRequests(): { page: string; search: string | null }[] {
  const seen: { page: string; search: string | null }[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/campaigns/'))
      seen.push({ page: url.pathname, search: url.searchParams.get('search') });
  });
  return seen;
}

export { linkWithText } from '../../gameTextQueries';
