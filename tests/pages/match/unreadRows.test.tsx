import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { SPECIAL_MATCHES, matchDetail } from '../../../src/mocks/data/matches';

beforeAll(async () => {
  await import('../../../src/pages/match/MatchPage');
}, 60_000);

// Bug fixed: a match player whose account id the answer left out was dropped without a word.
describe('a match whose answer sends a player without an account id', () => {
  it('shows the other players and says "1 player could not be read."', async () => {
    const match = matchDetail(SPECIAL_MATCHES.teamCompleted);
    if (!match) throw new Error('no mocked 2v2 match');
    // Ratorne (team 0, rank 2) as the answer sends a player without an id: a name, no account.
    const players = match.players.map((entry) =>
      entry.player.name === 'Ratorne' ? { ...entry, player: { name: 'Ratorne' } } : entry,
    );
    server.use(http.get('/api/match/:lid', () => HttpResponse.json({ ...match, players })));
    renderRoute(`/match/${SPECIAL_MATCHES.teamCompleted}`);
    expect(await screen.findByText('1 player could not be read.')).toBeInTheDocument();
    for (const name of ['[TMF]Felka', '[ZR]Nera', 'Luxulra'])
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    expect(screen.queryByText('Ratorne')).not.toBeInTheDocument();
  });

  it('says nothing when every player could be read', async () => {
    renderRoute(`/match/${SPECIAL_MATCHES.teamCompleted}`);
    expect(await screen.findByRole('link', { name: 'Ratorne' })).toBeInTheDocument();
    expect(screen.queryByText(/could not be read/)).not.toBeInTheDocument();
  });
});
