import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { setViewportWidth } from '../../viewport';
import { server } from '../../../src/mocks/node';
import { playerCotdPage, playerCotdResults } from '../../../src/mocks/data/playerCotd';
import { playerMatchPage } from '../../../src/mocks/data/playerMatches';
import { formatNumber, formatPercent, ordinal } from '../../../src/lib/format';
import { demo, preloadPlayerPage } from './helpers';

beforeAll(async () => {
  await preloadPlayerPage();
  playerCotdResults(demo.mockUser.index);
});

// On a phone (390 px) each table keeps its main cell and key values as columns; the rest is under the main cell,
// never in a column past the window's right edge.
// Columns hidden on phones stay in the document, hidden by the stylesheet's is-hidden-mobile (jsdom loads no CSS).
const onPhone = (elements: HTMLElement[]) => elements.filter((element) => !element.classList.contains('is-hidden-mobile'));
const headers = () => onPhone(screen.getAllByRole('columnheader')).map((th) => th.textContent);
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const cells = (row: HTMLElement | undefined) => onPhone(within(row as HTMLElement).getAllByRole('cell'));

describe('the player tables on a phone', () => {
  it('keep a Cup of the Day whole with division and rank beside it, map, division rank and qualification under it', async () => {
    setViewportWidth(390);
    const answer = playerCotdPage(demo.mockUser.index, 0, { includeReruns: false, order: 'dateDesc' });
    renderRoute('/player/mockpilot/cotd');
    await screen.findByRole('table');
    expect(headers()).toEqual(['Cup of the Day', 'Division', 'Rank']);
    expect(screen.getByRole('table')).toHaveAccessibleName('Cup of the Day results');
    const rows = bodyRows();
    expect(rows).toHaveLength(25);
    answer?.cotds.forEach((cup, index) => {
      const [main, division, rank, ...rest] = cells(rows[index]);
      expect(rest).toEqual([]);
      const cupCell = within(main as HTMLElement);
      expect(cupCell.getByRole('link', { name: cup.name })).toHaveAttribute('href', `/cotd/${cup.id}`);
      expect(cupCell.getAllByRole('link')[1]).toHaveAttribute('href', `/totd/leaderboard/${cup.mapgroup}/${cup.mapuid}`);
      expect(main).toHaveTextContent(`Map: `);
      // divrank 0: not ranked in the division (2024 answers), shown as "-".
      expect(main).toHaveTextContent(`Division rank: ${cup.divrank > 0 ? ordinal(cup.divrank) : '-'}`);
      expect(main).toHaveTextContent(
        `Qualification: ${formatNumber(cup.qualificationrank)}of ${formatNumber(cup.totalplayers)} (${formatPercent(cup.qualificationrank / cup.totalplayers)})`,
      );
      expect(division).toHaveTextContent(`Div ${cup.div}`);
      expect(rank).toHaveTextContent(`${formatNumber(cup.rank)}of ${formatNumber(cup.totalplayers)}`);
    });
  });

  it('keep a match’s time, points and Info link, with the points after it and the result under the time', async () => {
    setViewportWidth(390);
    const expected = playerMatchPage(demo.mockUser.index, 5, 0);
    renderRoute('/player/mockpilot/2v2');
    await screen.findByRole('table');
    expect(headers()).toEqual(['Time', 'Points', 'Actions']);
    expect(screen.getByRole('table')).toHaveAccessibleName('Matches');
    const rows = bodyRows();
    expect(rows).toHaveLength(expected.length);
    expected.forEach((match, index) => {
      const [time, , actions, ...rest] = cells(rows[index]);
      expect(rest).toEqual([]);
      expect(time).toHaveTextContent(`After points: ${formatNumber(match.afterscore)}`);
      expect(time).toHaveTextContent(match.win ? 'Win' : 'Loss');
      expect(within(actions as HTMLElement).getByRole('link', { name: `Info about match ${match.lid}` })).toHaveAttribute('href', `/match/${match.lid}`);
    });
  });

  it('keep a trophy gain’s type, rank and trophies, with its time and map under the type', async () => {
    setViewportWidth(390);
    const old = new Date(Date.UTC(2020, 0, 1)).toISOString();
    server.use(
      http.get('/api/player/:id/trophies/:page', () =>
        HttpResponse.json({
          total: 1,
          page: 0,
          gains: [
            {
              timestamp: old,
              achievement: { trophyAchievementId: 'a', trophyAchievementType: 'SoloRanking', trophySoloRankingAchievementType: 'DailyRanking', seasonId: 'group-1' },
              details: { rank: 12 },
              map: { mapUid: 'UidOne', name: 'Red map', authorplayer: { id: 'author-1', name: 'Mapper' } },
              counts: [0, 0, 0, 2, 1, 0, 0, 0, 0],
            },
          ],
        }),
      ),
    );
    renderRoute('/player/mockpilot/trophies');
    await screen.findByRole('table');
    expect(headers()).toEqual(['Type', 'Rank', 'Trophies']);
    expect(screen.getByRole('table')).toHaveAccessibleName('Trophy gains');
    const [type, rank, trophies, ...rest] = cells(bodyRows()[0]);
    expect(rest).toEqual([]);
    expect(type).toHaveTextContent('Solo rankingDaily ranking');
    expect(within(type as HTMLElement).getByText('Expired')).toHaveAttribute('title', expect.stringContaining('more than 365 days'));
    expect(within(type as HTMLElement).getByRole('link', { name: 'Red map' })).toHaveAttribute('href', '/leaderboard/group-1/UidOne');
    expect(type).toHaveTextContent('Map: Red mapby Mapper');
    expect(rank).toHaveTextContent('12th');
    expect(trophies).toHaveTextContent('12,000 points');
  });
});
