import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../render';
import { setViewportWidth } from '../../viewport';
import { positionRows } from './helpers';

// The page's code, loaded before the first test's 5 s waits start: cold, on a loaded machine, it can take longer.
beforeAll(async () => {
  await import('../../../src/pages/leaderboard/LeaderboardPage');
}, 60_000);

const UID = 'PhoneWidthCheckMapUid00001';

describe('the positions on a phone', () => {
  it('keep position, player and time as columns, and put medal, when and ghost under the name', async () => {
    setViewportWidth(390);
    renderRoute(`/leaderboard/${UID}`);
    const rows = await positionRows();
    const table = screen.getByRole('table', { name: 'Positions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Position', 'Player', 'Time']);
    const cells = within(rows[0] as HTMLElement).getAllByRole('cell');
    expect(cells).toHaveLength(3);
    const [position, player] = cells as [HTMLElement, HTMLElement];
    expect(position).toHaveTextContent(/^1$/);
    // The name cell holds the player's link, then the medal, the date and the ghost link on a line of their own.
    expect(within(player).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/player\//));
    expect(within(player).getByRole('img', { name: /medal$/ })).toBeInTheDocument();
    expect(player.querySelector('time')).not.toBeNull();
    expect(within(player).getByRole('link', { name: 'Ghost of position 1' })).toBeInTheDocument();
  });

  it('show every column on a laptop', async () => {
    setViewportWidth(1100);
    renderRoute(`/leaderboard/${UID}`);
    await positionRows();
    const table = screen.getByRole('table', { name: 'Positions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Position', 'Medal', 'Player', 'Time', 'When', 'Ghost']);
  });
});
