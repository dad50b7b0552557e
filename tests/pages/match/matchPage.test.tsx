import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { currentPath, renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import {
  SPECIAL_COMPETITION_GROUP,
  SPECIAL_MATCHES,
  SPECIAL_RAW_GROUP,
  matchDetail,
  matchListItem,
} from '../../../src/mocks/data/matches';

beforeAll(async () => {
  await import('../../../src/pages/match/MatchPage');
  await import('../../../src/pages/matches/MatchesPage');
});

/** Renders a match and waits for its title. */
async function showMatch(lid: string) {
  const view = renderRoute(`/match/${lid}`);
  const name = matchDetail(lid)?.name ?? '';
  await screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
  return view;
}

/** The background colour the browser computes for a hex colour. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

function clanCards() {
  return within(screen.getByRole('list', { name: 'Clans' }))
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('clan-card'));
}

describe('a royal match', () => {
  it('shows the 2023 clans as animal cards in their colours, best first, with the winner', async () => {
    await showMatch(SPECIAL_MATCHES.royal2023);
    const cards = clanCards();
    expect(cards).toHaveLength(12);
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Bear',
      'Wolf',
      'Fox',
      'Eagle',
      'Owl',
      'Shark',
      'Tiger',
      'Lion',
      'Panda',
      'Rabbit',
      'Deer',
      'Falcon',
    ]);
    const bear = cards[0] as HTMLElement;
    expect(bear.querySelector('header')).toHaveStyle({ backgroundColor: rgb('#6b3e26'), color: rgb('#ffffff') });
    expect(within(bear).getByRole('img', { name: 'Bear logo' }).getAttribute('src')).toMatch(/clans\/bear\.svg$/);
    expect(bear).toHaveTextContent('1st · 120 pts');
    expect(within(bear).getByText('Winner')).toBeInTheDocument();
    expect(within(bear).getAllByRole('link')).toHaveLength(3);
    expect(screen.getAllByText('Winner')).toHaveLength(1);
    expect(within(cards[1] as HTMLElement).getByRole('img', { name: 'Wolf logo' })).toBeInTheDocument();
    expect(screen.getByText('Matchmaking')).toHaveClass('tag');
    expect(screen.getByText('Completed')).toHaveClass('tag');
  });

  it('uses fruits for 2024, one card per clan that took part', async () => {
    await showMatch(SPECIAL_MATCHES.royal2024);
    const cards = clanCards();
    // The answer lists 30 teams; 20 of them have players.
    expect(cards).toHaveLength(20);
    expect(within(cards[0] as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent('Apple');
    expect(within(cards[19] as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent('Fig');
    expect((cards[2] as HTMLElement).querySelector('header')).toHaveStyle({ backgroundColor: 'rgb(159, 18, 57)' });
    expect(screen.queryByText('Bear')).not.toBeInTheDocument();
  });

  it('falls back to animals for another year, and marks no winner while ongoing', async () => {
    await showMatch(SPECIAL_MATCHES.royal2022);
    const cards = clanCards();
    expect(cards).toHaveLength(11);
    expect(within(cards[0] as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent('Bear');
    expect(screen.queryByText('Winner')).not.toBeInTheDocument();
    expect(screen.getByText('Ongoing')).toHaveClass('tag');
  });

  it('recognises every royal-style name of the lists (this one in 2024: fruits)', async () => {
    const item = matchListItem(3, 0);
    await showMatch(item?.lid ?? '');
    expect(clanCards().length).toBeGreaterThanOrEqual(10);
    expect(screen.getByRole('img', { name: 'Apple logo' })).toBeInTheDocument();
  });
});

describe('a team match', () => {
  const team = (name: string) => screen.getByRole('region', { name });

  it('shows both teams with scores, MVP and Leaver tags, and the winner once completed', async () => {
    await showMatch(SPECIAL_MATCHES.teamCompleted);
    const [first, second] = [team('Team 1'), team('Team 2')];
    expect(first).toHaveTextContent('Score 3');
    expect(second).toHaveTextContent('Score 5');
    expect(within(second).getByText('Winner')).toBeInTheDocument();
    expect(within(first).queryByText('Winner')).not.toBeInTheDocument();
    expect(within(second).getByText('MVP')).toBeInTheDocument();
    expect(within(first).queryByText('MVP')).not.toBeInTheDocument();
    expect(within(first).getByText('Leaver')).toBeInTheDocument();
    expect(within(first).getAllByRole('row')).toHaveLength(3);
    expect(within(second).getAllByText('+15')).toHaveLength(2);
    expect(within(first).getAllByText('-12')).toHaveLength(2);
  });

  it('gives a tie to the first team', async () => {
    await showMatch(SPECIAL_MATCHES.teamTie);
    expect(within(team('Team 1')).getByText('Winner')).toBeInTheDocument();
    expect(within(team('Team 2')).queryByText('Winner')).not.toBeInTheDocument();
  });

  it.each([
    ['ongoing', SPECIAL_MATCHES.teamOngoing, 'Ongoing'],
    ['pending', SPECIAL_MATCHES.teamPending, 'Pending'],
  ])('marks no winner while %s', async (_name, lid, status) => {
    await showMatch(lid);
    expect(team('Team 1')).toBeInTheDocument();
    expect(team('Team 2')).toBeInTheDocument();
    expect(screen.queryByText('Winner')).not.toBeInTheDocument();
    expect(screen.getByText(status)).toHaveClass('tag');
  });
});

describe('a player match', () => {
  it('lists Rank, Player and Score, with "-" for ranks not above 0', async () => {
    await showMatch(SPECIAL_MATCHES.players);
    const table = screen.getByRole('table', { name: 'Players' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Rank', 'Player', 'Score']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(16);
    expect(rows[0]?.querySelector('td')).toHaveTextContent(/^1$/);
    expect(rows[12]?.querySelector('td')).toHaveTextContent(/^13$/);
    expect(rows.slice(13).map((row) => row.querySelector('td')?.textContent)).toEqual(['-', '-', '-']);
    expect(rows[0]).toHaveTextContent('1,000');
  });

  it('tags a competition group with the full group as tooltip', async () => {
    await showMatch(SPECIAL_MATCHES.players);
    const tag = screen.getByText('Competition');
    expect(tag).toHaveAttribute('title', SPECIAL_COMPETITION_GROUP);
    expect(tag).toHaveTextContent(SPECIAL_COMPETITION_GROUP);
  });

  it('shows the script settings that have a value', async () => {
    await showMatch(SPECIAL_MATCHES.players);
    const settings = screen.getByRole('table', { name: 'Script settings' });
    const rows = within(settings)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['S_TimeLimit', '300'],
      ['S_PointsLimit', '100'],
    ]);
  });
});

describe('any match', () => {
  it('shows ID, Live ID, Started and Ended, and the maps with download and leaderboard links', async () => {
    await showMatch(SPECIAL_MATCHES.royal2023);
    const match = matchDetail(SPECIAL_MATCHES.royal2023);
    const facts = within(screen.getAllByRole('table')[0] as HTMLElement);
    expect(facts.getByRole('rowheader', { name: 'ID' }).nextElementSibling).toHaveTextContent(String(match?.id));
    expect(facts.getByRole('rowheader', { name: 'Live ID' }).nextElementSibling).toHaveTextContent(
      SPECIAL_MATCHES.royal2023,
    );
    expect(facts.getByRole('rowheader', { name: 'Started' }).nextElementSibling).toHaveTextContent(/1[56] Jun 2023/);
    expect(facts.getByRole('rowheader', { name: 'Ended' }).nextElementSibling).toHaveTextContent(/1[56] Jun 2023/);
    const map = match?.maps[0];
    const name = 'Sky Rally';
    expect(screen.getByRole('link', { name: `Download ${name}` })).toHaveAttribute('href', map?.fileUrl);
    expect(screen.getByRole('link', { name: `Download ${name}` })).toHaveAttribute('download', map?.file);
    expect(screen.getByRole('link', { name: `Leaderboard of ${name}` })).toHaveAttribute(
      'href',
      `/leaderboard/${map?.mapUid ?? ''}`,
    );
  });

  it('hides the script settings table when no setting has a value', async () => {
    await showMatch(SPECIAL_MATCHES.teamPending);
    expect(screen.queryByRole('table', { name: 'Script settings' })).not.toBeInTheDocument();
    expect(screen.queryByText('S_DecoImageUrl_Checkpoint')).not.toBeInTheDocument();
  });

  it('shows a match without teams as in progress, with its players only', async () => {
    await showMatch(SPECIAL_MATCHES.noTeams);
    expect(screen.getByRole('status')).toHaveTextContent('This match is in progress');
    const rows = within(screen.getByRole('table', { name: 'Players' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(6);
    expect(screen.queryByRole('region', { name: 'Team 1' })).not.toBeInTheDocument();
    // A group that is neither matchmaking nor competition shows raw; Ended is "-" until it ends.
    expect(screen.getByText(SPECIAL_RAW_GROUP)).toHaveClass('tag');
    expect(screen.getByRole('rowheader', { name: 'Ended' }).nextElementSibling).toHaveTextContent(/^-$/);
  });

  it('survives an answer with the optional keys left out', async () => {
    server.use(http.get('/api/match/:lid', () => HttpResponse.json({ name: 'Bare match', participanttype: 'team' })));
    renderRoute('/match/lid-mtch-aaaaaaaaaaaaaaa');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bare match' })).toBeInTheDocument();
    expect(screen.getByText('No players are listed for this match yet.')).toBeInTheDocument();
    expect(screen.getByText('No maps are listed for this match.')).toBeInTheDocument();
  });

  it('asks again on Refresh', async () => {
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.startsWith('/api/match/')) calls += 1;
    });
    const { user } = await showMatch(SPECIAL_MATCHES.teamTie);
    expect(calls).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls).toBe(2));
    server.events.removeAllListeners();
  });
});

describe('a match that cannot be shown', () => {
  it('says clearly that an unknown id is not a match, with a way back', async () => {
    const { user, router } = renderRoute('/match/lid-mtch-zzzzzzzzzzzzzzz');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the match lid-mtch-zzzzzzzzzzzzzzz');
    expect(alert).toHaveTextContent('Match not found');
    await user.click(screen.getByRole('link', { name: 'Back to the matches' }));
    expect(currentPath(router)).toBe('/matches');
  });

  const cases: [string, () => Response, RegExp][] = [
    ['a 500', () => new HttpResponse('Internal error', { status: 500 }), /HTTP 500/],
    ['a network failure', () => HttpResponse.error(), /Could not reach the server/],
    ['an HTML page', () => HttpResponse.html('<!doctype html><p>Maintenance</p>'), /not JSON/],
    ['an {error} answer', () => HttpResponse.json({ error: 'Match service unavailable' }), /Match service unavailable/],
  ];

  it.each(cases)('shows a clear message for %s, and the tabs keep working', async (_name, reply, detail) => {
    server.use(http.get('/api/match/:lid', reply));
    const { user } = renderRoute(`/match/${SPECIAL_MATCHES.teamTie}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(detail);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Matches' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Matches' })).toBeInTheDocument();
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
