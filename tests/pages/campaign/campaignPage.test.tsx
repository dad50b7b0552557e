import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { mockCampaignDetail } from '../../../src/mocks/data/campaign';
import { campaignLeaderboard, trackRecords } from '../../../src/mocks/data/campaignRecords';
import { mockCampaignAt } from '../../../src/mocks/data/campaigns';

// The page's code, loaded before the first test's 5 s waits start: cold, on a loaded machine, it can take longer.
beforeAll(async () => {
  await import('../../../src/pages/campaign/CampaignPage');
}, 60_000);

const seasonal = mockCampaignAt('seasonal', 2);
const detail = mockCampaignDetail(seasonal.id);
if (!detail) throw new Error('no seasonal campaign');
const path = `/campaigns/seasonal/${seasonal.id}`;
// A club campaign nobody tracks: it has no campaign leaderboard.
const untracked = Array.from({ length: 30 }, (_, i) => mockCampaignAt('club', i)).find((c) => !c.tracked && c.clubname);

describe('the campaign page', () => {
  it('shows the hero: name, Official tag, publish time and Refresh', async () => {
    renderRoute(path);
    const heading = await screen.findByRole('heading', { level: 1, name: /Official/ });
    expect(heading).toHaveTextContent(seasonal.name);
    expect(screen.getByText(/Published/).querySelector('time')).toHaveAttribute(
      'datetime',
      new Date(seasonal.timestamp * 1000).toISOString(),
    );
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Trackmania.io - ${seasonal.name}`));
  });

  it('shows the maps before the media images (what a player opens a campaign for comes first)', async () => {
    renderRoute(path);
    const media = await screen.findByRole('table', { name: 'Media images' });
    const maps = screen.getAllByRole('link', { name: /^Leaderboards of / })[0] as HTMLElement;
    expect(maps.compareDocumentPosition(media) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('lists the media images, a .dds file as a download', async () => {
    renderRoute(path);
    const media = await screen.findByRole('table', { name: 'Media images' });
    expect(within(media).getByAltText('Button background')).toHaveAttribute('src', detail.mediae.buttonbackground);
    expect(within(media).getByRole('link', { name: 'Open Popup' })).toHaveAttribute('href', detail.mediae.popup);
    expect(within(media).getByRole('link', { name: '(download dds)' })).toHaveAttribute('href', detail.mediae.decal);
    // The decal's file is offered once: no Open link beside its download.
    expect(
      within(media)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('href') === detail.mediae.decal),
    ).toHaveLength(1);
    // An official campaign has no club: its own image is not called the club's.
    expect(within(media).queryByText('Club media')).not.toBeInTheDocument();
    expect(within(media).getByRole('link', { name: 'Open Campaign image' })).toHaveAttribute('href', detail.media);
  });

  it('lists the playlist with image, author, author score, download and leaderboard links', async () => {
    renderRoute(path);
    const playlist = await screen.findByRole('table', { name: 'Playlist' });
    const rows = within(playlist).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(detail.playlist.length);
    const first = detail.playlist[0];
    if (!first) throw new Error('empty playlist');
    const row = within(rows[0] as HTMLElement);
    const name = 'Spring 2026 - 01';
    expect(row.getByAltText(`Thumbnail of ${name}`)).toBeInTheDocument();
    expect(row.getByText('1:10.496')).toBeInTheDocument();
    // Seasonal maps come from the game maker's account, sent without zone or tag: linked by its vanity name, marked as staff.
    expect(row.getByRole('link', { name: 'Nadeo (Nadeo employee)' })).toHaveAttribute('href', '/player/nadeo');
    expect(row.getByRole('link', { name: `Download ${name}` })).toHaveAttribute('href', first.fileUrl);
    expect(row.getByRole('link', { name: `Leaderboards of ${name}` })).toHaveAttribute(
      'href',
      `/campaigns/leaderboard/${detail.leaderboarduid}/${first.mapUid}`,
    );
  });

  it('shows recent world records as record rows, reading the drivenAt/timeDiff spelling, deleted ones tagged', async () => {
    renderRoute(path);
    const table = await screen.findByRole('table', { name: 'Recent world records' });
    const records = trackRecords(detail.leaderboarduid);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(records.length);
    const first = records[0];
    expect(rows[0]).toHaveTextContent('1:01.922');
    expect(rows[0]).toHaveTextContent('-0:00.271');
    // The mock lays records out from "now", which moved a little since the page asked.
    const shown = Date.parse(rows[0]?.querySelector('time')?.getAttribute('datetime') ?? '');
    expect(Math.abs(shown - Date.parse(first?.drivenAt ?? ''))).toBeLessThan(60_000);
    expect(within(table).getAllByText('Deleted').length).toBe(records.filter((r) => r.type === 1).length);
  });

  it('shows the campaign leaderboard: 10 rows, then 40 and 50 more', async () => {
    const { user } = renderRoute(path);
    const table = await screen.findByRole('table', { name: 'Campaign leaderboard' });
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(10);
    const top = campaignLeaderboard(detail.leaderboarduid, 0, 1).tops[0];
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(String(top?.points.toLocaleString('en-US')));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1)).toHaveLength(50));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1)).toHaveLength(100));
  });

  it('highlights the signed-in player in the campaign leaderboard', async () => {
    // A hand-written first page with the signed-in player (the mocked user) fourth.
    const tops = ['Alpha', 'Bravo', 'Charlie', 'MockPilot', 'Echo', 'Foxtrot', 'Golf', 'Hotel', 'India', 'Juliett'].map(
      (name, index) => ({
        player: {
          name,
          id:
            name === 'MockPilot'
              ? '5b4d42f4-c2de-407d-b367-cbff3fe817bc'
              : `00000000-0000-4000-8000-00000000000${String(index)}`,
        },
        position: index + 1,
        points: 50_000 - index * 100,
      }),
    );
    server.use(http.get('/api/leaderboard/:uid', () => HttpResponse.json({ tops })));
    renderRoute(path, { signedIn: true });
    const table = await screen.findByRole('table', { name: 'Campaign leaderboard' });
    const own = within(table).getByText('You').closest('tr');
    expect(own).toHaveAttribute('aria-current', 'true');
    expect(own).toHaveTextContent(/^4.*MockPilot/);
    expect(own).toHaveTextContent('49,700');
    expect(
      within(table)
        .getAllByRole('row')
        .filter((row) => row.getAttribute('aria-current') === 'true'),
    ).toEqual([own]);
  });

  it('explains when there is no campaign leaderboard, and links to the club', async () => {
    if (!untracked) throw new Error('no untracked campaign in the mock data');
    renderRoute(`/campaigns/${untracked.clubid ?? 0}/${untracked.id}`);
    expect(await screen.findByText('No campaign leaderboard available')).toBeInTheDocument();
    expect(screen.getByText(/maps have not been played/)).toBeInTheDocument();
    const club = screen.getByText(/Published/).querySelector('a');
    expect(club).toHaveTextContent('Ride Wall League');
    expect(club).toHaveAttribute('href', `/clubs/${untracked.clubid ?? 0}`);
    expect(screen.queryByRole('heading', { name: /Official/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Media images' })).toBeNull();
  });

  const cases: [string, () => Response, RegExp][] = [
    ['a 500', () => new HttpResponse('Internal error', { status: 500 }), /HTTP 500/],
    ['a network failure', () => HttpResponse.error(), /Could not reach the server/],
    ['an HTML page', () => HttpResponse.html('<!doctype html><p>Maintenance</p>'), /not JSON/],
    ['an {error} answer', () => HttpResponse.json({ error: 'Campaign not found.' }), /Campaign not found/],
  ];

  it.each(cases)('%s gives a clear message, and the tabs keep working', async (_name, reply, detailText) => {
    server.use(http.get('/api/campaign/:club/:id', reply));
    const { user } = renderRoute(path);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this campaign');
    expect(alert).toHaveTextContent(detailText);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'TOTD' }),
    );
    expect(await screen.findByRole('heading', { name: 'Track of the Day' })).toBeInTheDocument();
  });

  it('says so when an unknown campaign is asked for', async () => {
    renderRoute('/campaigns/seasonal/5');
    expect(await screen.findByRole('alert')).toHaveTextContent('Campaign not found.');
  });
});
