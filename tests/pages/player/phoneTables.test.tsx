import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { setViewportWidth } from '../../viewport';
import { server } from '../../../src/mocks/node';
import { playerCotdPage, playerCotdResults } from '../../../src/mocks/data/playerCotd';
import { playerMatchPage } from '../../../src/mocks/data/playerMatches';
import { demo, preloadPlayerPage } from './helpers';

beforeAll(async () => {
  await preloadPlayerPage();
  playerCotdResults(demo.mockUser.index);
});

// On a phone (390 px) each table keeps its main cell and key values as columns; the rest is under the main cell,
// never in a column past the window's right edge.
// Columns hidden on phones stay in the document, hidden by the stylesheet's is-hidden-mobile (jsdom loads no CSS).
const onPhone = (elements: HTMLElement[]) =>
  elements.filter((element) => !element.classList.contains('is-hidden-mobile'));
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
    // Each cup's division rank, qualification and rank as a person reads them (a divrank of 0, not ranked in the
    // division in 2024 answers, shows as "-").
    const shown: [string, string, string][] = [
      ['Division rank: 13th', 'Qualification: 767of 4,268 (18.0%)', '717of 4,268'],
      ['Division rank: 15th', 'Qualification: 1,167of 4,643 (25.1%)', '1,167of 4,643'],
      ['Division rank: 57th', 'Qualification: 2,328of 4,356 (53.4%)', '2,361of 4,356'],
      ['Division rank: -', 'Qualification: 1,261of 4,246 (29.7%)', '1,239of 4,246'],
      ['Division rank: 4th', 'Qualification: 878of 3,851 (22.8%)', '836of 3,851'],
      ['Division rank: 33rd', 'Qualification: 1,538of 4,413 (34.9%)', '1,569of 4,413'],
      ['Division rank: 1st', 'Qualification: 949of 4,810 (19.7%)', '897of 4,810'],
      ['Division rank: 1st', 'Qualification: 1,800of 4,792 (37.6%)', '1,793of 4,792'],
      ['Division rank: 57th', 'Qualification: 2,105of 4,900 (43.0%)', '2,105of 4,900'],
      ['Division rank: 28th', 'Qualification: 2,468of 4,900 (50.4%)', '2,460of 4,900'],
      ['Division rank: 54th', 'Qualification: 1,516of 4,358 (34.8%)', '1,526of 4,358'],
      ['Division rank: 3rd', 'Qualification: 2,594of 4,900 (52.9%)', '2,563of 4,900'],
      ['Division rank: -', 'Qualification: 773of 3,761 (20.6%)', '769of 3,761'],
      ['Division rank: 15th', 'Qualification: 833of 4,493 (18.5%)', '847of 4,493'],
      ['Division rank: 5th', 'Qualification: 2,184of 4,164 (52.4%)', '2,181of 4,164'],
      ['Division rank: 2nd', 'Qualification: 1,289of 4,157 (31.0%)', '1,282of 4,157'],
      ['Division rank: 16th', 'Qualification: 1,361of 4,076 (33.4%)', '1,360of 4,076'],
      ['Division rank: 35th', 'Qualification: 1,887of 4,446 (42.4%)', '1,891of 4,446'],
      ['Division rank: 6th', 'Qualification: 1,495of 4,205 (35.6%)', '1,478of 4,205'],
      ['Division rank: 1st', 'Qualification: 880of 4,900 (18.0%)', '833of 4,900'],
      ['Division rank: 43rd', 'Qualification: 976of 4,805 (20.3%)', '1,003of 4,805'],
      ['Division rank: 1st', 'Qualification: 553of 4,183 (13.2%)', '513of 4,183'],
      ['Division rank: 13th', 'Qualification: 2,095of 4,118 (50.9%)', '2,061of 4,118'],
      ['Division rank: 35th', 'Qualification: 1,718of 4,900 (35.1%)', '1,699of 4,900'],
      ['Division rank: 16th', 'Qualification: 637of 4,022 (15.8%)', '592of 4,022'],
    ];
    answer?.cotds.forEach((cup, index) => {
      const [main, division, rank, ...rest] = cells(rows[index]);
      expect(rest).toEqual([]);
      const cupCell = within(main as HTMLElement);
      expect(cupCell.getByRole('link', { name: cup.name })).toHaveAttribute('href', `/cotd/${cup.id}`);
      expect(cupCell.getAllByRole('link')[1]).toHaveAttribute(
        'href',
        `/totd/leaderboard/${cup.mapgroup}/${cup.mapuid}`,
      );
      expect(main).toHaveTextContent(`Map: `);
      const [divisionRank, qualification, rankText] = shown[index] ?? ['', '', ''];
      expect(main).toHaveTextContent(divisionRank);
      expect(main).toHaveTextContent(qualification);
      expect(division).toHaveTextContent(`Div ${cup.div}`);
      expect(rank).toHaveTextContent(rankText);
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
    const afterPoints = [
      'After points: 2,493',
      'After points: 2,522',
      'After points: 2,537',
      'After points: 2,546',
      'After points: 2,559',
      'After points: 2,583',
      'After points: 2,592',
      'After points: 2,622',
      'After points: 2,603',
      'After points: 2,628',
      'After points: 2,658',
      'After points: 2,675',
      'After points: 2,644',
      'After points: 2,632',
      'After points: 2,659',
      'After points: 2,631',
      'After points: 2,620',
      'After points: 2,603',
      'After points: 2,591',
      'After points: 2,573',
      'After points: 2,594',
      'After points: 2,580',
      'After points: 2,588',
      'After points: 2,565',
      'After points: 2,595',
    ];
    expected.forEach((match, index) => {
      const [time, , actions, ...rest] = cells(rows[index]);
      expect(rest).toEqual([]);
      expect(time).toHaveTextContent(afterPoints[index] ?? '');
      expect(time).toHaveTextContent(match.win ? 'Win' : 'Loss');
      expect(
        within(actions as HTMLElement).getByRole('link', { name: `Info about match ${match.lid}` }),
      ).toHaveAttribute('href', `/match/${match.lid}`);
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
              achievement: {
                trophyAchievementId: 'a',
                trophyAchievementType: 'SoloRanking',
                trophySoloRankingAchievementType: 'DailyRanking',
                seasonId: 'group-1',
              },
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
    expect(within(type as HTMLElement).getByText('Expired')).toHaveAttribute(
      'title',
      expect.stringContaining('more than 365 days'),
    );
    expect(within(type as HTMLElement).getByRole('link', { name: 'Red map' })).toHaveAttribute(
      'href',
      '/leaderboard/group-1/UidOne',
    );
    expect(type).toHaveTextContent('Map: Red mapby Mapper');
    expect(rank).toHaveTextContent('12th');
    expect(trophies).toHaveTextContent('12,000 points');
  });
});
