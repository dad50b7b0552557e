import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../render';
import { DEMO_PLAYERS, mockPlayer } from '../../../src/mocks/data/players';

// The table's columns are declared once and its rows come out of the queries' shared answers: a new sort or a pick
// moves and ticks the rows without drawing a player's name again.

const drawn = vi.hoisted(() => ({ names: 0 }));
vi.mock('../../../src/components/PlayerLink', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/components/PlayerLink')>();
  return {
    ...actual,
    PlayerLink: (props: Parameters<typeof actual.PlayerLink>[0]) => {
      drawn.names += 1;
      return actual.PlayerLink(props);
    },
  };
});

const PILOT = mockPlayer(DEMO_PLAYERS.mockUser.index);
const TEAM = mockPlayer(DEMO_PLAYERS.team.index);

beforeAll(async () => {
  await import('../../../src/pages/following/FollowingPage');
});

describe('the Following table', () => {
  it('sorts and picks without drawing the players again', async () => {
    localStorage.setItem(
      'following',
      JSON.stringify({ version: 1, players: [PILOT, TEAM].map(({ id }, n) => ({ id, addedAt: n })), snapshots: {} }),
    );
    const { user } = renderRoute('/following');
    await screen.findByText('2 players', {}, { timeout: 8000 });
    const table = screen.getByRole('table', { name: 'Followed players' });
    drawn.names = 0;
    await user.click(within(table).getByRole('button', { name: 'Trophies' }));
    await user.click(within(table).getByRole('checkbox', { name: `Pick ${PILOT.name ?? ''} to compare` }));
    expect(within(table).getByRole('checkbox', { name: `Pick ${PILOT.name ?? ''} to compare` })).toBeChecked();
    expect(drawn.names).toBe(0);
  });
});
