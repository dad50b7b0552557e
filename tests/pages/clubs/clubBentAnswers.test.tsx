import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';

// Club answers as a drifting API sends them: the pages show what can be read and never break.

beforeAll(async () => {
  await import('../../../src/pages/clubs/ClubsPage');
  await import('../../../src/pages/clubs/ClubPage');
});

const notBroken = () => {
  expect(screen.queryByRole('heading', { name: 'Something went wrong on this page' })).not.toBeInTheDocument();
  expect(screen.queryByText(/^This part could not be shown/)).not.toBeInTheDocument();
};

describe('a club answer that drifts', () => {
  it('shows the club list sent as an object, ids and counts as text, without the rows that have no id, and says so', async () => {
    server.use(
      http.get('/api/clubs/:page', () =>
        HttpResponse.json({
          clubs: {
            a: { id: '77', name: 'Seventy-seven', membercount: '1204' },
            b: { name: 'No id' },
            c: { id: null, name: 'Null id' },
          },
          pageCount: '1',
        }),
      ),
    );
    renderRoute('/clubs');
    const table = await screen.findByRole('table', { name: 'Clubs' });
    notBroken();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Seventy-seven' })).toHaveAttribute(
      'href',
      '/clubs/77',
    );
    expect(rows[0]).toHaveTextContent('1,204');
    expect(screen.getByText('2 clubs could not be read.')).toBeInTheDocument();
  });

  it('shows a club whose fields drift: a member count as text, a flag as text, an author without an account', async () => {
    server.use(
      http.get('/api/club/:id', () =>
        HttpResponse.json({
          name: 'Bent club',
          membercount: '42',
          verified: 'true',
          authorplayer: { name: 'No id' },
          description: 5,
        }),
      ),
    );
    renderRoute('/clubs/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bent club' })).toBeInTheDocument();
    notBroken();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('42')).toBeInTheDocument();
    expect(within(summary).getByText('5')).toBeInTheDocument();
    expect(within(summary).getAllByText('Unknown')).toHaveLength(2);
  });

  it('lists the members that have an account and says how many could not be read', async () => {
    server.use(
      http.get('/api/club/:id', () => HttpResponse.json({ id: 5, name: 'Bent club' })),
      http.get('/api/club/:id/members/:page', () =>
        HttpResponse.json({
          members: [
            { player: null, role: 'Admin' },
            { player: { id: 'bent-member-1', name: 'Member One' }, vip: 1, role: 'Content_Creator' },
          ],
          page_max: '1',
        }),
      ),
    );
    renderRoute('/clubs/5/members');
    const table = await screen.findByRole('table', { name: 'Members' });
    notBroken();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Member One');
    expect(rows[0]).toHaveTextContent('VIP');
    expect(rows[0]).toHaveTextContent('Content creator');
    expect(screen.getByText('1 member could not be read.')).toBeInTheDocument();
  });
});
