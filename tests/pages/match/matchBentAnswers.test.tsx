import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';

// A match as a drifting API sends it: players without an account, scores as text, teams as an object, the 2024
// settings as {name, type, value}.

beforeAll(async () => {
  await import('../../../src/pages/match/MatchPage');
});

const LID = 'LID-MTCH-driftdriftdrift1';

describe('a match answer that drifts', () => {
  it('shows the teams, the players with an account and the settings that have a value', async () => {
    server.use(
      http.get('/api/match/:lid', () =>
        HttpResponse.json({
          id: '8000035',
          lid: LID,
          name: 'Ranked 2v2 - 8000035',
          group: null,
          status: 'COMPLETED',
          participanttype: 'team',
          startdate: 'soon',
          teams: { a: { index: '1', score: '5' }, b: { index: 0, score: null } },
          players: [
            { player: null, score: 99, team: 0 },
            { score: 98, team: 1 },
            {
              player: { id: 'p1', name: 'Alpha' },
              score: '40',
              team: '1',
              rank: 1,
              matchmakingpoints: { valid: true, before: '1000', after: 1015 },
            },
            { player: { id: 'p2', name: 'Beta', zone: null }, score: 'n/a', team: 0, rank: 2 },
          ],
          scriptsettings: [
            { name: 'S_TimeLimit', type: 'integer', value: 300 },
            { name: 'S_DecoImageUrl_Checkpoint', type: 'text', value: null },
          ],
          maps: { a: { mapUid: 'uid-1', name: null } },
        }),
      ),
    );
    renderRoute(`/match/${LID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ranked 2v2 - 8000035' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong on this page' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^This part could not be shown/)).not.toBeInTheDocument();
    const first = screen.getByRole('region', { name: 'Team 1' });
    const second = screen.getByRole('region', { name: 'Team 2' });
    expect(first).toHaveTextContent('Score 0');
    expect(within(first).getByRole('table')).toHaveTextContent('Beta');
    expect(second).toHaveTextContent('Score 5');
    expect(within(second).getByText('Winner')).toBeInTheDocument();
    expect(within(second).getByRole('table')).toHaveTextContent('Alpha');
    expect(within(second).getByRole('table')).toHaveTextContent('+15');
    const settings = screen.getByRole('table', { name: 'Script settings' });
    expect(within(settings).getAllByRole('row')).toHaveLength(2);
    expect(settings).toHaveTextContent('S_TimeLimit');
    expect(settings).toHaveTextContent('300');
    expect(screen.getByRole('link', { name: 'Leaderboard of uid-1' })).toBeInTheDocument();
  });
});
