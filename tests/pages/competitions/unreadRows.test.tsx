import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { bodyRows, preloadEventPages } from './competitionsTestData';

beforeAll(preloadEventPages, 60_000);

// A result whose player came with a name but no account id cannot be linked: it is left out of the event's
// leaderboard, and the page says so under the table.
describe("an event's leaderboard with a row whose player has no id", () => {
  it('shows the other rows and says "1 entry could not be read."', async () => {
    server.use(
      http.get('/api/competition/:id', () =>
        HttpResponse.json({ id: 3051, name: 'Unread rows cup', numplayers: 3, maxplayers: 64 }),
      ),
      http.get('/api/competition/:id/leaderboard/:page', () =>
        HttpResponse.json({
          results: [
            { position: 1, player: { id: 'acc-winner', name: 'Winner' }, score: 998 },
            { position: 2, player: { name: 'GhostPilot', zone: { name: 'France', flag: 'FRA' } }, score: 996 },
            { position: 3, player: { id: 'acc-third', name: 'Third' }, score: 990 },
          ],
          page_max: 1,
        }),
      ),
    );
    renderRoute('/competitions/3051');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unread rows cup' })).toBeInTheDocument();
    const rows = bodyRows(await screen.findByRole('table', { name: 'Results of the leaderboard' }));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Winner');
    expect(rows[0]).toHaveTextContent('998');
    expect(rows[1]).toHaveTextContent('Third');
    expect(rows[1]).toHaveTextContent('990');
    expect(screen.queryByText('GhostPilot')).not.toBeInTheDocument();
    expect(screen.getByText('1 entry could not be read.')).toBeInTheDocument();
  });
});
