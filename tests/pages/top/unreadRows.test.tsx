import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { loadMore, rankingRows } from './helpers';

beforeAll(async () => {
  await import('../../../src/pages/top/TopPage');
}, 60_000);

/** A player as the answer sends one whose account id is missing: a name and a zone, no id. */
const ghost = { name: 'GhostPilot', zone: { name: 'France', flag: 'FRA' } };

// A ranked player without an account id cannot be linked: the row is left out, and the page says so under the table.
describe('a ranking with a row whose player has no id', () => {
  it('the trophy ranking shows the other rows and says "1 player could not be read."', async () => {
    server.use(
      http.get('/api/top/trophies/:page', () =>
        HttpResponse.json({
          pageCount: 1,
          ranks: [
            { rank: 1, score: 90_000, player: { id: 'acc-first', name: 'FirstPilot' } },
            { rank: 2, score: 80_000, player: ghost },
            { rank: 3, score: 70_000, player: { id: 'acc-third', name: 'ThirdPilot' } },
          ],
        }),
      ),
    );
    renderRoute('/top');
    const rows = await rankingRows();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('1FirstPilot90,000');
    expect(rows[1]).toHaveTextContent('3ThirdPilot70,000−20,000 behind first place');
    expect(screen.queryByText('GhostPilot')).not.toBeInTheDocument();
    expect(screen.getByText('1 player could not be read.')).toBeInTheDocument();
  });

  it('the Ranked 2v2 ranking shows the other rows and says "1 player could not be read."', async () => {
    server.use(
      http.get('/api/top/matchmaking/5/:page', () =>
        HttpResponse.json({
          activeplayers: 3,
          distribution: [],
          pageCount: 1,
          ranks: [
            { rank: 1, score: 4_000, player: { id: 'acc-first', name: 'FirstPilot' }, division: { position: 13 } },
            { rank: 2, score: 3_900, player: ghost, division: { position: 13 } },
            { rank: 3, score: 3_800, player: { id: 'acc-third', name: 'ThirdPilot' }, division: { position: 13 } },
          ],
        }),
      ),
    );
    renderRoute('/top/2v2');
    const rows = await rankingRows();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('FirstPilot');
    expect(rows[0]).toHaveTextContent('4,000 points');
    expect(rows[1]).toHaveTextContent('ThirdPilot');
    expect(rows[1]).toHaveTextContent('3,800 points');
    expect(screen.queryByText('GhostPilot')).not.toBeInTheDocument();
    expect(screen.getByText('1 player could not be read.')).toBeInTheDocument();
  });

  it('a page of unreadable rows only does not end the trophy ranking: Load more still loads the next page', async () => {
    server.use(
      http.get('/api/top/trophies/:page', ({ params }) =>
        HttpResponse.json(
          params.page === '0'
            ? { ranks: [{ rank: 1, score: 90_000, player: { id: 'acc-first', name: 'FirstPilot' } }] }
            : params.page === '1'
              ? { ranks: [{ rank: 2, score: 80_000, player: ghost }] }
              : params.page === '2'
                ? { ranks: [{ rank: 3, score: 70_000, player: { id: 'acc-third', name: 'ThirdPilot' } }] }
                : { ranks: [] },
        ),
      ),
    );
    const { user } = renderRoute('/top');
    expect(await rankingRows()).toHaveLength(1);
    await user.click(loadMore() as HTMLElement);
    expect(await screen.findByText('1 player could not be read.')).toBeInTheDocument();
    await user.click(loadMore() as HTMLElement);
    expect(await screen.findByText('ThirdPilot')).toBeInTheDocument();
    expect((await rankingRows()).map((row) => row.textContent)).toEqual([
      '1FirstPilot90,000',
      '3ThirdPilot70,000−20,000 behind first place',
    ]);
  });
});
