import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';

// The top divisions when the answer leaves division_next out (it does for some top players): "Top division" shows,
// as it does when division_next repeats the division, and no progress bar toward a division that does not exist.

const profile = {
  accountid: '0c0ffee0-0000-4000-8000-000000000002',
  displayname: 'Summit',
  trophies: { points: 10, echelon: 1, counts: [1, 0, 0, 0, 0, 0, 0, 0, 0] },
  matchmaking: [
    {
      info: {
        typename: '2v2',
        typeid: 5,
        rank: 1,
        score: 5120,
        progression: 5120,
        division: { position: 13, rule: 'minimum_points', minpoints: 4000, maxpoints: 0 },
      },
      total: 90_000,
    },
    {
      info: {
        typename: 'Royal',
        typeid: 3,
        rank: 2,
        score: 0,
        progression: 1200,
        division: { position: 5, rule: 'minimum_victory_count', minpoints: 0, maxpoints: 0, minwins: 1000 },
      },
      total: 400_000,
    },
    {
      // A lower division without division_next: no progress can be drawn, and it is not the top.
      info: {
        typename: '3v3',
        typeid: 2,
        rank: 500,
        score: 3450,
        progression: 3450,
        division: { position: 11, rule: 'points_range', minpoints: 3300, maxpoints: 3599 },
      },
      total: 500_000,
    },
  ],
};

describe('a top division without division_next', () => {
  it('says "Top division" for Trackmaster and Royal Master, and nothing of the kind below them', async () => {
    server.use(http.get('/api/player/:id', () => HttpResponse.json(profile)));
    renderRoute(`/player/${profile.accountid}`);
    const ranks = await screen.findByRole('region', { name: 'Matchmaking' });
    const twos = within(ranks).getByRole('listitem', { name: 'Ranked 2v2' });
    expect(twos).toHaveTextContent('Trackmaster5,120 pointsTop divisionRank 1 of 90,000');
    expect(within(twos).queryByRole('progressbar')).not.toBeInTheDocument();
    const royal = within(ranks).getByRole('listitem', { name: 'Royal' });
    expect(royal).toHaveTextContent('Royal Master1,200 winsTop divisionRank 2 of 400,000');
    const threes = within(ranks).getByRole('listitem', { name: 'Ranked 3v3' });
    expect(threes).not.toHaveTextContent('Top division');
    expect(within(threes).queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
