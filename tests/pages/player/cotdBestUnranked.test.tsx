import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { preloadPlayerPage } from './helpers';

beforeAll(preloadPlayerPage);

const tile = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).parentElement as HTMLElement;

// The API sends 0 for "not ranked" (a division rank of a cup the player was not ranked in): the results table shows
// "-" for it, and the best block read "0th".
describe('the Cup of the Day best block', () => {
  it('says "Not ranked" for a best rank of 0, with no dates and no "0th in division" note', async () => {
    const best = {
      bestrank: 340,
      bestranktime: '2024-03-05T18:00:00+00:00',
      bestranktimelatest: '2024-03-05T18:00:00+00:00',
      bestdiv: 6,
      bestdivtime: '2024-03-05T18:00:00+00:00',
      bestdivtimelatest: '2024-03-05T18:00:00+00:00',
      bestdivrankindiv: 0,
      bestdivrankindivlatest: 0,
      bestrankindiv: 0,
      bestrankindivtime: '2024-03-05T18:00:00+00:00',
      bestrankindivtimelatest: '2024-03-05T18:00:00+00:00',
      bestrankindivdiv: 6,
      bestrankindivdivlatest: 6,
    };
    const statsprimary = {
      total: 1,
      broken: 0,
      totaldivwins: 0,
      totalwins: 0,
      avgrank: 0.1,
      avgdiv: 6,
      avgdivrank: 0,
      winstreak: 0,
      divwinstreak: 0,
      best,
    };
    const cotds = [
      {
        id: 9000,
        name: 'Cup of the Day 2024-03-05 #1',
        timestamp: '2024-03-05T17:00:00+00:00',
        mapgroup: 'group-b',
        mapuid: 'uid-b',
        mapname: 'Blue Hill',
        div: 6,
        divrank: 0,
        score: 0,
        rank: 340,
        totalplayers: 2999,
        qualificationrank: 340,
        excludedfromstats: false,
      },
    ];
    server.use(
      http.get('/api/player/:id/cotd/:page', () =>
        HttpResponse.json({ total: 1, page: 0, stats: statsprimary, statsprimary, cotds }),
      ),
    );
    renderRoute('/player/mockpilot/cotd');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('cell')[3]).toHaveTextContent(/^-$/);

    const bestBlock = screen.getByRole('region', { name: 'Primary best' });
    // Not a dash above the dates of a best that does not exist: the words, and no dates.
    expect(tile(bestBlock, 'Best div rank')).toHaveTextContent(/^Best div rankNot ranked$/);
    expect(tile(bestBlock, 'Best div')).toHaveTextContent(/^Best divDivision 6First/);
    expect(bestBlock).not.toHaveTextContent('in division');
    expect(tile(bestBlock, 'Best rank')).toHaveTextContent(/^Best rank340th/);
  });
});
