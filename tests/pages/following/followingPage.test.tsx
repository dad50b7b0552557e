import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../../render';
import { playerProfile } from '../../../src/mocks/data/playerProfile';
import { DEMO_PLAYERS, mockPlayer } from '../../../src/mocks/data/players';

const PILOT = mockPlayer(DEMO_PLAYERS.mockUser.index);
const TEAM = mockPlayer(DEMO_PLAYERS.team.index);
const NO_COTD = mockPlayer(DEMO_PLAYERS.noCotd.index);
/** A well-formed id the mocked API does not know: it answers {error: "Player not found."}. */
const GONE = '99999999-9999-4999-8999-999999999999';

function store(ids: readonly string[], snapshots: Record<string, unknown> = {}) {
  localStorage.setItem(
    'following',
    JSON.stringify({ version: 1, players: ids.map((id, n) => ({ id, addedAt: n })), snapshots }),
  );
}

const table = () => screen.findByRole('table', { name: 'Followed players' });
const bodyRows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);
const rank3v3 = (index: number) => playerProfile(index).matchmaking.find((entry) => entry.info.typeid === 2)?.info.rank;

beforeAll(async () => {
  await import('../../../src/pages/following/FollowingPage');
});

describe('the Following page', () => {
  it('explains how to follow when the list is empty', async () => {
    renderRoute('/following');
    expect(await screen.findByRole('heading', { level: 1, name: 'Following' })).toBeInTheDocument();
    expect(screen.getByText('You do not follow anyone yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows one row per player, a message for an account that does not answer, and the progress', async () => {
    store([PILOT.id, TEAM.id, GONE]);
    renderRoute('/following');
    await screen.findByText('3 players (1 not answering)', {}, { timeout: 8000 });
    const rows = await bodyRows();
    expect(rows).toHaveLength(3);
    const pilot = playerProfile(DEMO_PLAYERS.mockUser.index);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: /MockPilot/ })).toHaveAttribute(
      'href',
      '/player/mockpilot',
    );
    expect(rows[0]).toHaveTextContent('371,074');
    expect(rows[0]).toHaveTextContent(`Echelon ${pilot.trophies.echelon}`);
    // Followed long ago, never seen on this page: nothing to compare with.
    expect(rows[0]).toHaveTextContent('Nothing to compare yet');
    expect(rows[2]).toHaveTextContent(`${GONE}This account does not answer any more: Player not found.`);
    expect(within(rows[2] as HTMLElement).getByRole('button', { name: `Unfollow ${GONE}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('says "Just followed" for a player followed seconds ago, still after a reload, with no earlier visit to compare', async () => {
    localStorage.setItem(
      'following',
      JSON.stringify({ version: 1, players: [{ id: TEAM.id, addedAt: Date.now() - 5_000 }], snapshots: {} }),
    );
    for (let visit = 0; visit < 2; visit += 1) {
      const view = renderRoute('/following');
      await screen.findByText('Just followed', {}, { timeout: 8000 });
      expect(screen.getByText('Just followed')).toHaveAttribute('title', 'What changes shows from your next visit on.');
      expect(screen.queryByText(/since your last visit$/)).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('says "Just followed" for a day after the follow, and "Nothing to compare yet" once the day is over', async () => {
    const DAY = 86_400_000;
    const MINUTE = 60_000;
    // Followed a minute short of a day ago, and a minute more than a day ago.
    const players = [
      { id: TEAM.id, addedAt: Date.now() - DAY + MINUTE },
      { id: PILOT.id, addedAt: Date.now() - DAY - MINUTE },
    ];
    localStorage.setItem('following', JSON.stringify({ version: 1, players, snapshots: {} }));
    renderRoute('/following');
    await screen.findByText('2 players', {}, { timeout: 8000 });
    const [inside, outside] = await bodyRows();
    expect(inside).toHaveTextContent('Just followed');
    expect(outside).toHaveTextContent('Nothing to compare yet');
    expect(within(outside as HTMLElement).queryByText('Just followed')).not.toBeInTheDocument();
  });

  it('says "No cups" for a player without Cup of the Day results', async () => {
    store([NO_COTD.id]);
    renderRoute('/following');
    await screen.findByText('1 player', {}, { timeout: 8000 });
    expect((await bodyRows())[0]).toHaveTextContent('No cups');
  });

  it('shows what changed since the last visit, until "Mark all as seen"', async () => {
    const now = rank3v3(DEMO_PLAYERS.team.index) ?? 0;
    expect(now).toBeGreaterThan(0);
    store([TEAM.id], { [TEAM.id]: { figures: { ranks: { '3v3': now + 1000 } }, takenAt: 1 } });
    const { user } = renderRoute('/following');
    await screen.findByText('1 player', {}, { timeout: 8000 });
    const row = (await bodyRows())[0] as HTMLElement;
    expect(within(row).getByText('3v3 rank 3,251 → 2,251')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark all as seen' }));
    expect(within(row).getByText('No change')).toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem('following') ?? '{}') as {
      snapshots: Record<string, { figures: { ranks: Record<string, number> } }>;
    };
    expect(stored.snapshots[TEAM.id]?.figures.ranks['3v3']).toBe(now);
  });

  it('sorts by a column, kept in the address, and reverses on a second click', async () => {
    store([PILOT.id, TEAM.id, NO_COTD.id]);
    const { user, router } = renderRoute('/following');
    await screen.findByText('3 players', {}, { timeout: 8000 });
    const points = [PILOT, TEAM, NO_COTD].map((player, n) => ({
      name: player.name ?? '',
      points: playerProfile([0, 1, 4][n] ?? 0).trophies.points,
    }));
    const byPoints = [...points].sort((a, b) => b.points - a.points).map((entry) => entry.name);
    await user.click(screen.getByRole('button', { name: 'Trophies' }));
    expect(router.state.location.search).toBe('?sort=points');
    const names = async () => (await bodyRows()).map((row) => within(row).getAllByRole('link')[0]?.textContent ?? '');
    expect((await names()).map((text) => byPoints.find((name) => text.includes(name)))).toEqual(byPoints);
    await user.click(screen.getByRole('button', { name: /Trophies/ }));
    expect(router.state.location.search).toBe('?sort=points&order=reverse');
    expect((await names()).map((text) => byPoints.find((name) => text.includes(name)))).toEqual(
      [...byPoints].reverse(),
    );
  });

  it('opens the compare page for two picked rows', async () => {
    store([PILOT.id, TEAM.id]);
    const { user } = renderRoute('/following');
    await screen.findByText('2 players', {}, { timeout: 8000 });
    expect(screen.getByText('Pick two players to compare them.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: `Pick ${PILOT.name ?? ''} to compare` }));
    await user.click(screen.getByRole('checkbox', { name: `Pick ${TEAM.name ?? ''} to compare` }));
    expect(screen.getByRole('link', { name: `Compare ${PILOT.name ?? ''} and ${TEAM.name ?? ''}` })).toHaveAttribute(
      'href',
      `/compare/${PILOT.id}/${TEAM.id}`,
    );
  });

  it('imports a share link by merge, and says what it skipped', async () => {
    store([PILOT.id]);
    const { user, router } = renderRoute(`/following?import=${TEAM.id},not-an-id,${PILOT.id}`);
    const prompt = await screen.findByRole('region', { name: 'Import players' });
    expect(prompt).toHaveTextContent(
      'This link holds 2 players. 1 entry was skipped: not an account id. You follow 1 player: add them to your list, or replace it?',
    );
    // Whom the link follows is loaded and said before the choice can be made.
    const names = within(prompt).getByRole('list', { name: 'Players in this list' });
    expect(within(prompt).getByRole('button', { name: 'Add to my list' })).toBeDisabled();
    await waitFor(() => expect(names).toHaveTextContent('Ulstoar34, MockPilot'), { timeout: 8000 });
    expect(
      within(names)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ulstoar34, ', 'MockPilot']);
    await user.click(within(prompt).getByRole('button', { name: 'Add to my list' }));
    expect(
      await screen.findByText(
        'Imported: 1 player added. 1 player was already followed. 1 entry skipped: not an account id.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    await screen.findByText('2 players', {}, { timeout: 8000 });
  });

  it('replaces the list from a share link', async () => {
    store([PILOT.id, NO_COTD.id]);
    const { user } = renderRoute(`/following?import=${TEAM.id}`);
    const replace = await screen.findByRole('button', { name: 'Replace my list' });
    // Enabled once the link's names are in.
    await waitFor(() => expect(replace).toBeEnabled(), { timeout: 8000 });
    await user.click(replace);
    await screen.findByText('1 player', {}, { timeout: 8000 });
    expect((await bodyRows())[0]).toHaveTextContent(TEAM.name ?? '');
  });

  it('says so when a link holds no valid id', async () => {
    renderRoute('/following?import=abc,123');
    expect(await screen.findByRole('region', { name: 'Import players' })).toHaveTextContent(
      'This link holds no player to import. 2 entries were skipped: not an account id.',
    );
  });

  it('imports a JSON file and refuses one that is not a list', async () => {
    const { user } = renderRoute('/following');
    const input = await screen.findByLabelText('Open a saved list');
    await user.upload(input, new File(['{"hello": 1}'], 'notes.json', { type: 'application/json' }));
    expect(
      await screen.findByText('notes.json is not a list of followed players: nothing was imported.'),
    ).toBeInTheDocument();
    await user.upload(
      input,
      new File([JSON.stringify({ version: 1, players: [{ id: TEAM.id, name: 'Team' }] })], 'following.json', {
        type: 'application/json',
      }),
    );
    const prompt = await screen.findByRole('region', { name: 'Import players' });
    expect(prompt).toHaveTextContent('This file holds 1 player. Follow them?');
    // The file's own name for the player, without asking the API.
    expect(within(prompt).getByRole('list', { name: 'Players in this list' })).toHaveTextContent('Team');
    await user.click(within(prompt).getByRole('button', { name: 'Follow them' }));
    await screen.findByText('1 player', {}, { timeout: 8000 });
  });

  it('drops a corrupted stored list with a message', async () => {
    localStorage.setItem('following', '{"version":1,"players":"oops"');
    const { user } = renderRoute('/following');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your list of followed players could not be read (it was damaged or written by something else), so it was reset.',
    );
    expect(screen.getByText('You do not follow anyone yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(
        screen.queryByText(
          'Your list of followed players could not be read (it was damaged or written by something else), so it was reset.',
        ),
      ).not.toBeInTheDocument(),
    );
  });

  it('offers the share link of the list', async () => {
    store([PILOT.id, TEAM.id]);
    renderRoute('/following');
    expect(await screen.findByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save the list as a file' })).toBeInTheDocument();
  });

  it("keeps the last visit's snapshot when the page is left right after loading, and takes one when left later", async () => {
    const now = rank3v3(DEMO_PLAYERS.team.index) ?? 0;
    const before = { [TEAM.id]: { figures: { ranks: { '3v3': now + 1000 } }, takenAt: 1 } };
    store([TEAM.id], before);
    const snapshotRank = () =>
      (
        JSON.parse(localStorage.getItem('following') ?? '{}') as {
          snapshots: Record<string, { figures: { ranks: Record<string, number> } }>;
        }
      ).snapshots[TEAM.id]?.figures.ranks['3v3'];
    const { unmount } = renderRoute('/following');
    await screen.findByText('1 player', {}, { timeout: 8000 });
    // A reload at once: the changes are still there next time.
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    unmount();
    expect(snapshotRank()).toBe(now + 1000);

    renderRoute('/following');
    expect(await screen.findByText('3v3 rank 3,251 → 2,251', {}, { timeout: 8000 })).toBeInTheDocument();
    // Ten seconds later the user leaves: what was shown counts as seen.
    const later = Date.now() + 10_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    vi.restoreAllMocks();
    expect(snapshotRank()).toBe(now);
    // The page still shows what changed until the next visit.
    expect(screen.getByText('3v3 rank 3,251 → 2,251')).toBeInTheDocument();
  });
});
