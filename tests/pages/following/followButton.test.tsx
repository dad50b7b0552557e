import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Player } from '../../../src/api/types';
import { PlayerHoverPopup } from '../../../src/components/PlayerHoverPopup';
import { MOCK_USER } from '../../../src/mocks/data/mockUser';
import { renderRoute } from '../../render';

const stored = () =>
  JSON.parse(localStorage.getItem('following') ?? 'null') as { players: { id: string; name?: string }[] } | null;

beforeAll(async () => {
  await import('../../../src/pages/player/PlayerPage');
  await import('../../../src/components/FollowButton');
});

describe('the Follow button', () => {
  it('follows and unfollows from the player page header', async () => {
    const { user } = renderRoute('/player/mockpilot');
    const follow = await screen.findByRole('button', { name: 'Follow MockPilot' }, { timeout: 8000 });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    expect(follow).toHaveTextContent('Follow');
    await user.click(follow);
    const following = screen.getByRole('button', { name: 'Unfollow MockPilot' });
    expect(following).toHaveAttribute('aria-pressed', 'true');
    expect(following).toHaveTextContent('★Following');
    expect(stored()?.players).toEqual([
      { id: MOCK_USER.accountid, name: 'MockPilot', addedAt: expect.any(Number) as number },
    ]);
    await user.click(following);
    expect(screen.getByRole('button', { name: 'Follow MockPilot' })).toHaveAttribute('aria-pressed', 'false');
    expect(stored()?.players).toEqual([]);
  });

  it("is not on the signed-in player's own profile", async () => {
    renderRoute('/player/mockpilot', { signedIn: true });
    expect(
      await screen.findByRole('link', { name: 'Edit profile', hidden: false }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Follow MockPilot/ })).not.toBeInTheDocument();
  });

  it('says so when the list is full', async () => {
    const players = Array.from({ length: 100 }, (_, n) => ({
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      addedAt: n,
    }));
    localStorage.setItem('following', JSON.stringify({ version: 1, players, snapshots: {} }));
    const { user } = renderRoute('/player/mockpilot');
    await user.click(await screen.findByRole('button', { name: 'Follow MockPilot' }, { timeout: 8000 }));
    expect(screen.getByRole('alert')).toHaveTextContent('You follow 100 players already: unfollow one first.');
    expect(screen.getByRole('button', { name: 'Follow MockPilot' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('is in the player hover popup', async () => {
    const player: Player = { id: 'fbfffbff-0a1b-4c2d-9e3f-23a161d85ad0', name: 'Some Player' };
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(
      <MemoryRouter>
        <PlayerHoverPopup player={player} />
      </MemoryRouter>,
    );
    await user.hover(screen.getByRole('link'));
    act(() => {
      vi.advanceTimersByTime(500);
    });
    const popup = within(screen.getByRole('dialog', { name: 'Player details for Some Player' }));
    await user.click(await popup.findByRole('button', { name: 'Follow Some Player' }));
    expect(popup.getByRole('button', { name: 'Unfollow Some Player' })).toHaveAttribute('aria-pressed', 'true');
    expect(stored()?.players.map((entry) => entry.id)).toEqual([player.id]);
  });
});

describe('followed players in lists', () => {
  it('get a star after their name in a leaderboard, and lose it when unfollowed in another tab', async () => {
    const { mockPlayer } = await import('../../../src/mocks/data/players');
    const { ROUTE_EXAMPLES } = await import('../../routeExamples');
    const path = ROUTE_EXAMPLES.find((example) => example.route === '/leaderboard/:mapUid')?.path ?? '';
    // Follow everybody the first page could show: whichever names it lists carry the star.
    const players = Array.from({ length: 100 }, (_, n) => ({ id: mockPlayer(n).id, addedAt: n }));
    localStorage.setItem('following', JSON.stringify({ version: 1, players, snapshots: {} }));
    renderRoute(path);
    const marks = await screen.findAllByTitle('Followed', {}, { timeout: 8000 });
    expect(marks.length).toBeGreaterThan(0);
    expect(marks[0]).toHaveTextContent('★(followed)');
    expect(marks[0]?.closest('tr')).not.toBeNull();
    act(() => {
      localStorage.setItem('following', JSON.stringify({ version: 1, players: [], snapshots: {} }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'following' }));
    });
    // Rows still arriving (the page's later answers) are drawn with the list as it is now.
    await waitFor(() => expect(screen.queryAllByTitle('Followed')).toHaveLength(0));
  });
});
