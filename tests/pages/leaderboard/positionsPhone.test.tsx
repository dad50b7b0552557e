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
  it('keep one line: position, player, and the time with its medal; when and ghost are left to wider screens', async () => {
    setViewportWidth(390);
    renderRoute(`/leaderboard/${UID}`);
    const rows = await positionRows();
    const table = screen.getByRole('table', { name: 'Positions' });
    // When and Ghost are drawn hidden on a phone (Bulma's is-hidden-mobile; jsdom reads no style sheet).
    const shown = (cells: HTMLElement[]) => cells.filter((cell) => !cell.classList.contains('is-hidden-mobile'));
    expect(shown(within(table).getAllByRole('columnheader')).map((th) => th.textContent)).toEqual([
      'Position',
      'Player',
      'Time',
    ]);
    const cells = shown(within(rows[0] as HTMLElement).getAllByRole('cell'));
    expect(cells).toHaveLength(3);
    const [position, player, time] = cells as [HTMLElement, HTMLElement, HTMLElement];
    expect(position).toHaveTextContent(/^1$/);
    // The name cell holds the player's link and nothing under it; the time cell the medal's chip, then the time.
    expect(within(player).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/player\//));
    expect(player.querySelector('time')).toBeNull();
    expect(within(player).queryByRole('link', { name: 'Ghost of position 1' })).not.toBeInTheDocument();
    expect(within(time).getByRole('img', { name: /medal$/ })).toBeInTheDocument();
    expect(time).toHaveTextContent(/^(AT|G|S|B|–) \d+:\d\d\.\d{3}$/);
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
    ).toEqual(['Position', 'Player', 'Time', 'When', 'Ghost']);
  });
});
