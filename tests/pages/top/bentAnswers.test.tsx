import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';

beforeAll(async () => {
  await import('../../../src/pages/top/TopPage');
});

describe('rankings whose answers drift', () => {
  it('shows the rows that can be read: ranks as an object, a name sent as a number, counts as text', async () => {
    server.use(
      http.get('/api/top/matchmaking/5/:page', () =>
        HttpResponse.json({
          activeplayers: '2000',
          distribution: { '13': 20 },
          pageCount: '1',
          ranks: {
            a: {
              rank: '1',
              score: '4100',
              player: { id: 'p1', name: 31337 },
              division: { position: 12, rule: 'minimum_points', minpoints: 4000, maxpoints: 0 },
            },
            b: { rank: 2, player: null },
            c: { rank: 3, score: 900, player: { id: 'p3', name: 'Third', zone: null, tag: null } },
          },
        }),
      ),
    );
    renderRoute('/top/2v2');
    const table = await screen.findByRole('table', { name: /ranking$/ });
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('31337');
    expect(rows[1]).toHaveTextContent('Third');
    expect(screen.getByText('Active players this season: 2,000')).toBeInTheDocument();
  });
});
