import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { currentPath, renderRoute } from '../../render';
import { searchPage } from '../../../src/mocks/data/playerSearch';
import { MOCK_USER } from '../../../src/mocks/data/mockUser';
import { demo, nameAt, preloadComparePage, watchRequests } from './helpers';

beforeAll(preloadComparePage);

afterEach(() => {
  vi.useRealTimers();
});
const segment = (player: { id: string; meta?: { vanity?: string } }) => player.meta?.vanity || player.id;

describe('"Compare with..." on the player page', () => {
  it('opens a labelled search panel with the cursor in its box; short input asks nothing', async () => {
    const requests = watchRequests('/api/players/find');
    // Timers run on at the real pace (the page loads as usual); the search's 500 ms pause is then skipped past at once.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { user } = renderRoute('/player/mockpilot');
    const button = await screen.findByRole('button', { name: 'Compare with...' }, { timeout: 8000 });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('group', { name: 'Compare MockPilot with another player' });
    expect(button).toHaveAttribute('aria-controls', panel.id);
    const box = within(panel).getByRole('searchbox', { name: 'Search players' });
    expect(box).toHaveFocus();
    await user.type(box, 'abc');
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('Type at least 4 characters.'));
    await act(() => vi.advanceTimersByTimeAsync(700));
    expect(requests).toEqual([]);
  });

  it('searches once the typing pauses; each result leads to the compare page of both players', async () => {
    const requests = watchRequests('/api/players/find');
    const { user, router } = renderRoute('/player/mockpilot');
    await user.click(await screen.findByRole('button', { name: 'Compare with...' }, { timeout: 8000 }));
    await user.type(screen.getByRole('searchbox', { name: 'Search players' }), 'demo');
    // The 500 ms pause has not passed yet: nothing asked.
    expect(requests).toEqual([]);
    const list = await screen.findByRole('list', { name: 'Players found' });
    expect(requests).toEqual(['/api/players/find?search=demo&page=0']);
    const expected = searchPage('demo', 0).filter((result) => result.player.id !== MOCK_USER.accountid);
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(expected.length);
    expected.forEach((result, index) => {
      expect(links[index]).toHaveAttribute('href', `/compare/mockpilot/${encodeURIComponent(segment(result.player))}`);
      expect(links[index]).toHaveTextContent(result.player.name ?? '');
    });
    const team = within(list).getByRole('link', { name: new RegExp(nameAt(demo.team.index)) });
    expect(team).toHaveAttribute('href', '/compare/mockpilot/demo-team');
    await user.click(team);
    expect(currentPath(router)).toBe('/compare/mockpilot/demo-team');
    expect(await screen.findByRole('table', { name: 'Trophies' }, { timeout: 8000 })).toBeInTheDocument();
  });

  it('Escape closes the panel and puts the focus back on the button', async () => {
    const { user } = renderRoute('/player/demo-team');
    const button = await screen.findByRole('button', { name: 'Compare with...' }, { timeout: 8000 });
    await user.click(button);
    expect(screen.getByRole('searchbox', { name: 'Search players' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: /with another player/ })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // Keyboard only: Enter opens it again.
    await user.keyboard('{Enter}');
    expect(screen.getByRole('searchbox', { name: 'Search players' })).toHaveFocus();
  });

  it('says when nobody is found', async () => {
    const { user } = renderRoute('/player/mockpilot');
    await user.click(await screen.findByRole('button', { name: 'Compare with...' }, { timeout: 8000 }));
    await user.type(screen.getByRole('searchbox', { name: 'Search players' }), 'zzzzqqqq');
    expect(await screen.findByText('No players found for “zzzzqqqq”.')).toBeInTheDocument();
  });
});

describe('Change on the compare page', () => {
  it.each([
    ['first', 0, (pick: string) => `/compare/${pick}/mockpilot`],
    ['second', 1, (pick: string) => `/compare/demo-team/${pick}`],
  ] as const)('replaces the %s player in the address', async (_side, index, expected) => {
    const { user, router } = renderRoute('/compare/demo-team/mockpilot');
    const name = nameAt(index === 0 ? demo.team.index : demo.mockUser.index);
    await user.click(await screen.findByRole('button', { name: `Change ${name}` }, { timeout: 8000 }));
    await user.type(screen.getByRole('searchbox', { name: 'Search players' }), 'demo-sponsor');
    const link = await screen.findByRole('link', { name: new RegExp(nameAt(demo.sponsor.index)) });
    expect(link).toHaveAttribute('href', expected('demo-sponsor'));
    await user.click(link);
    expect(currentPath(router)).toBe(expected('demo-sponsor'));
    await waitFor(
      () => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(nameAt(demo.sponsor.index)),
      { timeout: 8000 },
    );
    // The new pair starts with the panels closed.
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});
