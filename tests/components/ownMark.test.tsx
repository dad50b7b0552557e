import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../render';
import { server } from '../../src/mocks/node';
import { MOCK_USER } from '../../src/mocks/data/mockUser';

// Every list that links players marks the signed-in player's own row with "You" (the spec asks it of leaderboards;
// the rankings, cup results and matches get the same mark from the player link).

const RANKS = {
  activeplayers: 3,
  distribution: {},
  pageCount: 1,
  ranks: [
    { rank: 1, score: 4100, player: { id: 'aaaa-first', name: 'First Pilot' } },
    // The account id in another case than the session's: ids are compared as the API means them, case-blind.
    { rank: 2, score: 3900, player: { id: MOCK_USER.accountid.toUpperCase(), name: MOCK_USER.displayname } },
    { rank: 3, score: 3500, player: { id: 'cccc-third', name: 'Third Pilot' } },
  ],
};

async function rankingRows() {
  const table = await screen.findByRole('table', { name: /ranking$/ });
  return within(table).getAllByRole('row').slice(1);
}

describe('the own row mark', () => {
  it('says "You" on the signed-in player\'s row of a ranking, and on no other row', async () => {
    server.use(http.get('/api/top/matchmaking/:type/:page', () => HttpResponse.json(RANKS)));
    renderRoute('/top/2v2', { signedIn: true });
    const rows = await rankingRows();
    expect(rows.map((row) => within(row).queryByText('You') !== null)).toEqual([false, true, false]);
    expect(rows[1]).toHaveTextContent(`2${MOCK_USER.displayname}You`);
  });

  it('marks nothing for a visitor', async () => {
    server.use(http.get('/api/top/matchmaking/:type/:page', () => HttpResponse.json(RANKS)));
    renderRoute('/top/2v2');
    const rows = await rankingRows();
    expect(rows).toHaveLength(3);
    expect(screen.queryByText('You')).not.toBeInTheDocument();
  });
});
