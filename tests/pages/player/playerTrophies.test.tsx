import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { trophyPage } from '../../../src/mocks/data/playerTrophies';
import { countOf, formatNumber, ordinal } from '../../../src/lib/format';
import { toPlainText } from '../../../src/lib/gameText';
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
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Time', 'Type', 'Rank', 'Map', 'Trophies']);
    const rows = bodyRows();
    expect(rows).toHaveLength(25);
    gains.forEach((gain, index) => {
      const row = cells(rows[index]);
      const points = gain.counts.reduce((sum, count, tier) => sum + count * 10 ** tier, 0);
      expect(row[4]).toHaveTextContent(countOf(points, 'point'));
      gain.counts.forEach((count, tier) => {
        if (count > 0) expect(within(row[4] as HTMLElement).getByRole('img', { name: `Tier ${tier + 1} trophy` }).parentElement).toHaveTextContent(`×${formatNumber(count)}`);
      });
      const rank = gain.details?.rank ?? 0;
      expect(row[2]).toHaveTextContent(rank > 0 ? ordinal(rank) : '-');
      if (gain.map) {
        const [link] = within(row[3] as HTMLElement).getAllByRole('link');
        expect(link).toHaveTextContent(toPlainText(gain.map.name));
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
            { timestamp: daysAgo(10), achievement: { trophyAchievementId: 'a', trophyAchievementType: 'SoloRanking', trophySoloRankingAchievementType: 'DailyRanking', seasonId: 'group-1' }, details: { rank: 12 }, map: { mapUid: 'UidOne', name: '$f00Red map' }, counts: [0, 0, 0, 2, 1, 0, 0, 0, 0] },
            { timestamp: daysAgo(364), achievement: { trophyAchievementId: 'b', trophyAchievementType: 'SoloMedal', trophySoloMedalAchievementType: 'AuthorMedal' }, details: { rank: 0, level: 4 }, counts: [0, 0, 0, 1, 0, 0, 0, 0, 0] },
            { timestamp: daysAgo(366), achievement: { trophyAchievementId: 'c', trophyAchievementType: 'CompetitionRanking', competitionName: '$fd0Cup of the Day$z 2024-01-02', competitionStage: 'Knockout', competitionStageStep: 'Division 3' }, details: { rank: 2 }, counts: [3, 1, 0, 0, 0, 0, 0, 0, 0] },
            { timestamp: daysAgo(800), achievement: { trophyAchievementId: 'd', trophyAchievementType: 'LiveMatch', gameMode: 'Royal', duration: 754 }, details: { rank: 1 }, counts: [1, 0, 0, 0, 0, 0, 0, 0, 1] },
          ],
        }),
      ),
    );
    renderRoute('/player/mockpilot/trophies');
    await screen.findByRole('table');
    const rows = bodyRows();
    expect(cells(rows[0])[1]).toHaveTextContent('Solo rankingDaily ranking');
    expect(cells(rows[0])[2]).toHaveTextContent('12th');
    expect(within(cells(rows[0])[3] as HTMLElement).getByRole('link', { name: 'Red map' })).toHaveAttribute('href', '/leaderboard/group-1/UidOne');
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
    expect(within(rows[2] as HTMLElement).getByText('Expired')).toHaveAttribute('title', expect.stringContaining('more than 365 days'));
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
