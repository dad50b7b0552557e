import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { setViewportWidth } from '../../viewport';
import { server } from '../../../src/mocks/node';
import { mockCampaignDetail } from '../../../src/mocks/data/campaign';
import { mockCampaignAt } from '../../../src/mocks/data/campaigns';

// The page's code, loaded before the first test's 5 s waits start: cold, on a loaded machine, it can take longer.
beforeAll(async () => {
  await import('../../../src/pages/campaign/CampaignPage');
}, 60_000);

const seasonal = mockCampaignAt('seasonal', 2);
const detail = mockCampaignDetail(seasonal.id);
if (!detail) throw new Error('no seasonal campaign');
const path = `/campaigns/seasonal/${seasonal.id}`;

/** Headers and cells a phone shows: Bulma hides these classes up to 768 px. */
const shown = (cells: HTMLElement[]) =>
  cells.filter((cell) => !cell.classList.contains('is-hidden-mobile') && !cell.classList.contains('is-hidden-touch'));
const headers = (table: HTMLElement) => shown(within(table).getAllByRole('columnheader')).map((th) => th.textContent);
const firstRowCells = (table: HTMLElement) =>
  shown(within(within(table).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell'));

const RECORD = {
  group: 'seasonal-group',
  player: { id: 'd2372a08-a8a1-46cb-97fb-23a161d85ad0', name: 'Speedy' },
  time: 45123,
  drivenat: '2024-01-01T12:00:00Z',
};

describe('the campaign pages on a phone', () => {
  it('keep the media Open links in the row, each image under its name', async () => {
    setViewportWidth(360);
    renderRoute(path);
    const media = await screen.findByRole('table', { name: 'Media images' });
    // Before, name, image and link stood side by side and the Open links lay past a 360 px window's edge.
    expect(headers(media)).toEqual(['Name', 'Link']);
    const [name, link] = firstRowCells(media) as [HTMLElement, HTMLElement];
    expect(name).toHaveTextContent('Campaign image');
    expect(within(name).getByAltText('Campaign image')).toHaveAttribute('src', detail.media);
    expect(within(link).getByRole('link', { name: 'Open Campaign image' })).toHaveAttribute('href', detail.media);
  });

  it('keep the playlist to image, map and its leaderboards button, author and author score under the name', async () => {
    setViewportWidth(390);
    renderRoute(path);
    const playlist = await screen.findByRole('table', { name: 'Playlist' });
    expect(headers(playlist)).toEqual(['Image', 'Map', 'Actions']);
    const first = detail.playlist[0];
    if (!first) throw new Error('empty playlist');
    const [, map, actions] = firstRowCells(playlist) as [HTMLElement, HTMLElement, HTMLElement];
    expect(map).toHaveTextContent(`Author: ${first.authorplayer?.name ?? ''}`);
    expect(map).toHaveTextContent('Author score: 1:10.496');
    expect(within(actions).getByRole('link', { name: 'Leaderboards of Spring 2026 - 01' })).toBeInTheDocument();
  });

  it('keep a record row to map and time, with player, difference (or "No previous time") and when under the map', async () => {
    server.use(
      http.get('/api/leaderboard/activity/:page', ({ params }) =>
        HttpResponse.json(
          params.page === '0'
            ? [
                { ...RECORD, id: 1, map: { name: 'First Map', mapUid: 'uid1' }, timediff: 0 },
                { ...RECORD, id: 2, map: { name: 'Second Map', mapUid: 'uid2' }, timediff: -123 },
              ]
            : [],
        ),
      ),
    );
    setViewportWidth(390);
    renderRoute('/campaigns/activity');
    const table = await screen.findByRole('table', { name: 'Campaign activity' });
    // Before, five columns scrolled the table sideways and cut the difference off at the window's edge.
    expect(headers(table)).toEqual(['Map', 'Time']);
    const [first, second] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    const [map, time] = shown(within(first).getAllByRole('cell')) as [HTMLElement, HTMLElement];
    expect(within(map).getByRole('link', { name: 'First Map' })).toHaveAttribute(
      'href',
      '/campaigns/leaderboard/seasonal-group/uid1',
    );
    expect(within(map).getByRole('link', { name: 'Speedy' })).toBeInTheDocument();
    expect(map).toHaveTextContent('Difference: –No previous time');
    expect(map.querySelector('time')).toHaveAttribute('datetime', '2024-01-01T12:00:00.000Z');
    expect(time).toHaveTextContent('0:45.123');
    expect(within(second).getByText('-0:00.123')).toHaveClass('has-text-success');
  });

  it('show every record column on a laptop', async () => {
    setViewportWidth(1100);
    renderRoute('/campaigns/activity');
    const table = await screen.findByRole('table', { name: 'Campaign activity' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Map', 'Player', 'Time', 'Difference', 'Driven']);
  });
});
