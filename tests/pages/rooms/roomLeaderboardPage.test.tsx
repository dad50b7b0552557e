import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { mapByUid } from '../../../src/mocks/data/mapByUid';
import { totdUid } from '../../../src/mocks/data/mapUids';
import { watchRoomRequests } from './helpers';

beforeAll(async () => {
  await import('../../../src/pages/rooms/RoomLeaderboardPage');
});

const nav = () => screen.getByRole('navigation', { name: 'Leaderboards of this map' });
const linkTargets = () =>
  within(nav())
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the room map leaderboards page', () => {
  it('names the map and links to its leaderboard and outside sites', async () => {
    const uid = 'RoomMapUidForTests0000001';
    const map = mapByUid(uid);
    const name = 'Turbo Arstosto';
    renderRoute(`/rooms/leaderboard/${uid}`);
    // Matched on the text: the test DOM's name computation trims each styled span of the game text.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Leaderboards of ${name}`));
    await waitFor(() => expect(document.title).toBe(`Trackmania.io - Leaderboards of ${name}`));
    expect(screen.getByText(uid)).toBeInTheDocument();
    const expected = [['Map leaderboard', `/leaderboard/${uid}`]];
    if (map.exchangeid) expected.push(['Trackmania Exchange', `https://trackmania.exchange/maps/${map.exchangeid}`]);
    expected.push(['Trackmania.com', `https://www.trackmania.com/tracks/${uid}`]);
    expect(linkTargets()).toEqual(expected);
    expect(screen.getByRole('link', { name: 'Back to the rooms' })).toHaveAttribute('href', '/rooms');
  });

  it('adds the Track of the Day leaderboard and the Cup of the Day of a daily map', async () => {
    const uid = totdUid(2024, 3, 15);
    const map = mapByUid(uid);
    const cup = map.competitionsmetadata?.[0];
    renderRoute(`/rooms/leaderboard/${uid}`);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Leaderboards of Rally Quane'),
    );
    expect(within(nav()).getByRole('link', { name: 'Track of the Day leaderboard' })).toHaveAttribute(
      'href',
      `/totd/leaderboard/${cup?.competitionmaps[0]?.leaderboardgroupid ?? 'missing'}/${uid}`,
    );
    expect(within(nav()).getByRole('link', { name: 'Cup of the Day' })).toHaveAttribute(
      'href',
      `/cotd/${cup?.competitionid ?? 'missing'}`,
    );
  });

  it('keeps the leaderboard link when the map cannot be loaded, and says why', async () => {
    server.use(http.get('/api/map/:uid', () => HttpResponse.json({ error: 'Map not found' })));
    renderRoute('/rooms/leaderboard/UnknownUid000000000000001');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this map');
    expect(alert).toHaveTextContent('Map not found');
    expect(screen.getByRole('heading', { level: 1, name: 'Map leaderboards' })).toBeInTheDocument();
    expect(linkTargets()).toEqual([['Map leaderboard', '/leaderboard/UnknownUid000000000000001']]);
  });

  it('explains a uid that cannot be one without asking the API', async () => {
    const requests = watchRoomRequests('/api/map/');
    renderRoute(`/rooms/leaderboard/${encodeURIComponent('not a uid!')}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('“not a uid!” is not a map uid');
    expect(screen.getByRole('link', { name: 'Back to the rooms' })).toHaveAttribute('href', '/rooms');
    expect(requests).toEqual([]);
  });

  it('shows the loading bar while the map loads', async () => {
    server.use(
      http.get('/api/map/:uid', async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return undefined;
      }),
    );
    renderRoute('/rooms/leaderboard/RoomMapUidForTests0000001');
    expect(await screen.findByRole('progressbar', { name: 'Loading the map…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: /^Leaderboards of / })).toBeInTheDocument();
  });
});
