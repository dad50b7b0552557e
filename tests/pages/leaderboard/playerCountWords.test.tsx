import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { totdMap } from '../../../src/mocks/handlers/totd';

// The page's code, loaded before the first test's 5 s waits start: cold, on a loaded machine, it can take longer.
beforeAll(async () => {
  await import('../../../src/pages/leaderboard/LeaderboardPage');
}, 60_000);

// "about 1 player", never "about 1 players", past the end of a leaderboard of one.
describe('the end of a leaderboard of one player', () => {
  it('says "about 1 player"', async () => {
    const uid = totdMap(2024, 3, 15).mapUid;
    server.use(http.get('/api/leaderboard/:group/:uid', () => HttpResponse.json({ tops: [], playercount: 1 })));
    renderRoute(`/leaderboard/${uid}?offset=500`);
    expect(
      await screen.findByText('No positions from 501 on: this leaderboard has about 1 player.'),
    ).toBeInTheDocument();
  });
});
