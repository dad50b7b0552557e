import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { playerProfile } from '../../../src/mocks/data/playerProfile';
import { DEMO_PLAYERS, mockPlayer } from '../../../src/mocks/data/players';

// A refetch that changes a followed player's figures (a new 3v3 rank) is what the page then shows and what
// "Mark all as seen" keeps, not the figures of the first answer.

const TEAM = mockPlayer(DEMO_PLAYERS.team.index);

beforeAll(async () => {
  await import('../../../src/pages/following/FollowingPage');
});

describe('the Following page after a refetch', () => {
  it('shows the new figure, and "Mark all as seen" keeps it', async () => {
    const profile = playerProfile(DEMO_PLAYERS.team.index);
    const rank = profile.matchmaking.find((entry) => entry.info.typeid === 2)?.info.rank;
    expect(rank).toBe(2251);
    localStorage.setItem(
      'following',
      JSON.stringify({
        version: 1,
        players: [{ id: TEAM.id, addedAt: 0 }],
        snapshots: { [TEAM.id]: { figures: { ranks: { '3v3': 3251 } }, takenAt: 1 } },
      }),
    );
    const { user, queryClient } = renderRoute('/following');
    await screen.findByText('1 player', {}, { timeout: 8000 });
    const row = within(await screen.findByRole('table', { name: 'Followed players' })).getAllByRole(
      'row',
    )[1] as HTMLElement;
    expect(within(row).getByText('3v3 rank 3,251 → 2,251')).toBeInTheDocument();

    // The player climbed since the page opened: the next answer says 2,000.
    const climbed = {
      ...profile,
      matchmaking: profile.matchmaking.map((entry) =>
        entry.info.typeid === 2 ? { ...entry, info: { ...entry.info, rank: 2000 } } : entry,
      ),
    };
    server.use(http.get('/api/player/:id', () => HttpResponse.json(climbed)));
    await act(() => queryClient.refetchQueries());
    expect(await within(row).findByText('3v3 rank 3,251 → 2,000')).toBeInTheDocument();
    expect(row).toHaveTextContent('#2,000');

    await user.click(screen.getByRole('button', { name: 'Mark all as seen' }));
    expect(within(row).getByText('No change')).toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem('following') ?? '{}') as {
      snapshots: Record<string, { figures: { ranks: Record<string, number> } }>;
    };
    expect(stored.snapshots[TEAM.id]?.figures.ranks['3v3']).toBe(2000);
  });
});
