import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { preloadPlayerPage } from './helpers';

beforeAll(preloadPlayerPage);

// Answers as a drifting API sends them: numbers as text, text as numbers, nulls, lists as objects, odd items.
const bentProfile = {
  accountid: 'bent-account',
  displayname: 4242,
  timestamp: null,
  clubtag: ['not', 'text'],
  trophies: {
    points: '1234',
    counts: { t1: '4', t2: null, t3: 1 },
    echelon: 'six',
    zone: { name: 'France', flag: 'FRA', parent: { name: 'World', flag: null } },
    zonepositions: ['12', null],
  },
  matchmaking: {
    first: { info: null, total: 3 },
    second: { info: { typeid: '3', typename: 'Royal', rank: '15', division: 'gold' }, total: '900' },
  },
  meta: { vanity: 77, twitch: null, twitter: ['x'] },
};

describe('a player whose answers drift', () => {
  it('shows the profile: the name sent as a number, points as text, the readable standing and zone position', async () => {
    server.use(http.get('/api/player/:id', () => HttpResponse.json(bentProfile)));
    renderRoute('/player/bent-account');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('4242');
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
    const trophies = screen.getByRole('region', { name: 'Trophies' });
    expect(within(trophies).getByText('1,234')).toBeInTheDocument();
    expect(
      within(within(trophies).getByRole('list', { name: 'Zone positions' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent.trim()),
    ).toEqual(['#12 in France']);
    const ranks = screen.getByRole('region', { name: 'Matchmaking' });
    expect(within(ranks).getByRole('listitem', { name: 'Royal' })).toHaveTextContent('Rank 15 of 900');
  });

  it('shows the trophy gains that can be read (the 2024 kind among them), the others left out', async () => {
    server.use(
      http.get('/api/player/:id', () => HttpResponse.json(bentProfile)),
      http.get('/api/player/:id/trophies/:page', () =>
        HttpResponse.json({
          total: '1',
          gains: {
            a: {
              timestamp: '2024-05-02T18:00:00+00:00',
              counts: 'many',
              achievement: { trophyAchievementType: 'CompetitionMatch' },
              details: { level: 4, previousLevel: 3 },
            },
            b: null,
          },
        }),
      ),
    );
    renderRoute('/player/bent-account/trophies');
    expect(await screen.findByText('Competition Match', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
  });
});
