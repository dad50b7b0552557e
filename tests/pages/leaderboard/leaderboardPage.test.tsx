import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { totdGroup, totdMap, totdToday } from '../../../src/mocks/handlers/totd';
import { mapByUid } from '../../../src/mocks/data/mapByUid';
import { leaderboardRows } from '../../../src/mocks/data/leaderboards';
import { nameOf } from '../../gameTextQueries';
import { endsWithName, positionRows, positionsOf, recordRequests } from './helpers';

// The page's code, loaded before the first test's 5 s waits start: cold, on a loaded machine, it can take longer.
beforeAll(async () => {
  await import('../../../src/pages/leaderboard/LeaderboardPage');
}, 60_000);

const map = totdMap(2024, 3, 15);
const uid = map.mapUid;
const group = totdGroup(2024, 3);
const info = () => screen.getByRole('table', { name: 'Map information' });
const infoRow = (label: string) => within(info()).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;

describe('the map leaderboard page', () => {
  it('shows the map: name, author, thumbnail and the four medal thresholds', async () => {
    renderRoute(`/leaderboard/${uid}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rally Quane' })).toBeInTheDocument();
    // The map's panels follow the title in a deferred render.
    expect(await screen.findByAltText('Thumbnail of Rally Quane')).toHaveAttribute('src', map.thumbnailUrl);
    const medals = screen.getByRole('table', { name: 'Medal thresholds' });
    const cells = within(medals)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(cells).toEqual(['Author0:38.969', 'Gold0:41.307', 'Silver0:43.645', 'Bronze0:46.763']);
    expect(within(medals).getByRole('img', { name: 'Gold medal' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Trackmania.io - Rally Quane leaderboard'));
  });

  it('links to the download, the exchange, the game’s site, the Cup of the Day and the Track of the Day leaderboard', async () => {
    renderRoute(`/leaderboard/${uid}`);
    const download = await screen.findByRole('link', { name: 'Download map Rally Quane' });
    expect(download).toHaveAttribute('href', map.fileUrl);
    const full = mapByUid(uid);
    if (full.exchangeid)
      expect(screen.getByRole('link', { name: 'Trackmania Exchange' })).toHaveAttribute(
        'href',
        `https://trackmania.exchange/maps/${full.exchangeid}`,
      );
    expect(screen.getByRole('link', { name: 'Trackmania.com' })).toHaveAttribute(
      'href',
      `https://www.trackmania.com/tracks/${uid}`,
    );
    const cup = full.competitionsmetadata?.[0]?.competitionid;
    expect(screen.getByRole('link', { name: 'Cup of the Day' })).toHaveAttribute('href', `/cotd/${cup}`);
    expect(screen.getByRole('link', { name: 'Track of the Day leaderboard' })).toHaveAttribute(
      'href',
      `/totd/leaderboard/${group}/${uid}`,
    );
    // On the map's own leaderboard there is no link to itself.
    expect(screen.queryByRole('link', { name: 'Personal best leaderboard' })).not.toBeInTheDocument();
  });

  it('has no exchange link when the map has no exchange id', async () => {
    const plain =
      Array.from({ length: 40 }, (_, i) => `NoExchangeProbe${i}`).find((probe) => !mapByUid(probe).exchangeid) ?? '';
    renderRoute(`/leaderboard/${plain}`);
    await screen.findByRole('link', { name: 'Trackmania.com' });
    expect(screen.queryByRole('link', { name: 'Trackmania Exchange' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cup of the Day' })).not.toBeInTheDocument();
  });

  it('lists the map’s facts: uploaded, author, status, players, collection, type, style, UID and ID', async () => {
    renderRoute(`/leaderboard/${uid}`);
    await positionRows();
    // The details come a task after the positions.
    await screen.findByRole('table', { name: 'Map information' });
    const board = leaderboardRows('map', uid, 0, 1);
    expect(infoRow('Author')).toHaveTextContent(map.authorplayer?.name ?? '');
    expect(infoRow('Uploaded').querySelector('time')).toHaveAttribute(
      'datetime',
      new Date(map.timestamp).toISOString(),
    );
    expect(within(infoRow('Leaderboard')).getByText(board.lockedLeaderboard ? 'Closed' : 'Open')).toHaveAttribute(
      'title',
      'This leaderboard accepts new records.',
    );
    expect(within(infoRow('Players')).getByText('~5,449')).toHaveAttribute('title', 'Cached for at most 10 minutes.');
    expect(infoRow('Collection')).toHaveTextContent('Stadium');
    expect(infoRow('Map type')).toHaveTextContent('TM_Race');
    expect(infoRow('Map style')).toHaveTextContent(map.mapStyle || '-');
    expect(infoRow('Map UID')).toHaveTextContent(uid);
    expect(within(infoRow('Map UID')).getByRole('button', { name: 'Copy map UID' })).toBeInTheDocument();
    expect(infoRow('Map ID')).toHaveTextContent(map.mapId);
    expect(within(infoRow('Map ID')).getByRole('button', { name: 'Copy map ID' })).toBeInTheDocument();
    expect(within(info()).queryByRole('rowheader', { name: 'Submitter' })).not.toBeInTheDocument();
  });

  it('shows the first 15 positions with medal, player, time, when and ghost link', async () => {
    renderRoute(`/leaderboard/${uid}`);
    const rows = await positionRows();
    expect(rows).toHaveLength(15);
    const expected = leaderboardRows('map', uid, 0, 15).tops;
    expect(positionsOf(rows)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
      '13',
      '14',
      '15',
    ]);
    const first = within(rows[0] as HTMLElement);
    const top = expected[0];
    expect(first.getByText('0:38.384')).toBeInTheDocument();
    expect(first.getByRole('link', { name: endsWithName(top?.player.name) })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Ghost of position 1' })).toHaveAttribute('href', top?.url);
    expect(first.getByRole('img', { name: 'Author medal' })).toBeInTheDocument();
    expect(rows[0]?.querySelector('time')).not.toBeNull();
    const table = screen.getByRole('table', { name: 'Positions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Position', 'Player', 'Time', 'When', 'Ghost']);
  });

  it('adds 35, then 50 rows on Load more, asking for each range once', async () => {
    const requests = recordRequests();
    const { user } = renderRoute(`/leaderboard/${uid}`);
    await positionRows();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await positionRows()).toHaveLength(50));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await positionRows()).toHaveLength(100));
    expect(positionsOf(await positionRows()).at(-1)).toBe('100');
    const ranges = requests.filter((path) => path.startsWith(`/api/leaderboard/map/${uid}`));
    expect(ranges).toEqual([
      `/api/leaderboard/map/${uid}?offset=0&length=15`,
      `/api/leaderboard/map/${uid}?offset=15&length=35`,
      `/api/leaderboard/map/${uid}?offset=50&length=50`,
    ]);
    // Nothing was asked for by someone who is not signed in.
    expect(requests.some((path) => path.includes('/personal/'))).toBe(false);
    server.events.removeAllListeners();
  });
});

