import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';

beforeAll(async () => {
  await import('../../../src/pages/campaign/CampaignPage');
}, 60_000);

const campaign = {
  id: 4243,
  name: 'Unread Cup',
  clubid: 77,
  clubname: 'Pagers',
  leaderboarduid: 'unread-group',
  playlist: [],
  mediae: [],
};
const standing = (position: number) => ({
  player: { id: `acc-${String(position)}`, name: `Racer${String(position)}` },
  position,
  points: 100_000 - position,
});
/** Position 5 as the answer sends a player whose account id is missing: a name and a zone, no id. */
const ghost = { player: { name: 'GhostPilot', zone: { name: 'France', flag: 'FRA' } }, position: 5, points: 99_995 };

// Bug fixed: the leaderboard ended at the first page of fewer rows read than asked for, so a full first page of 10
// with an unreadable row looked like the last one and Load more went away with more players behind it.
describe('the campaign leaderboard with a row whose player has no id', () => {
  it('says "1 player could not be read." and still loads the next page', async () => {
    const first = Array.from({ length: 10 }, (_, i) => (i === 4 ? ghost : standing(i + 1)));
    server.use(
      http.get('/api/campaign/:club/:id', () => HttpResponse.json(campaign)),
      http.get('/api/leaderboard/track/:uid', () => HttpResponse.json([])),
      http.get('/api/leaderboard/:uid', ({ request }) =>
        HttpResponse.json({
          tops: new URL(request.url).searchParams.get('offset') === '0' ? first : [standing(11), standing(12)],
        }),
      ),
    );
    const { user } = renderRoute('/campaigns/77/4243');
    const table = await screen.findByRole('table', { name: 'Campaign leaderboard' });
    const positions = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(positions()).toEqual(['1', '2', '3', '4', '6', '7', '8', '9', '10']);
    expect(screen.queryByText('GhostPilot')).not.toBeInTheDocument();
    expect(screen.getByText('1 player could not be read.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('Racer12')).toBeInTheDocument();
    expect(positions()).toEqual(['1', '2', '3', '4', '6', '7', '8', '9', '10', '11', '12']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
