import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { nextCampaignPage } from '../../../src/data/campaigns';

beforeAll(async () => {
  await import('../../../src/pages/campaigns/CampaignsPage');
}, 60_000);

const item = (id: number, name: string) => ({
  id,
  name,
  mapcount: 25,
  timestamp: 1_719_846_000,
  official: true,
  seasonal: true,
});

// A listed campaign without its id cannot be linked: it is left out, and the list says so under the table.
describe('a campaign list with a campaign that has no id', () => {
  it('shows the other campaigns and says "1 campaign could not be read."', async () => {
    server.use(
      http.get('/api/campaigns/:tab/:page', () =>
        HttpResponse.json({
          campaigns: [item(72, 'Summer 2024'), { name: 'Ghost 2024', mapcount: 25 }, item(71, 'Spring 2024')],
          page: 0,
          pageCount: 1,
        }),
      ),
    );
    renderRoute('/campaigns');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'Summer 2024' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Spring 2024' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByText('Ghost 2024')).not.toBeInTheDocument();
    expect(screen.getByText('1 campaign could not be read.')).toBeInTheDocument();
  });

  it('a page whose every campaign was unreadable does not end a list without a page count', () => {
    expect(nextCampaignPage({ campaigns: [], unread: 2 }, 0)).toBe(1);
    expect(nextCampaignPage({ campaigns: [], unread: 0 }, 0)).toBeUndefined();
  });
});
