import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';

// A page of the match list as a drifting API sends it: the list as an object, ids as text, a row without its live id.

beforeAll(async () => {
  await import('../../../src/pages/matches/MatchesPage');
});

describe('a match list answer that drifts', () => {
  it('shows the readable matches and says how many could not be read', async () => {
    server.use(
      http.get('/api/matches/:type/:page', () =>
        HttpResponse.json({
          matches: {
            a: {
              id: '9800136',
              lid: 'LID-MTCH-m500136abcdefgh',
              starttime: null,
              status: 7,
              maps: { x: { mapUid: 'u1', name: 2024 } },
            },
            b: { id: 9800135, lid: null, status: 'COMPLETED' },
            c: {
              id: 9800134,
              lid: 'LID-MTCH-m500134abcdefgh',
              starttime: 1_700_000_000,
              status: 'COMPLETED',
              maps: null,
            },
          },
        }),
      ),
    );
    renderRoute('/matches');
    const table = await screen.findByRole('table', { name: 'Matches' });
    expect(screen.queryByRole('heading', { name: 'Something went wrong on this page' })).not.toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('9800136');
    expect(rows[0]).toHaveTextContent('2024');
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Info about match 9800136' })).toHaveAttribute(
      'href',
      '/match/LID-MTCH-m500136abcdefgh',
    );
    expect(rows[1]).toHaveTextContent('Completed');
    expect(screen.getByText('1 match could not be read.')).toBeInTheDocument();
  });
});
