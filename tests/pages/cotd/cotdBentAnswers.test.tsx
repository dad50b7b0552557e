import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { bodyRows, preloadCotdPages } from './cotdTestData';

beforeAll(preloadCotdPages, 60_000);

// Cup of the Day answers as a drifting API sends them: names as numbers, counts as text, lists as objects, nulls.

describe('Cup of the Day answers that drift', () => {
  it('shows the ranking and the cup list: a name sent as a number, counts as text, an unreadable row dropped', async () => {
    server.use(
      http.get('/api/cotd/players/:page/:sort', () =>
        HttpResponse.json({
          players: {
            a: { position: '1', player: { id: 'p1', name: 4242 }, totalplayed: '40', totalplayedreruns: null, wins: 3 },
            b: { position: 2, player: null },
          },
          page: 0,
        }),
      ),
      http.get('/api/cotd/:page', () =>
        HttpResponse.json({
          competitions: { x: { id: '9001', name: 20240301, players: '1234', starttime: 'soon' }, y: { name: 'no id' } },
          page_max: '1',
        }),
      ),
    );
    renderRoute('/cotd');
    const ranking = await screen.findByRole('table', { name: 'Player ranking' });
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
    expect(bodyRows(ranking)).toHaveLength(1);
    expect(bodyRows(ranking)[0]).toHaveTextContent('4242');
    expect(bodyRows(ranking)[0]).toHaveTextContent('40');
    const cups = await screen.findByRole('table', { name: 'Cups' });
    expect(bodyRows(cups)).toHaveLength(1);
    expect(bodyRows(cups)[0]).toHaveTextContent('20240301');
    expect(bodyRows(cups)[0]).toHaveTextContent('1,234');
  });

  it('shows a cup whose rounds come as an object, with a name sent as a number and a match without an id', async () => {
    server.use(
      http.get('/api/comp/:id', () =>
        HttpResponse.json({
          id: 8123,
          name: 8123,
          numplayers: '128',
          startdate: null,
          rounds: {
            q: { id: 1, name: 'Qualification', challenges: [{ id: 55, name: 'Challenge' }] },
            k: { id: 2, name: 'Knockout', matches: [{ id: 70, name: 'Match 1' }, { name: 'broken' }] },
          },
        }),
      ),
      http.get('/api/comp/:id/challenge/:challenge/:page', () =>
        HttpResponse.json({
          results: [
            { player: { id: 'p1', name: 'Qualifier' }, position: '1', score: '41000' },
            { player: null, position: 2 },
          ],
        }),
      ),
      http.get('/api/comp/:id/match/:match/:page', () => HttpResponse.json({ results: null })),
    );
    renderRoute('/cotd/8123');
    expect(await screen.findByRole('heading', { level: 1, name: '8123' })).toBeInTheDocument();
    const qualification = await screen.findByRole('table', { name: 'Results of the qualification' });
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
    expect(bodyRows(qualification)).toHaveLength(1);
    expect(within(bodyRows(qualification)[0] as HTMLElement).getByText('Qualifier')).toBeInTheDocument();
    expect(bodyRows(qualification)[0]).toHaveTextContent('0:41.000');
    expect(screen.getByText('Players', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/^128$/);
  });
});
