import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { resultRows } from './helpers';

beforeAll(async () => {
  await import('../../../src/pages/players/PlayersPage');
}, 60_000);

/** A result as the answer sends one whose account id is missing: a name and a zone, no id. */
const ghost = { player: { name: 'GhostPilot', zone: { name: 'France', flag: 'FRA' } }, matchmaking: [] };
const found = (name: string) => ({ player: { id: `acc-${name}`, name }, matchmaking: [] });
const names = async () => (await resultRows()).map((row) => within(row).getByRole('link').textContent);

// A found player without an account id cannot be linked: the row is left out, and the page says so under the table.
describe('a list of players with a row whose player has no id', () => {
  it('the search shows the other results and says "1 player could not be read."', async () => {
    server.use(http.get('/api/players/find', () => HttpResponse.json([found('Odroid'), ghost, found('Odrovan')])));
    renderRoute('/players?search=odro');
    expect(await names()).toEqual(['Odroid', 'Odrovan']);
    expect(screen.queryByText('GhostPilot')).not.toBeInTheDocument();
    expect(screen.getByText('1 player could not be read.')).toBeInTheDocument();
  });

  it('a group shows the other players and says "1 player could not be read."', async () => {
    server.use(http.get('/api/players/group/:group', () => HttpResponse.json([found('Hylis'), ghost, found('Kem')])));
    renderRoute('/players/nadeo');
    expect(await names()).toEqual(['Hylis', 'Kem']);
    expect(screen.queryByText('GhostPilot')).not.toBeInTheDocument();
    expect(screen.getByText('1 player could not be read.')).toBeInTheDocument();
  });

  // Bug fixed: the search ended at the first page of fewer than 50 results read, so a full page of 50 with one
  // unreadable result looked like the last one and Load more went away with more players behind it.
  it('a full page of 50 with a dropped result does not end the search: Load more loads the second page', async () => {
    const first = [ghost, ...Array.from({ length: 49 }, (_, n) => found(`Odro${String(n + 1).padStart(2, '0')}`))];
    server.use(
      http.get('/api/players/find', ({ request }) =>
        HttpResponse.json(new URL(request.url).searchParams.get('page') === '0' ? first : [found('OdroLast')]),
      ),
    );
    const { user } = renderRoute('/players?search=odro');
    expect(await resultRows()).toHaveLength(49);
    expect(screen.getByText('1 player could not be read.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'OdroLast' })).toBeInTheDocument();
    expect(await resultRows()).toHaveLength(50);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