describe('the route forms', () => {
  it.each([
    ['/campaigns/leaderboard/:group/:uid', `/campaigns/leaderboard/${group}/${uid}`],
    ['/totd/leaderboard/:group/:uid', `/totd/leaderboard/${group}/${uid}`],
    ['/leaderboard/:group/:uid', `/leaderboard/${group}/${uid}`],
  ])('%s reads the group’s leaderboard and links to the personal best leaderboard', async (_form, path) => {
    const requests = recordRequests();
    renderRoute(path);
    const rows = await positionRows();
    const expected = leaderboardRows(group, uid, 0, 15).tops;
    expect(
      within(rows[0] as HTMLElement).getByRole('link', { name: endsWithName(expected[0]?.player.name) }),
    ).toBeInTheDocument();
    expect(requests).toContain(`/api/leaderboard/${group}/${uid}?offset=0&length=15`);
    expect(screen.getByRole('link', { name: 'Personal best leaderboard' })).toHaveAttribute(
      'href',
      `/leaderboard/${uid}`,
    );
    // Already on the Track of the Day group: no link to itself.
    expect(screen.queryByRole('link', { name: 'Track of the Day leaderboard' })).not.toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('/leaderboard/:uid uses the map group', async () => {
    const requests = recordRequests();
    renderRoute(`/leaderboard/${uid}`);
    await positionRows();
    expect(requests).toContain(`/api/leaderboard/map/${uid}?offset=0&length=15`);
    server.events.removeAllListeners();
  });

  it('/totd/leaderboard/today asks for today’s map and shows its leaderboard', async () => {
    const today = totdToday();
    const requests = recordRequests();
    renderRoute('/totd/leaderboard/today');
    expect(await screen.findByRole('heading', { level: 1, name: nameOf('Canyon Dirt #1') })).toBeInTheDocument();
    await positionRows();
    expect(requests[0]).toBe('/api/totd/today');
    expect(requests).toContain(`/api/leaderboard/${today.group}/${today.uid}?offset=0&length=15`);
    server.events.removeAllListeners();
  });
});
