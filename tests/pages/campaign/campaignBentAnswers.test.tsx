import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';

// The page's code, loaded before the first test's 5 s waits start: cold, on a loaded machine, it can take longer.
beforeAll(async () => {
  await import('../../../src/pages/campaign/CampaignPage');
}, 60_000);

// Campaign answers as a drifting API sends them: names as numbers, lists as objects, nulls, items without their key.

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const map = { mapUid: 'BentCampaignMap0000000001', name: 'Bent map', authorScore: '40000' };
const player = { id: 'p1', name: 'Driver' };

describe('campaign answers that drift', () => {
  it('shows the campaign list: the list as an object, a name sent as a number, a campaign without id dropped', async () => {
    server.use(
      http.get('/api/campaigns/:tab/:page', () =>
        HttpResponse.json({
          campaigns: { a: { id: '5', name: 2024, mapcount: '10', timestamp: null }, b: { name: 'no id' } },
          pageCount: '1',
        }),
      ),
    );
    renderRoute('/campaigns');
    const table = await screen.findByRole('table', { name: 'Campaigns' });
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
    expect(bodyRows(table)).toHaveLength(1);
    expect(within(bodyRows(table)[0] as HTMLElement).getByRole('link', { name: '2024' })).toHaveAttribute(
      'href',
      '/campaigns/seasonal/5',
    );
    expect(bodyRows(table)[0]).toHaveTextContent('10');
  });

  it('shows a campaign: the playlist as an object, mediae as a list, a name sent as a number', async () => {
    server.use(
      http.get('/api/campaign/:club/:id', () =>
        HttpResponse.json({
          id: '7',
          name: 777,
          publishtime: '1710500000',
          clubid: null,
          leaderboarduid: 'bent-group',
          playlist: { a: map, b: { name: 'no uid' } },
          mediae: [{ popup: '/mock-img/campaigns/7-popup.png', decal: null }],
        }),
      ),
      http.get('/api/leaderboard/track/:uid', () => HttpResponse.json({ x: 'junk' })),
    );
    renderRoute('/campaigns/seasonal/7');
    expect(await screen.findByRole('heading', { level: 1, name: /^777/ })).toBeInTheDocument();
    const playlist = await screen.findByRole('table', { name: 'Playlist' });
    expect(screen.queryByText(/Something went wrong|This part could not be shown/)).not.toBeInTheDocument();
    expect(bodyRows(playlist)).toHaveLength(1);
    expect(playlist).toHaveTextContent('Bent map');
    // The records sent as an object are read as its values: one, not a record, so nothing shows but the count.
    expect(await screen.findByText('1 world record could not be read.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Recent world records' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Popup' })).toHaveAttribute('href', '/mock-img/campaigns/7-popup.png');
  });

  it('shows the activity: a record without its map dropped, the other spelling read', async () => {
    server.use(
      http.get('/api/leaderboard/activity/:page', () =>
        HttpResponse.json([
          { id: 1, group: 'g', map: null, player, time: 41000 },
          { id: '2', group: 'g', map, player, time: '42000', timeDiff: '-15', drivenAt: '2024-05-01T10:00:00+00:00' },
        ]),
      ),
    );
    renderRoute('/campaigns/activity');
    const table = await screen.findByRole('table', { name: 'Campaign activity' });
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
    expect(bodyRows(table)).toHaveLength(1);
    expect(bodyRows(table)[0]).toHaveTextContent('Bent map');
    expect(bodyRows(table)[0]).toHaveTextContent('0:42.000');
  });
});
