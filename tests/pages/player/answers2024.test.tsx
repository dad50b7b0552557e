// The 2024 shapes of API-NOTES.md, fed as hand-written answers: what a person reads is written out here, not derived.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { setViewportWidth } from '../../viewport';
import { preloadPlayerPage } from './helpers';

beforeAll(preloadPlayerPage);

const ACCOUNT = '0c4a1b2e-5f6d-4e8a-9b1c-2d3e4f5a6b7c';

const division = (position: number, rule: string, extra: Record<string, number> = {}) => ({
  position,
  rule,
  minpoints: 0,
  maxpoints: 0,
  ...extra,
});

const profile = {
  accountid: ACCOUNT,
  displayname: 'Kivotor',
  trophies: { points: 1_234, counts: [4, 3], echelon: 2, zonepositions: [] },
  matchmaking: [
    {
      info: {
        typename: '3v3',
        typeid: 2,
        accountid: ACCOUNT,
        rank: 7,
        score: 4_210,
        progression: 4_210,
        division: division(13, 'minimum_rank_and_points', { minpoints: 4_000, minrank: 10 }),
        division_next: division(13, 'minimum_rank_and_points', { minpoints: 4_000, minrank: 10 }),
      },
      total: 512_540,
      totalactive: 158_120,
    },
    {
      info: {
        typename: 'Royal',
        typeid: 3,
        accountid: ACCOUNT,
        rank: 41,
        score: 1_290,
        progression: 131,
        division: division(5, 'minimum_victory_count', { minwins: 100 }),
        division_next: division(5, 'minimum_victory_count', { minwins: 100 }),
      },
      total: 402_996,
      totalactive: 91_004,
    },
  ],
};

const gains = {
  total: 2,
  gains: [
    {
      timestamp: '2024-05-02T18:00:00+00:00',
      achievement: {
        trophyAchievementId: 'a1',
        trophyAchievementType: 'SoloMedal',
        trophySoloMedalAchievementType: 'WeeklyShorts',
      },
      details: { level: 3, previousLevel: 2 },
      counts: [0, 0, 1],
    },
    {
      timestamp: '2024-05-01T20:00:00+00:00',
      achievement: {
        trophyAchievementId: 'a2',
        trophyAchievementType: 'CompetitionMatch',
        competitionName: 'Weekly Knockout #12',
        competitionStage: 'Round 3',
      },
      details: { rank: 2 },
      counts: [0, 2],
    },
  ],
};

describe('a player as 2024 answers send them', () => {
  it('names the open-ended top divisions: Trackmaster for 3v3, Royal Master for Royal counted in wins', async () => {
    server.use(http.get('/api/player/:id', () => HttpResponse.json(profile)));
    renderRoute(`/player/${ACCOUNT}`);
    const ranks = await screen.findByRole('region', { name: 'Matchmaking' });
    const threes = within(ranks).getByRole('listitem', { name: 'Ranked 3v3' });
    expect(threes).toHaveTextContent('Trackmaster');
    expect(threes).toHaveTextContent('4,210 points');
    const royal = within(ranks).getByRole('listitem', { name: 'Royal' });
    expect(royal).toHaveTextContent('Royal Master');
    expect(royal).toHaveTextContent('131 wins');
    expect(royal).toHaveTextContent('Rank 41 of 402,996');
  });

  it('lists a Weekly Shorts medal with the medal reached and a competition match with its stage', async () => {
    setViewportWidth(1100);
    server.use(
      http.get('/api/player/:id', () => HttpResponse.json(profile)),
      http.get('/api/player/:id/trophies/:page', () => HttpResponse.json(gains)),
    );
    renderRoute(`/player/${ACCOUNT}/trophies`);
    const table = await screen.findByRole('table', { name: 'Trophy gains' });
    const [medal, match] = within(table).getAllByRole('row').slice(1);
    expect(medal).toHaveTextContent('Medal');
    expect(medal).toHaveTextContent('Weekly shorts · gold medal (up from silver)');
    expect(medal).toHaveTextContent('100 points');
    expect(match).toHaveTextContent('Competition match');
    expect(match).toHaveTextContent('Weekly Knockout #12 · Round 3');
    expect(match).toHaveTextContent('2nd');
    expect(match).toHaveTextContent('20 points');
  });
});
