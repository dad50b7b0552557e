import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';

// Room answers as a drifting API sends them: the pages show what can be read and never break.

beforeAll(async () => {
  await import('../../../src/pages/rooms/RoomsPage');
  await import('../../../src/pages/rooms/RoomPage');
});

const notBroken = () => {
  expect(screen.queryByRole('heading', { name: 'Something went wrong on this page' })).not.toBeInTheDocument();
  expect(screen.queryByText(/^This part could not be shown/)).not.toBeInTheDocument();
};

describe('a room answer that drifts', () => {
  it('shows the room with the address’s ids, counts sent as text, settings keyed by name and readable maps only', async () => {
    server.use(
      http.get('/api/room/:club/:room', () =>
        HttpResponse.json({
          name: 'Bent room',
          clubname: 7,
          nadeo: 'true',
          playercount: '12',
          playermax: '64',
          serverinfo: 'down',
          scriptsettings: { S_TimeLimit: 300, S_ForceLapsNb: { type: 'boolean', value: false } },
          maps: [{ name: 'No uid' }, { mapUid: 'uid-bent-1', name: 'Bent map' }],
        }),
      ),
    );
    renderRoute('/rooms/321/654');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bent room' })).toBeInTheDocument();
    notBroken();
    const facts = screen.getByRole('table', { name: 'Room details' });
    expect(within(facts).getByRole('row', { name: /^ID/ })).toHaveTextContent('654');
    expect(within(facts).getByRole('link', { name: '7' })).toHaveAttribute('href', '/clubs/321');
    expect(within(facts).getByRole('row', { name: /^Player limit/ })).toHaveTextContent('64');
    expect(within(facts).getByRole('row', { name: /^Join link/ })).toHaveTextContent(
      'This room has no join link right now',
    );
    const settings = within(screen.getByRole('table', { name: 'Script settings' }))
      .getAllByRole('row')
      .slice(1);
    expect(settings.map((row) => row.textContent)).toEqual(['S_TimeLimit300', 'S_ForceLapsNbfalse']);
    const maps = within(screen.getByRole('table', { name: 'Maps' }))
      .getAllByRole('row')
      .slice(1);
    expect(maps).toHaveLength(1);
    expect(maps[0]).toHaveTextContent('Bent map');
  });

  it('shows a room list sent as an object, without the rows that have no id, and says so', async () => {
    server.use(
      http.get('/api/rooms/:page', () =>
        HttpResponse.json({
          rooms: { a: { id: '41', name: 'Forty-one', clubid: 5 }, b: { name: 'No id' } },
          pageCount: '1',
        }),
      ),
    );
    renderRoute('/rooms');
    const table = await screen.findByRole('table', { name: 'Club rooms' });
    notBroken();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Forty-one');
    expect(screen.getByText('1 room could not be read.')).toBeInTheDocument();
  });
});
