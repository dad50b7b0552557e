import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { currentPath, renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { setScenario } from '../../../src/mocks/scenarios';
import { groupMembers } from '../../../src/mocks/data/playerSearch';
import { mockPlayer } from '../../../src/mocks/data/players';
import { resultRows, watchPlayerRequests } from './helpers';

beforeAll(async () => {
  await import('../../../src/pages/players/PlayersPage');
});

const tabs = () => screen.getByRole('navigation', { name: 'Player lists' });

describe('player lists and details', () => {
  it('has four tabs with their addresses', async () => {
    renderRoute('/players');
    await screen.findByRole('heading', { level: 1, name: 'Players' });
    expect(
      within(tabs())
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Search', '/players'],
      ['Nadeo', '/players/nadeo'],
      ['Sponsors', '/players/sponsor'],
      ['Team', '/players/team'],
    ]);
    expect(within(tabs()).getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['nadeo', 'Nadeo', 'Nadeo employee'],
    ['sponsor', 'Sponsors', 'Sponsor'],
    ['team', 'Team', 'Team member'],
  ] as const)('lists the %s group with its badge on every row', async (group, label, badge) => {
    const requests = watchPlayerRequests();
    renderRoute(`/players/${group}`);
    const rows = await resultRows();
    const members = groupMembers(group);
    expect(rows).toHaveLength(members.length);
    rows.forEach((row) => expect(within(row).getByText(badge)).toHaveClass('tag'));
    expect(
      within(rows[0] as HTMLElement).getByRole('link', { name: new RegExp(members[0]?.player.name ?? '-') }),
    ).toBeInTheDocument();
    expect(within(tabs()).getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Player', 'Details']);
    await waitFor(() => expect(document.title).toBe(`Trackmania.io - ${label} players`));
    expect(requests).toEqual([`/api/players/group/${group}`]);
  });

  it('switches to a group with its tab', async () => {
    const { router, user } = renderRoute('/players');
    await user.click(
      within(await screen.findByRole('navigation', { name: 'Player lists' })).getByRole('link', { name: 'Sponsors' }),
    );
    expect(currentPath(router)).toBe('/players/sponsor');
    expect(await resultRows()).toHaveLength(groupMembers('sponsor').length);
  });

  it('shows the meta tags and one matchmaking tag per type (wins for Royal)', async () => {
    renderRoute('/players?search=mockpilot');
    const [row] = await resultRows();
    const cells = within(row as HTMLElement).getAllByRole('cell');
    expect(within(cells[0] as HTMLElement).getByRole('link', { name: /MockPilot/ })).toHaveAttribute(
      'href',
      '/player/mockpilot',
    );
    const details = within(cells[1] as HTMLElement);
    expect(details.getByText('Vanity: mockpilot')).toBeInTheDocument();
    expect(details.getByRole('link', { name: 'Twitch: mockpilot' })).toHaveAttribute(
      'href',
      'https://www.twitch.tv/mockpilot',
    );
    // The player's standings in the mocked data: points for 2v2 and 3v3, wins for Royal.
    for (const tag of ['2v2: 2,493 points', '3v3: 2,526 points', 'Royal: 47 wins'])
      expect(cells[1]).toHaveTextContent(tag);
    expect(details.getAllByRole('img').length).toBe(3);
  });

  it('shows a comment as a tag', async () => {
    const index = Array.from({ length: 500 }, (_, at) => at).find(
      (at) => mockPlayer(at).meta?.comment && (mockPlayer(at).name ?? '').length >= 4,
    );
    const player = mockPlayer(index ?? 0);
    renderRoute(`/players?search=${encodeURIComponent(player.name ?? '')}`);
    const rows = await resultRows();
    const row = rows.find((item) => within(item).queryByRole('link', { name: new RegExp(`^${player.name ?? '-'}`) }));
    expect(row).toBeDefined();
    expect(within(row as HTMLElement).getByText(player.meta?.comment ?? '-')).toHaveClass('tag');
  });

  it('copes with players without meta, with empty meta and odd matchmaking lists', async () => {
    server.use(
      http.get('/api/players/group/team', () =>
        HttpResponse.json([
          { player: { id: 'a-1', name: 'Bare' } },
          { player: { id: 'a-2', name: 'Empty', meta: {}, zone: { name: 'World', flag: '' } }, matchmaking: null },
          {
            player: { id: 'a-3', name: 'Flat' },
            matchmaking: [null, { typeid: 3, progression: 4, division: { position: 1, rule: 'victory_count' } }],
          },
          { nonsense: true },
        ]),
      ),
    );
    renderRoute('/players/team');
    const rows = await resultRows();
    expect(rows).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Bare' })).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Royal: 4 wins');
  });

  it('explains an unknown group and links to the lists, without asking the API', async () => {
    const requests = watchPlayerRequests();
    const { router, user } = renderRoute('/players/staff');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('“staff” is not a player group.');
    expect(
      within(alert)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/players', '/players/nadeo', '/players/sponsor', '/players/team']);
    expect(within(tabs()).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
    expect(requests).toEqual([]);
    await user.click(within(alert).getByRole('link', { name: 'Team players' }));
    expect(currentPath(router)).toBe('/players/team');
    expect(await resultRows()).toHaveLength(groupMembers('team').length);
  });

  it('says when a group is empty', async () => {
    setScenario('empty');
    renderRoute('/players/nadeo');
    expect(await screen.findByText('There are no players in this list.')).toBeInTheDocument();
  });

  it('shows the API error of a group', async () => {
    setScenario('error');
    renderRoute('/players/nadeo');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the players');
    expect(screen.getByRole('alert')).toHaveTextContent('The mocked API is in its error scenario.');
  });

  it('shows the error of a failed search', async () => {
    setScenario('error');
    renderRoute('/players?search=odro');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not search the players');
  });

  it('reports an HTML answer and an answer that is not a list', async () => {
    server.use(http.get('/api/players/find', () => HttpResponse.html('<!doctype html><p>tm.io</p>')));
    renderRoute('/players?search=odro');
    expect(await screen.findByRole('alert')).toHaveTextContent('not JSON');
    server.use(http.get('/api/players/group/nadeo', () => HttpResponse.json({ players: [] })));
    renderRoute('/players/nadeo');
    expect(
      await screen.findByText("The server's answer for this group of players could not be read (the answer itself)."),
    ).toBeInTheDocument();
  });
});
