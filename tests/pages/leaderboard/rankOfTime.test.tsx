import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { DEMO_UIDS } from '../../../src/mocks/data/mapUids';
import { recordRequests } from './helpers';

// The page's code, loaded before the first test's 5 s waits start: cold, on a loaded machine, it can take longer.
beforeAll(async () => {
  await import('../../../src/pages/leaderboard/LeaderboardPage');
}, 60_000);

// DEEP_DEMO_BOARDS of the mocked API: 42,000 players, the author time 1:04.122 held by the first 217.
const DEEP = 'DeepDemoMapUid00000000001';

afterEach(() => {
  server.events.removeAllListeners();
});

describe('where would a time rank', () => {
  it('finds the rank of a typed time, after the players who drove it first, and keeps it in the address', async () => {
    const { user, router } = renderRoute(`/leaderboard/${DEEP}`);
    const input = await screen.findByRole('textbox', { name: 'Time' });
    await user.type(input, '1:04.122');
    await user.click(screen.getByRole('button', { name: 'Find rank' }));
    expect(await screen.findByText('Rank 218 · top 0.52%', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?time=1%3A04.122');
  }, 20_000);

  it('reads a time from the address without typing, and says when it lies past position 10,000', async () => {
    renderRoute(`/leaderboard/${DEEP}?time=1:20.000`);
    expect(
      await screen.findByText(
        'Below the 10,000th position, the deepest the leaderboard shows',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Where would a time rank' })).toBeInTheDocument();
  }, 20_000);

  it('takes points on stunt maps, more being better', async () => {
    const { user } = renderRoute(`/leaderboard/${DEMO_UIDS.stunt}`);
    expect(await screen.findByRole('heading', { name: 'Where would a score rank' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Points' }), '68,000');
    await user.click(screen.getByRole('button', { name: 'Find rank' }));
    expect(await screen.findByText('Rank 254 · top 3.2%', {}, { timeout: 10_000 })).toBeInTheDocument();
  }, 20_000);

  it('says a score every player beats is below them all (8,000 players on the stunt board)', async () => {
    renderRoute(`/leaderboard/${DEMO_UIDS.stunt}?time=1`);
    expect(await screen.findByText('Below all ~8,000 players', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText(/top 100/)).not.toBeInTheDocument();
  }, 20_000);

  it('says how to type a time it cannot read, and asks nothing', async () => {
    const requests = recordRequests();
    const { user } = renderRoute(`/leaderboard/${DEEP}`);
    await user.type(await screen.findByRole('textbox', { name: 'Time' }), '1:2');
    await user.click(screen.getByRole('button', { name: 'Find rank' }));
    expect(await screen.findByText('Type h:mm:ss.mmm, e.g. 0:45.123.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Time' })).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((path) => path.endsWith('&length=1'))).toEqual([]);
  }, 20_000);

  it('a better time than everybody visible still ranks below the hidden top scores', async () => {
    renderRoute(`/leaderboard/${DEMO_UIDS.hidden}?time=0:01.000`);
    expect(await screen.findByText('Rank 4 · top 0.12%', {}, { timeout: 10_000 })).toBeInTheDocument();
  }, 20_000);
});
