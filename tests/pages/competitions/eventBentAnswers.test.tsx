import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { bodyRows, fact, preloadEventPages } from './competitionsTestData';

beforeAll(preloadEventPages, 60_000);

// Event answers as a drifting API sends them: nulls, numbers as text, lists as objects, rows without their player.

const BROKEN_PAGE = 'Something went wrong on this page';

describe('event answers that drift', () => {
  it('shows a legacy event whose creator is null and whose leaderboard has a row without a player', async () => {
    server.use(
      http.get('/api/competition/:id', () =>
        HttpResponse.json({
          id: 3050,
          name: 3050,
          description: null,
          numplayers: '120',
          maxplayers: '128',
          creatorplayer: null,
          rulesurl: 7,
          startdate: 'soon',
        }),
      ),
      http.get('/api/competition/:id/leaderboard/:page', () =>
        HttpResponse.json({
          results: {
            a: { position: '1', player: { id: 'p1', name: 'Winner', zone: null }, score: '998' },
            b: { position: 2, player: null, score: 996 },
            c: { position: 3, player: { id: 'p3', name: 'Third' }, score: 'n/a' },
          },
          page_max: '1',
        }),
      ),
    );
    renderRoute('/competitions/3050');
    expect(await screen.findByRole('heading', { level: 1, name: '3050' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Results of the leaderboard' });
    expect(screen.queryByRole('heading', { name: BROKEN_PAGE })).not.toBeInTheDocument();
    expect(fact('Players')).toHaveTextContent('120 / 128');
    expect(fact('Created by')).toBeNull();
    const rows = bodyRows(table);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Winner');
    expect(rows[0]).toHaveTextContent('998');
    expect(rows[1]).toHaveTextContent('Third');
    expect(screen.getByText('1 entry could not be read.')).toBeInTheDocument();
  });

  it('shows a new event whose rounds come as an object, a challenge with admins as an object and results without a player', async () => {
    server.use(
      http.get('/api/comp/:id', () =>
        HttpResponse.json({
          id: '90997',
          name: 'Drifting League',
          numplayers: '64',
          clubid: null,
          creatorplayer: { id: null },
          rounds: {
            q: { id: '11', name: 'Qualifier', startdate: 'x', challenges: { c: { id: 55, name: 5 } }, matches: null },
            z: { name: 'no id' },
          },
        }),
      ),
      http.get('/api/comp/:id/teams', () => HttpResponse.json({ teams: null })),
      http.get('/api/comp/:id/challenge/:challenge', () =>
        HttpResponse.json({
          id: 55,
          name: null,
          status: 'COMPLETED',
          servers: '2',
          mapcount: null,
          maps: { a: { mapUid: 'u1' } },
          admins: { a: { accountid: 'admin-1', displayname: 'Boss' }, b: { displayname: 'No id' } },
        }),
      ),
      http.get('/api/comp/:id/challenge/:challenge/:page', () =>
        HttpResponse.json({
          results: [
            { position: '1', player: { id: 'p1', name: 'Qualifier One' }, score: '41000' },
            { position: 2, player: null, score: 42000 },
          ],
        }),
      ),
    );
    renderRoute('/competitions/comp/90997');
    expect(await screen.findByRole('heading', { level: 1, name: 'Drifting League' })).toBeInTheDocument();
    const results = await screen.findByRole('table', { name: 'Results of 5' });
    expect(screen.queryByRole('heading', { name: BROKEN_PAGE })).not.toBeInTheDocument();
    expect(screen.queryByText(/^This part could not be shown/)).not.toBeInTheDocument();
    expect(fact('Players')).toHaveTextContent(/^64$/);
    expect(screen.getByRole('heading', { level: 2, name: 'Qualifier' })).toBeInTheDocument();
    expect(fact('Servers')).toHaveTextContent(/^2$/);
    expect(fact('Maps')).toHaveTextContent(/^1$/);
    expect(within(fact('Admin') as HTMLElement).getByRole('link', { name: 'Boss' })).toBeInTheDocument();
    expect(bodyRows(results)).toHaveLength(1);
    expect(bodyRows(results)[0]).toHaveTextContent('0:41.000');
    expect(screen.getByText('1 entry could not be read.')).toBeInTheDocument();
  });

  it('lists events sent as an object, an event without an id left out and said', async () => {
    server.use(
      http.get('/api/competitions/:page', () =>
        HttpResponse.json({
          competitions: {
            a: { id: '4301', competitionid: '90997', name: 2024, numplayers: '64', logourl: null },
            b: { name: 'no id' },
          },
          page_max: 'one',
        }),
      ),
    );
    renderRoute('/competitions');
    const table = await screen.findByRole('table', { name: 'Events' });
    expect(screen.queryByRole('heading', { name: BROKEN_PAGE })).not.toBeInTheDocument();
    const rows = bodyRows(table);
    expect(rows).toHaveLength(1);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: '2024' })).toHaveAttribute(
      'href',
      '/competitions/comp/90997',
    );
    expect(rows[0]).toHaveTextContent('64');
    expect(screen.getByText('1 event could not be read.')).toBeInTheDocument();
  });
});
