import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { setViewportWidth } from '../../viewport';
import { server } from '../../../src/mocks/node';
import { mockClubRef } from '../../../src/mocks/data/clubRefs';
import { allRooms, mockRoom, type MockRoom } from '../../../src/mocks/data/rooms';
import { rows } from './helpers';

beforeAll(async () => {
  await import('../../../src/pages/rooms/RoomsPage');
  await import('../../../src/pages/rooms/RoomPage');
});

const club = mockClubRef(3);

/** What a window of the stubbed width shows: Bulma hides these classes below 769 px and below 1024 px. */
const HIDDEN_AT = { phone: ['is-hidden-mobile', 'is-hidden-touch'], tablet: ['is-hidden-touch'] } as const;
const shown = (cells: HTMLElement[], width: keyof typeof HIDDEN_AT) =>
  cells.filter((cell) => !HIDDEN_AT[width].some((name) => cell.classList.contains(name)));
const headers = (table: HTMLElement, width: keyof typeof HIDDEN_AT) =>
  shown(within(table).getAllByRole('columnheader'), width).map((th) => th.textContent);

describe('the rooms list on a phone', () => {
  it('keeps the name, the players and the Info and Club links in the row; type and gamemode go under the name', async () => {
    server.use(
      http.get('/api/rooms/:page', () =>
        HttpResponse.json({
          rooms: [
            {
              id: 11,
              clubid: club.id,
              clubname: club.name,
              name: '$f00Red $oRoom',
              nadeo: true,
              playercount: 12,
              playermax: 64,
              region: 'eu-west',
              script: 'TM_Laps_Online',
              login: 'AbCdEfGhIjKlMnOpQrStUv',
            },
          ],
          page: 0,
          pageCount: 1,
        }),
      ),
    );
    setViewportWidth(390);
    renderRoute('/rooms');
    const [row] = (await rows()) as [HTMLElement];
    const table = screen.getByRole('table', { name: 'Club rooms' });
    // Before, all seven columns stood side by side and pushed Info and Club past the window's right edge.
    expect(headers(table, 'phone')).toEqual(['Name', 'Players', 'Links']);
    const [name, players, links] = shown(within(row).getAllByRole('cell'), 'phone') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(name).toHaveTextContent('Red Room');
    expect(within(name).getByText('Nadeo')).toHaveClass('tag');
    expect(name).toHaveTextContent('Gamemode: Laps');
    expect(players).toHaveTextContent('12 / 64');
    expect(within(links).getByRole('link', { name: 'Info: Red Room' })).toHaveAttribute('href', `/rooms/${club.id}/11`);
    expect(within(links).getByRole('link', { name: 'Club: Neon Zendro' })).toHaveAttribute('href', `/clubs/${club.id}`);
  });

  it('shows region and login as columns from tablet width', async () => {
    setViewportWidth(800);
    renderRoute('/rooms');
    await rows();
    expect(headers(screen.getByRole('table', { name: 'Club rooms' }), 'tablet')).toEqual([
      'Type',
      'Name',
      'Players',
      'Gamemode',
      'Region',
      'Login',
      'Links',
    ]);
  });
});

describe('a room on a phone', () => {
  const nadeoRoom = allRooms()
    .map((item) => mockRoom(item.clubid, item.id) as MockRoom)
    .find((room) => room.nadeo && (room.maps ?? []).length > 1);
  if (!nadeoRoom) throw new Error('no Nadeo room with maps in the mock data');

  it('keeps both leaderboard links of each map in the row, the author under the name', async () => {
    setViewportWidth(390);
    renderRoute(`/rooms/${nadeoRoom.clubid}/${nadeoRoom.id}`);
    const list = await rows('Maps');
    expect(headers(screen.getByRole('table', { name: 'Maps' }), 'phone')).toEqual(['Name', 'Leaderboards']);
    const map = nadeoRoom.maps?.[0];
    const [name, links] = shown(within(list[0] as HTMLElement).getAllByRole('cell'), 'phone') as [
      HTMLElement,
      HTMLElement,
    ];
    expect(name).toHaveTextContent('Grass Flow #9');
    expect(name).toHaveTextContent(`Author: ${map?.authorplayer?.name ?? ''}`);
    expect(within(links).getByRole('link', { name: /^Leaderboard: / })).toHaveAttribute(
      'href',
      `/leaderboard/${map?.mapUid ?? ''}`,
    );
    expect(within(links).getByRole('link', { name: /^All leaderboards: / })).toHaveAttribute(
      'href',
      `/rooms/leaderboard/${map?.mapUid ?? ''}`,
    );
  });
});
