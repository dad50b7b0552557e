import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { currentPath, renderRoute } from '../../render';
import { nameOf } from '../../gameTextQueries';
import { positionRows } from './helpers';

// The page's code, loaded before the first test's 5 s waits start: cold, on a loaded machine, it can take longer.
beforeAll(async () => {
  await import('../../../src/pages/leaderboard/LeaderboardPage');
}, 60_000);

// /leaderboard names no map: like /player and /match going to their lists, it goes to today's Track of the Day
// leaderboard instead of the not-found page.
describe('/leaderboard alone', () => {
  it('goes to today’s Track of the Day leaderboard', async () => {
    const { router } = renderRoute('/leaderboard');
    expect(await screen.findByRole('heading', { level: 1, name: nameOf('Canyon Dirt #1') })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/totd/leaderboard/today');
    expect(await positionRows()).toHaveLength(15);
    expect(screen.queryByText(/not found/i)).not.toBeInTheDocument();
  });
});
