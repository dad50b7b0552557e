import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { mockCampaignDetail } from '../../../src/mocks/data/campaign';
import { mockCampaignAt } from '../../../src/mocks/data/campaigns';
import { MOCK_USER } from '../../../src/mocks/data/mockUser';
import { recordRequests } from '../leaderboard/helpers';

// The page's code, loaded before the first test's 5 s waits start: cold, on a loaded machine, it can take longer.
beforeAll(async () => {
  await import('../../../src/pages/campaign/CampaignPage');
}, 60_000);

// Spec part 2: a signed-in player sees their own campaign position from /api/leaderboard/personal/{leaderboarduid}.
const seasonal = mockCampaignAt('seasonal', 2);
const detail = mockCampaignDetail(seasonal.id);
if (!detail) throw new Error('no seasonal campaign');
const path = `/campaigns/seasonal/${seasonal.id}`;
const card = () => screen.findByRole('region', { name: 'Your campaign position' });

describe('the own campaign position (signed in)', () => {
  it('shows the position and points, asked for with the session', async () => {
    let auth = '';
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === `/api/leaderboard/personal/${detail.leaderboarduid}`)
        auth = request.headers.get('Authorization') ?? '';
    });
    renderRoute(path, { signedIn: true });
    const box = within(await card());
    expect(await box.findByText('262')).toBeInTheDocument();
    expect(box.getByText('24,278')).toBeInTheDocument();
    expect(box.getByText('Position')).toBeInTheDocument();
    expect(auth).toBe(`Tmio ${MOCK_USER.secret}`);
    // It sits in the campaign leaderboard's section, above the table.
    expect(await screen.findByRole('table', { name: 'Campaign leaderboard' })).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('shows a loading state while the answer is awaited', async () => {
    server.use(
      http.get('/api/leaderboard/personal/:uid', async () => {
        await delay(300);
        return HttpResponse.json({ position: 7, points: 1234 });
      }),
    );
    renderRoute(path, { signedIn: true });
    expect(await within(await card()).findByRole('progressbar')).toBeInTheDocument();
    expect(await within(await card()).findByText('1,234')).toBeInTheDocument();
  });

  it('says so when the player has no position', async () => {
    server.use(http.get('/api/leaderboard/personal/:uid', () => HttpResponse.json({})));
    renderRoute(path, { signedIn: true });
    expect(await within(await card()).findByText('You have no position in this campaign yet.')).toBeInTheDocument();
  });

  it('reads the map record spelling (rank, score) too', async () => {
    server.use(http.get('/api/leaderboard/personal/:uid', () => HttpResponse.json({ rank: 4321, score: 56_789 })));
    renderRoute(path, { signedIn: true });
    const box = within(await card());
    expect(await box.findByText('4,321')).toBeInTheDocument();
    expect(box.getByText('56,789')).toBeInTheDocument();
  });

  it('shows an error inside the card, and the leaderboard still shows', async () => {
    server.use(
      http.get('/api/leaderboard/personal/:uid', () =>
        HttpResponse.json({ error: 'Personal positions are unavailable' }),
      ),
    );
    renderRoute(path, { signedIn: true });
    const alert = await within(await card()).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your campaign position');
    expect(alert).toHaveTextContent('Personal positions are unavailable');
    expect(await screen.findByRole('table', { name: 'Campaign leaderboard' })).toBeInTheDocument();
  });
});

describe('the own campaign position (visitor)', () => {
  it('is not shown and not asked for', async () => {
    const requests = recordRequests();
    renderRoute(path);
    await screen.findByRole('table', { name: 'Campaign leaderboard' });
    await waitFor(() => expect(requests.some((p) => p.startsWith('/api/leaderboard/track/'))).toBe(true));
    expect(screen.queryByRole('region', { name: 'Your campaign position' })).not.toBeInTheDocument();
    expect(requests.filter((p) => p.startsWith('/api/leaderboard/personal/'))).toEqual([]);
    server.events.removeAllListeners();
  });
});
