import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';

beforeAll(async () => {
  await import('../../../src/pages/players/PlayersPage');
});

// A search answer as a drifting API sends it: a name sent as a number, a tag as a number, meta as a list,
// matchmaking as an object, a result without a player.
const bentResults = [
  {
    player: { id: 'acc-1', name: 9001, tag: 7, meta: [] },
    matchmaking: {
      a: { typeid: '3', typename: 'Royal', score: '12', division: { position: '2', rule: 'victory_count' } },
    },
  },
  { player: null, matchmaking: [] },
  { player: { id: 'acc-2', name: 'Second', zone: { name: 'World', flag: null } }, matchmaking: null },
];

describe('player search whose answer drifts', () => {
  it('lists the players that can be read, each linked, and leaves out the one without a player', async () => {
    server.use(http.get('/api/players/find', () => HttpResponse.json(bentResults)));
    renderRoute('/players?search=somebody');
    const table = await screen.findByRole('table', { name: 'Players' });
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
    const links = within(table)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([expect.stringContaining('9001'), expect.stringContaining('Second')]);
    expect(within(table).getByText('Royal', { exact: false })).toBeInTheDocument();
  });
});
