import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../../render';
import { leaderboardRows, personalRecord } from '../../../src/mocks/data/leaderboards';
import { positionRows } from './helpers';

// "Personal_Best" is the game's name of a map's all-time board, the one /leaderboard/{uid} shows (the API's "map"):
// the same board wherever a route names it, so the same personal best, status and positions.

beforeAll(async () => {
  await import('../../../src/pages/leaderboard/LeaderboardPage');
}, 60_000);

const STUNT = 'StuntDemoMapUid0000000001';

async function whatTheBoardSays(path: string) {
  const view = renderRoute(path, { signedIn: true });
  const region = await screen.findByRole('region', { name: 'Your personal best' });
  await waitFor(() => expect(region).not.toHaveTextContent('Loading'));
  const rows = await positionRows();
  const info = within(screen.getByRole('table', { name: 'Map information' }));
  const said = {
    card: region.textContent,
    status: info.getByText(/^(Open|Closed)$/).textContent,
    first: rows[0]?.textContent,
  };
  view.unmount();
  return said;
}

describe('the Personal_Best board', () => {
  it('reads the same as the map’s own board', async () => {
    const own = await whatTheBoardSays(`/leaderboard/${STUNT}`);
    const named = await whatTheBoardSays(`/totd/leaderboard/Personal_Best/${STUNT}`);
    expect(own.card).toContain('16');
    expect(own.card).toContain('72,686');
    expect(own.status).toBe('Open');
    expect(named).toEqual(own);
  });

  it('does not offer a link to itself', async () => {
    renderRoute(`/campaigns/leaderboard/Personal_Best/${STUNT}`, { signedIn: true });
    await positionRows();
    expect(screen.queryByRole('link', { name: 'Personal best leaderboard' })).not.toBeInTheDocument();
  });

  it('is one board in the mocked API too, asked under either name', () => {
    expect(leaderboardRows('Personal_Best', STUNT, 0, 20)).toEqual(leaderboardRows('map', STUNT, 0, 20));
    expect(personalRecord('Personal_Best', STUNT)).toEqual(personalRecord('map', STUNT));
  });
});
