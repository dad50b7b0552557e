import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../render';
import { setScenario } from '../../../src/mocks/scenarios';
import { http, HttpResponse } from 'msw';
import { server } from '../../../src/mocks/node';
import { preloadPlayerPage } from './helpers';

beforeAll(preloadPlayerPage);

describe('the summary tab', () => {
  // A hand-written answer: trophy counts whose points (count × 10^tier, summed) spell 1,234,567, a 2v2 Trackmaster, a
  // 3v3 Master II halfway to Master III, and Royal Gold with 57 wins.
  const answer = {
    accountid: '0c0ffee0-0000-4000-8000-000000000001',
    displayname: 'HandWritten',
    timestamp: '2021-02-12T11:04:02+00:00',
    trophies: {
      points: 1_234_567,
      counts: [7, 6, 5, 4, 3, 2, 1, 0, 0],
      echelon: 4,
      zone: {
        name: 'Bretagne',
        flag: 'bretagne',
        parent: {
          name: 'France',
          flag: 'FRA',
          parent: { name: 'Europe', flag: 'europe', parent: { name: 'World', flag: 'WOR' } },
        },
      },
      zonepositions: [3, 40, 512, 9001],
    },
    matchmaking: [
      // At the top the API names the same division as the next one.
      {
        info: {
          typename: '2v2',
          typeid: 5,
          rank: 1,
          score: 4321,
          progression: 4321,
          division: { position: 13, rule: 'minimum_points', minpoints: 4000, maxpoints: 0 },
          division_next: { position: 13, rule: 'minimum_points', minpoints: 4000, maxpoints: 0 },
        },
        total: 100_000,
      },
      {
        info: {
          typename: '3v3',
          typeid: 2,
          rank: 12_345,
          score: 3450,
          progression: 3450,
          division: { position: 11, rule: 'points_range', minpoints: 3300, maxpoints: 3599 },
          division_next: { position: 12, rule: 'points_range', minpoints: 3600, maxpoints: 3999 },
        },
        total: 512_540,
      },
      {
        info: {
          typename: 'Royal',
          typeid: 3,
          rank: 30,
          score: 1000,
          progression: 57,
          division: { position: 3, rule: 'victory_count', minpoints: 0, maxpoints: 0, minwins: 10, maxwins: 99 },
          division_next: { position: 4, rule: 'victory_count', minpoints: 0, maxpoints: 0, minwins: 100, maxwins: 999 },
        },
        total: 402_996,
      },
    ],
  };

  it('shows trophy points, echelon, the count of each tier and the zone positions along the chain', async () => {
    server.use(http.get('/api/player/:id', () => HttpResponse.json(answer)));
    renderRoute('/player/0c0ffee0-0000-4000-8000-000000000001');
    const trophies = await screen.findByRole('region', { name: 'Trophies' });
    expect(within(trophies).getByText('1,234,567')).toBeInTheDocument();
    expect(within(trophies).getAllByRole('img', { name: 'Echelon 4' }).length).toBeGreaterThan(0);
    const tiers = within(trophies).getByRole('list', { name: 'Trophies per tier' });
    expect(
      within(tiers)
        .getAllByRole('listitem')
        .map((item) => item.textContent.trim()),
    ).toEqual([
      'Tier 1 trophy1 7',
      'Tier 2 trophy2 6',
      'Tier 3 trophy3 5',
      'Tier 4 trophy4 4',
      'Tier 5 trophy5 3',
      'Tier 6 trophy6 2',
      'Tier 7 trophy7 1',
      'Tier 8 trophy8 0',
      'Tier 9 trophy9 0',
    ]);
    const positions = within(trophies).getByRole('list', { name: 'Zone positions' });
    expect(
      within(positions)
        .getAllByRole('listitem')
        .map((item) => item.textContent.trim()),
    ).toEqual(['#3 in Bretagne', '#40 in France', '#512 in Europe', '#9,001 in World']);
  });

  it('shows each matchmaking rank: division icon, score, progress to the next division and rank among all', async () => {
    server.use(http.get('/api/player/:id', () => HttpResponse.json(answer)));
    renderRoute('/player/0c0ffee0-0000-4000-8000-000000000001');
    const ranks = await screen.findByRole('region', { name: 'Matchmaking' });
    expect(
      within(ranks)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Ranked 2v2', 'Ranked 3v3', 'Royal']);
    const twos = within(ranks).getByRole('listitem', { name: 'Ranked 2v2' });
    expect(within(twos).getByRole('img', { name: 'Trackmaster' })).toBeInTheDocument();
    expect(twos).toHaveTextContent('4,321 points');
    expect(twos).toHaveTextContent('Top division');
    expect(twos).toHaveTextContent('Rank 1 of 100,000');
    const threes = within(ranks).getByRole('listitem', { name: 'Ranked 3v3' });
    expect(within(threes).getByRole('img', { name: 'Master II' })).toBeInTheDocument();
    expect(threes).toHaveTextContent('3,450 points');
    expect(threes).toHaveTextContent('Rank 12,345 of 512,540');
    // 3,450 is 150 of the 300 points from Master II (3,300) to Master III (3,600).
    expect(within(threes).getByRole('progressbar', { name: 'Progress to Master III' })).toHaveAttribute('value', '50');
    const royal = within(ranks).getByRole('listitem', { name: 'Royal' });
    expect(within(royal).getByRole('img', { name: 'Gold' })).toBeInTheDocument();
    expect(royal).toHaveTextContent('57 wins');
    expect(royal).toHaveTextContent('Rank 30 of 402,996');
    // 57 wins: 47 of the 90 from Gold (10) to Master (100).
    expect(within(royal).getByRole('progressbar', { name: 'Progress to Master' })).toHaveAttribute('value', '52');
  });

  it('draws each division’s shield in its metal, with the level on it', async () => {
    server.use(http.get('/api/player/:id', () => HttpResponse.json(answer)));
    renderRoute('/player/0c0ffee0-0000-4000-8000-000000000001');
    const ranks = await screen.findByRole('region', { name: 'Matchmaking' });
    // The metal is the shield's colour (a class of the icon); its name is what assistive technology reads.
    const shield = (type: string, name: string) =>
      within(within(ranks).getByRole('listitem', { name: type })).getByRole('img', { name });
    expect(shield('Ranked 2v2', 'Trackmaster')).toHaveClass('division-icon division-trackmaster', { exact: true });
    expect(shield('Ranked 2v2', 'Trackmaster')).toHaveTextContent(/^Trackmaster$/);
    expect(shield('Ranked 3v3', 'Master II')).toHaveClass('division-icon division-master', { exact: true });
    // Its title, then the level drawn on the shield.
    expect(shield('Ranked 3v3', 'Master II')).toHaveTextContent(/^Master IIII$/);
    expect(shield('Royal', 'Gold')).toHaveClass('division-icon division-gold', { exact: true });
    expect(shield('Royal', 'Gold')).toHaveTextContent(/^Gold$/);
  });

  it('shows wins for Royal and the top division of the best players', async () => {
    renderRoute('/player/demo-team');
    const ranks = await screen.findByRole('region', { name: 'Matchmaking' });
    const royal = within(ranks).getByRole('listitem', { name: 'Royal' });
    expect(royal).toHaveTextContent(/\d+ wins/);
    expect(within(ranks).getByRole('listitem', { name: 'Ranked 2v2' })).toHaveTextContent('Top division');
    expect(within(ranks).getByRole('listitem', { name: 'Ranked 2v2' })).toHaveTextContent('Trackmaster');
  });

  it('lists only the types a player has played', async () => {
    renderRoute('/player/demo-staff');
    const ranks = await screen.findByRole('region', { name: 'Matchmaking' });
    expect(
      within(ranks)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Ranked 2v2', 'Ranked 3v3']);
  });

  it('says when a player has not played any official matches and has no trophies', async () => {
    renderRoute('/player/demo-newcomer');
    expect(await screen.findByText('This player has not played any official matches yet.')).toBeInTheDocument();
    expect(screen.getByText('This player has no trophies yet.')).toBeInTheDocument();
  });

  it('shows the no-matches message in the empty scenario', async () => {
    setScenario('empty');
    renderRoute('/player/demo-team');
    expect(await screen.findByText('This player has not played any official matches yet.')).toBeInTheDocument();
  });
});
