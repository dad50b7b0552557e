import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { preloadPlayerPage } from './helpers';

beforeAll(preloadPlayerPage, 60_000);

async function bodyRows(): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table');
  return within(table).getAllByRole('row').slice(1);
}

/** A match of the history; `lid` null sends it without its lobby id, the key it is listed and linked by. */
const match = (n: number, lid: string | null = `LID-${String(n)}`) => ({
  ...(lid === null ? {} : { lid }),
  starttime: `2026-11-${String(20 - Math.floor(n / 10)).padStart(2, '0')}T12:${String(59 - (n % 10)).padStart(2, '0')}:00+00:00`,
  typename: '2v2',
  afterscore: 2_000 - n,
  win: n % 2 === 0,
});
const infoLinks = () =>
  screen.getAllByRole('link', { name: /^Info about match / }).map((link) => link.getAttribute('href'));

// A listed match without its lobby id, or a trophy gain without its time, cannot be keyed: it is left out, and the
// tab says so under the table.
describe("a player's history with a row that cannot be keyed", () => {
  it('the 2v2 matches show the other matches and say "1 match could not be read."', async () => {
    server.use(
      http.get('/api/player/:id/matches/:type/:page', () =>
        HttpResponse.json({ matches: [match(1), match(2, null), match(3)] }),
      ),
    );
    renderRoute('/player/mockpilot/2v2');
    expect(await bodyRows()).toHaveLength(2);
    expect(infoLinks()).toEqual(['/match/LID-1', '/match/LID-3']);
    expect(screen.getByText('1 match could not be read.')).toBeInTheDocument();
  });

  it('the trophy gains show the other gains and say "1 trophy gain could not be read."', async () => {
    server.use(
      http.get('/api/player/:id/trophies/:page', () =>
        HttpResponse.json({
          total: 3,
          page: 0,
          gains: [
            {
              timestamp: '2026-11-20T12:00:00+00:00',
              achievement: {
                trophyAchievementId: 'a',
                trophyAchievementType: 'SoloMedal',
                trophySoloMedalAchievementType: 'AuthorMedal',
              },
              counts: [0, 0, 0, 1, 0, 0, 0, 0, 0],
            },
            {
              achievement: {
                trophyAchievementId: 'b',
                trophyAchievementType: 'SoloMedal',
                trophySoloMedalAchievementType: 'GoldMedal',
              },
              counts: [0, 0, 1, 0, 0, 0, 0, 0, 0],
            },
            {
              timestamp: '2026-11-19T12:00:00+00:00',
              achievement: {
                trophyAchievementId: 'c',
                trophyAchievementType: 'LiveMatch',
                gameMode: 'Royal',
                duration: 754,
              },
              counts: [1, 0, 0, 0, 0, 0, 0, 0, 0],
            },
          ],
        }),
      ),
    );
    renderRoute('/player/mockpilot/trophies');
    const rows = await bodyRows();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('MedalAuthor medal');
    expect(rows[1]).toHaveTextContent('Live matchRoyal · 12:34');
    expect(screen.queryByText('Gold medal')).not.toBeInTheDocument();
    expect(screen.getByText('1 trophy gain could not be read.')).toBeInTheDocument();
    // All 3 of the total were sent, one unreadable: nothing is left to load (no empty extra page behind Load more).
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('the Cup of the Day results show the other cups and say "1 cup result could not be read."', async () => {
    const cup = (id: number | undefined, day: number) => ({
      ...(id === undefined ? {} : { id }),
      name: `Cup of the Day 2024-01-0${String(day)}`,
      timestamp: `2024-01-0${String(day)}T18:00:00+00:00`,
      mapgroup: 'g',
      mapuid: `u${String(day)}`,
      mapname: 'Map',
      div: 2,
      divrank: 5,
      score: 10,
      rank: 69,
      totalplayers: 3000,
      qualificationrank: 70,
      excludedfromstats: false,
    });
    server.use(
      http.get('/api/player/:id/cotd/:page', () =>
        HttpResponse.json({
          total: 3,
          page: 0,
          stats: { total: 3 },
          statsprimary: { total: 3 },
          cotds: [cup(1003, 3), cup(undefined, 2), cup(1001, 1)],
        }),
      ),
    );
    renderRoute('/player/mockpilot/cotd');
    const rows = await bodyRows();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Cup of the Day 2024-01-03');
    expect(rows[1]).toHaveTextContent('Cup of the Day 2024-01-01');
    expect(screen.getByText('1 cup result could not be read.')).toBeInTheDocument();
    // All 3 of the total were sent, one unreadable: nothing is left to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  // Bug fixed: the history ended at the first page of fewer than 25 matches read, so a full page of 25 with one
  // unreadable match looked like the last one and Load more went away with older matches behind it.
  it('a full page of 25 with a dropped match does not end the history: "Load more..." loads the next page', async () => {
    const first = Array.from({ length: 25 }, (_, n) => match(n + 1, n === 4 ? null : `LID-${String(n + 1)}`));
    server.use(
      http.get('/api/player/:id/matches/:type/:page', ({ params }) =>
        HttpResponse.json({ matches: params.page === '0' ? first : [match(26)] }),
      ),
    );
    const { user } = renderRoute('/player/mockpilot/2v2');
    expect(await bodyRows()).toHaveLength(24);
    expect(screen.getByText('1 match could not be read.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more...' }));
    expect(await screen.findByRole('link', { name: 'Info about match LID-26' })).toHaveAttribute(
      'href',
      '/match/LID-26',
    );
    expect(await bodyRows()).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Load more...' })).not.toBeInTheDocument();
  });
});
