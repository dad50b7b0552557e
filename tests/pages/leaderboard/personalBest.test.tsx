import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { totdMap } from '../../../src/mocks/handlers/totd';
import { DEMO_UIDS } from '../../../src/mocks/data/mapUids';
import { personalRecord } from '../../../src/mocks/data/leaderboards';
import { MOCK_USER } from '../../../src/mocks/data/mockUser';
import { positionRows, recordRequests } from './helpers';

// The page's code, loaded before the first test's 5 s waits start: cold, on a loaded machine, it can take longer.
beforeAll(async () => {
  await import('../../../src/pages/leaderboard/LeaderboardPage');
}, 60_000);

const uid = totdMap(2024, 3, 15).mapUid;
const card = () => screen.findByRole('region', { name: 'Your personal best' });

describe('the personal best card (signed in)', () => {
  it('shows medal, rank, score, time, driven time and the ghost link', async () => {
    const record = personalRecord('map', uid) as {
      rank: number;
      score: number;
      time: number;
      url: string;
      rankexact: boolean;
    };
    renderRoute(`/leaderboard/${uid}`, { signedIn: true });
    const box = within(await card());
    expect(await box.findByText('2,725')).toBeInTheDocument();
    // A race map's score is its time: shown once, as the time.
    expect(box.getAllByText('0:52.775')).toHaveLength(1);
    expect(box.getByText('Time')).toBeInTheDocument();
    expect(box.queryByText('Score')).not.toBeInTheDocument();
    expect(box.getByRole('link', { name: 'Download ghost' })).toHaveAttribute('href', record.url);
    expect(box.getByText('Medal')).toBeInTheDocument();
    expect(box.queryByText('Removed')).not.toBeInTheDocument();
    expect(box.queryByTitle('The rank may be inaccurate for equal times.')).toBeNull();
  });

  it('says how far the next medal is, from the map’s own medal times, signed as the game signs a time behind', async () => {
    server.use(
      http.get('/api/map/:uid', ({ params }) =>
        HttpResponse.json({
          mapUid: String(params.uid),
          name: 'Gap map',
          mapType: 'TrackMania\\TM_Race',
          authorScore: 41_000,
          goldScore: 44_000,
          silverScore: 50_000,
          bronzeScore: 62_000,
        }),
      ),
      http.get('/api/leaderboard/personal/:group/:uid', () =>
        HttpResponse.json({ time: 44_231, score: 44_231, rank: 250 }),
      ),
    );
    renderRoute(`/leaderboard/${uid}`, { signedIn: true });
    const box = within(await card());
    expect(await box.findByText('+0.231 s to gold')).toBeInTheDocument();
    expect(box.getByRole('img', { name: 'Silver medal' })).toBeInTheDocument();
  });

  it('Jump to record moves the offset to the record and highlights the own row', async () => {
    const record = personalRecord('map', uid) as { rank: number };
    const { user, router } = renderRoute(`/leaderboard/${uid}`, { signedIn: true });
    await positionRows();
    await user.click(await within(await card()).findByRole('button', { name: 'Jump to record' }));
    expect(router.state.location.search).toBe(`?offset=${record.rank - 6}`);
    const own = await waitFor(async () => {
      const row = (await positionRows()).find((candidate) => candidate.getAttribute('aria-current') === 'true');
      expect(row).toBeDefined();
      return row;
    });
    expect(own).toHaveTextContent('2,725');
    expect(own).toHaveTextContent('MockPilot');
    expect(own).toHaveTextContent('You');
  });

  it('shows a removed record and an approximate rank with their reasons', async () => {
    renderRoute(`/leaderboard/${DEMO_UIDS.hidden}`, { signedIn: true });
    const box = within(await card());
    expect(await box.findByText('Removed')).toHaveAttribute('title', 'This record was removed by the game’s maker.');
    expect(box.getByTitle('The rank may be inaccurate for equal times.')).toHaveTextContent('~');
    expect(box.getByText('10')).toBeInTheDocument();
    // The own row is on the first page here.
    const own = (await positionRows()).find((row) => row.getAttribute('aria-current') === 'true');
    expect(own).toHaveTextContent('You');
  });

  it('says so when the player has no record, and asks with the session', async () => {
    let auth = '';
    server.use(
      http.get('/api/leaderboard/personal/:group/:uid', ({ request }) => {
        auth = request.headers.get('Authorization') ?? '';
        return HttpResponse.json({});
      }),
    );
    renderRoute(`/leaderboard/${uid}`, { signedIn: true });
    expect(await within(await card()).findByText('You have no record on this leaderboard yet.')).toBeInTheDocument();
    expect(auth).toBe(`Tmio ${MOCK_USER.secret}`);
  });

  it('shows an error inside the card when the personal record fails', async () => {
    server.use(
      http.get('/api/leaderboard/personal/:group/:uid', () =>
        HttpResponse.json({ error: 'Personal records are unavailable' }),
      ),
    );
    renderRoute(`/leaderboard/${uid}`, { signedIn: true });
    expect(await within(await card()).findByRole('alert')).toHaveTextContent('Personal records are unavailable');
    expect(await positionRows()).toHaveLength(15);
  });

  it('is not shown, and not asked for, when signed out; no row is highlighted', async () => {
    const requests = recordRequests();
    renderRoute(`/leaderboard/${DEMO_UIDS.hidden}`);
    const rows = await positionRows();
    expect(screen.queryByRole('region', { name: 'Your personal best' })).not.toBeInTheDocument();
    expect(rows.some((row) => row.getAttribute('aria-current') === 'true')).toBe(false);
    expect(screen.queryByText('You')).not.toBeInTheDocument();
    expect(requests.some((path) => path.includes('/personal/'))).toBe(false);
    server.events.removeAllListeners();
  });
});
