import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { SPECIAL_MATCHES, matchDetail } from '../../../src/mocks/data/matches';

beforeAll(async () => {
  await import('../../../src/pages/match/MatchPage');
});

// "1 pt", never "1 pts": a clan with a single point.
describe('a royal clan with one point', () => {
  it('shows "1 pt", and "2 pts" for the clan with two', async () => {
    const lid = SPECIAL_MATCHES.royal2023;
    const match = matchDetail(lid);
    if (!match) throw new Error('no royal match');
    const teams = match.teams.map((team) => ({ ...team, score: team.score > 0 ? 0 : team.score }));
    const [first, second] = match.teams;
    if (!first || !second) throw new Error('two clans expected');
    const scored = teams.map((team) =>
      team.index === first.index ? { ...team, score: 2 } : team.index === second.index ? { ...team, score: 1 } : team,
    );
    server.use(http.get('/api/match/:lid', () => HttpResponse.json({ ...match, teams: scored })));
    renderRoute(`/match/${lid}`);
    const clans = await screen.findByRole('list', { name: 'Clans' }, { timeout: 5000 });
    const cards = within(clans)
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('clan-card'));
    expect(cards[0]).toHaveTextContent('1st · 2 pts');
    expect(cards[1]).toHaveTextContent(/2nd · 1 pt(?!s)/);
  });
});
