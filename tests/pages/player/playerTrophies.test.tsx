import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { trophyPage } from '../../../src/mocks/data/playerTrophies';
import { demo, preloadPlayerPage } from './helpers';

beforeAll(preloadPlayerPage);

const cells = (row: HTMLElement | undefined) => within(row as HTMLElement).getAllByRole('cell');
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().replace(/\.\d{3}Z$/, '+00:00');

describe('the trophy gains tab', () => {
  it('lists gains: time, type with sub-line, rank, map with author and leaderboard link, tiers and points', async () => {
    const { gains } = trophyPage(demo.team.index, 0);
    renderRoute('/player/demo-team/trophies');
    await screen.findByRole('table');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Time',
      'Type',
      'Rank',
      'Map',
      'Trophies',
    ]);
    const rows = bodyRows();
    expect(rows).toHaveLength(25);
    // Each gain's points (count × 10^tier summed: 4 tier-3 and 2 tier-4 trophies are 2,400 points), rank, map and the
    // count shown beside each tier's trophy, as a person reads them.
    const shown: [string, string, string, [number, string][]][] = [
      [
        '2,400 points',
        '17th',
        'Canyon Dirt #1',
        [
          [3, '×4'],
          [4, '×2'],
        ],
      ],
      [
        '11,000 points',
        '4th',
        'Turbo Stoquane #7',
        [
          [4, '×1'],
          [5, '×1'],
        ],
      ],
      [
        '2,100 points',
        '31st',
        'Turbo Stoquane #7',
        [
          [3, '×1'],
          [4, '×2'],
        ],
      ],
      [
        '3,500 points',
        '31st',
        '',
        [
          [3, '×5'],
          [4, '×3'],
        ],
      ],
      ['10 points', '-', 'Grass Drift', [[2, '×1']]],
      [
        '2,100 points',
        '26th',
        'Grass Drift',
        [
          [3, '×1'],
          [4, '×2'],
        ],
      ],
      [
        '33,000 points',
        '8th',
        'Grass Drift',
        [
          [4, '×3'],
          [5, '×3'],
        ],
      ],
      [
        '2,200 points',
        '18th',
        '',
        [
          [3, '×2'],
          [4, '×2'],
        ],
      ],
      ['100 points', '-', 'Speed Rally', [[3, '×1']]],
      [
        '2,300 points',
        '3rd',
        '',
        [
          [3, '×3'],
          [4, '×2'],
        ],
      ],
      [
        '16,000 points',
        '6th',
        'Neon Vomi',
        [
          [4, '×6'],
          [5, '×1'],
        ],
      ],
      ['100 points', '-', 'Neon Vomi', [[3, '×1']]],
      [
        '3,500 points',
        '22nd',
        'Drift Mimiki #3',
        [
          [3, '×5'],
          [4, '×3'],
        ],
      ],
      [
        '11,000 points',
        '10th',
        'Drift Mimiki #3',
        [
          [4, '×1'],
          [5, '×1'],
        ],
      ],
      ['1 point', '-', 'Loop Rally', [[1, '×1']]],
      [
        '21,000 points',
        '9th',
        'Loop Grass',
        [
          [4, '×1'],
          [5, '×2'],
        ],
      ],
      [
        '1,300 points',
        '28th',
        'Wall Kaka 🏁',
        [
          [3, '×3'],
          [4, '×1'],
        ],
      ],
      [
        '2,500 points',
        '24th',
        'Drift Mira',
        [
          [3, '×5'],
          [4, '×2'],
        ],
      ],
      [
        '3,600 points',
        '24th',
        '',
        [
          [3, '×6'],
          [4, '×3'],
        ],
      ],
      [
        '3,600 points',
        '13th',
        'Turbo Torar',
        [
          [3, '×6'],
          [4, '×3'],
        ],
      ],
      [
        '1,100 points',
        '18th',
        'Turbo Torar',
        [
          [3, '×1'],
          [4, '×1'],
        ],
      ],
      [
        '15,000 points',
        '6th',
        'Turbo Torar',
        [
          [4, '×5'],
          [5, '×1'],
        ],
      ],
      [
        '12,000 points',
        '4th',
        'Sky Kaar',
        [
          [4, '×2'],
          [5, '×1'],
        ],
      ],
      ['10 points', '4th', '', [[2, '×1']]],
      [
        '1,400 points',
        '29th',
        'Spiral Ulvix',
        [
          [3, '×4'],
          [4, '×1'],
        ],
      ],
    ];
    gains.forEach((gain, index) => {
      const row = cells(rows[index]);
      const [points, rank, mapName, tierCounts] = shown[index] ?? ['', '', '', []];
      expect(row[4]).toHaveTextContent(points);
      for (const [tier, count] of tierCounts) {
        expect(
          within(row[4] as HTMLElement).getByRole('img', { name: `Tier ${String(tier)} trophy` }).parentElement,
        ).toHaveTextContent(count);
      }
      expect(row[2]).toHaveTextContent(rank);
      if (gain.map) {
        const [link] = within(row[3] as HTMLElement).getAllByRole('link');
        expect(link).toHaveTextContent(mapName);
        expect(link).toHaveAttribute('href', `/leaderboard/${String(gain.achievement.seasonId)}/${gain.map.mapUid}`);
        expect(row[3]).toHaveTextContent(`by ${gain.map.authorplayer?.name ?? ''}`);
      } else {
        expect(row[3]).toHaveTextContent('-');
      }
    });
  });

  it('labels every achievement type with its sub-line, and marks gains older than 365 days as expired', async () => {
    server.use(
      http.get('/api/player/:id/trophies/:page', () =>
        HttpResponse.json({
          total: 4,
          page: 0,
          gains: [
            {
              timestamp: daysAgo(10),
              achievement: {
                trophyAchievementId: 'a',
                trophyAchievementType: 'SoloRanking',
                trophySoloRankingAchievementType: 'DailyRanking',
                seasonId: 'group-1',
              },
              details: { rank: 12 },
              map: { mapUid: 'UidOne', name: '$f00Red map' },
              counts: [0, 0, 0, 2, 1, 0, 0, 0, 0],
            },
            {
              timestamp: daysAgo(364),
              achievement: {
                trophyAchievementId: 'b',
                trophyAchievementType: 'SoloMedal',
                trophySoloMedalAchievementType: 'AuthorMedal',
              },
              details: { rank: 0, level: 4 },
              counts: [0, 0, 0, 1, 0, 0, 0, 0, 0],
            },
            {
              timestamp: daysAgo(366),
              achievement: {
                trophyAchievementId: 'c',
                trophyAchievementType: 'CompetitionRanking',
                competitionName: '$fd0Cup of the Day$z 2024-01-02',
                competitionStage: 'Knockout',
                competitionStageStep: 'Division 3',
              },
              details: { rank: 2 },
              counts: [3, 1, 0, 0, 0, 0, 0, 0, 0],
            },
            {
              timestamp: daysAgo(800),
              achievement: {
                trophyAchievementId: 'd',
                trophyAchievementType: 'LiveMatch',
                gameMode: 'Royal',
                duration: 754,
              },
              details: { rank: 1 },
              counts: [1, 0, 0, 0, 0, 0, 0, 0, 1],
            },
          ],
        }),
      ),
    );
    renderRoute('/player/mockpilot/trophies');
    await screen.findByRole('table');
    const rows = bodyRows();
    expect(cells(rows[0])[1]).toHaveTextContent('Solo rankingDaily ranking');
    expect(cells(rows[0])[2]).toHaveTextContent('12th');
    expect(within(cells(rows[0])[3] as HTMLElement).getByRole('link', { name: 'Red map' })).toHaveAttribute(
      'href',
      '/leaderboard/group-1/UidOne',
    );
    expect(cells(rows[0])[4]).toHaveTextContent('12,000 points');
    expect(cells(rows[1])[1]).toHaveTextContent('MedalAuthor medal');
    expect(cells(rows[1])[2]).toHaveTextContent('-');
    expect(cells(rows[2])[1]).toHaveTextContent('CompetitionCup of the Day 2024-01-02 · Knockout · Division 3');
    expect(cells(rows[2])[4]).toHaveTextContent('13 points');
    expect(cells(rows[3])[1]).toHaveTextContent('Live matchRoyal · 12:34');
    expect(cells(rows[3])[4]).toHaveTextContent('100,000,001 points');
    // 365 days still count; older gains are expired.
    expect(within(rows[0] as HTMLElement).queryByText('Expired')).not.toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).queryByText('Expired')).not.toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Expired')).toHaveAttribute(
      'title',
      expect.stringContaining('more than 365 days'),
    );
    expect(within(rows[3] as HTMLElement).getByText('Expired')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads more until the total is reached', async () => {
    const { total } = trophyPage(demo.rerunsOnly.index, 0);
    const { user } = renderRoute('/player/demo-reruns/trophies');
    await screen.findByRole('table');
    expect(bodyRows()).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(total));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when a player has no trophy gains', async () => {
    renderRoute('/player/demo-newcomer/trophies');
    expect(await screen.findByText('This player has not gained any trophies yet.')).toBeInTheDocument();
  });

  it('shows an error in place of the list', async () => {
    server.use(http.get('/api/player/:id/trophies/:page', () => HttpResponse.error()));
    renderRoute('/player/mockpilot/trophies');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the trophy gains');
  });
});
