import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';

// The page's code, loaded before the test's 5 s waits start.
beforeAll(async () => {
  await import('../../../src/pages/campaign/CampaignPage');
}, 60_000);

// The campaign leaderboard's pages on hand-written answers: 10 rows, then 40, then 50 (spec part 2, §4), each asked
// for from where the last one ended, until a short page says the leaderboard is over.
const campaign = {
  id: 4242,
  name: 'Paging Cup',
  clubid: 77,
  clubname: 'Pagers',
  leaderboarduid: 'paging-group',
  playlist: [],
  mediae: [],
};
const standing = (position: number) => ({
  player: { name: `Racer${String(position)}`, id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}` },
  position,
  points: 100_000 - position * 7,
});
const rowsFrom = (first: number, count: number) => Array.from({ length: count }, (_, i) => standing(first + i));
/** The answers by `offset,length`; any other range gets an error the page would show. */
const ANSWERS: Record<string, unknown> = {
  '0,10': { tops: rowsFrom(1, 10) },
  '10,40': { tops: rowsFrom(11, 40) },
  // A short page: the leaderboard ends at position 53.
  '50,50': { tops: rowsFrom(51, 3) },
};

describe('the campaign leaderboard', () => {
  it('asks for 10 rows, then 40 and 50 more, and offers no more after a short page', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/campaign/:club/:id', () => HttpResponse.json(campaign)),
      http.get('/api/leaderboard/track/:uid', () => HttpResponse.json([])),
      http.get('/api/leaderboard/:uid', ({ request }) => {
        const params = new URL(request.url).searchParams;
        const key = `${params.get('offset') ?? ''},${params.get('length') ?? ''}`;
        asked.push(key);
        return HttpResponse.json(ANSWERS[key] ?? { error: `No answer written for ${key}.` });
      }),
    );
    const { user } = renderRoute('/campaigns/77/4242');
    const table = await screen.findByRole('table', { name: 'Campaign leaderboard' });
    const bodyRows = () => within(table).getAllByRole('row').slice(1);
    expect(bodyRows()).toHaveLength(10);
    expect(bodyRows()[0]).toHaveTextContent(/^1Racer199,993/);
    expect(bodyRows()[9]).toHaveTextContent(/^10Racer1099,930/);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    expect(bodyRows()[49]).toHaveTextContent(/^50Racer5099,650/);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(53));
    expect(bodyRows()[52]).toHaveTextContent(/^53Racer5399,629/);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(asked).toEqual(['0,10', '10,40', '50,50']);
  });
});
