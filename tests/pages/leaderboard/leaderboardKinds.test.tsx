import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { setScenario } from '../../../src/mocks/scenarios';
import { DEMO_UIDS } from '../../../src/mocks/data/mapUids';
import { mapByUid } from '../../../src/mocks/data/mapByUid';
import { positionRows, recordRequests } from './helpers';

// The page's code, loaded before the first test's 5 s waits start: cold, on a loaded machine, it can take longer.
beforeAll(async () => {
  await import('../../../src/pages/leaderboard/LeaderboardPage');
}, 60_000);

describe('map types and empty states', () => {
  it('shows points on stunt maps, higher scores earning the better medals', async () => {
    renderRoute(`/leaderboard/${DEMO_UIDS.stunt}`);
    const rows = await positionRows();
    const table = screen.getByRole('table', { name: 'Positions' });
    expect(within(table).getByRole('columnheader', { name: 'Points' })).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('73,440 pts')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByRole('img', { name: 'Author medal' })).toBeInTheDocument();
    const medals = screen.getByRole('table', { name: 'Medal thresholds' });
    expect(medals).toHaveTextContent('68,000 pts');
  });

  it('says Royal maps have no records, and asks for no rows', async () => {
    const requests = recordRequests();
    renderRoute(`/leaderboard/${DEMO_UIDS.royal}`, { signedIn: true });
    expect(
      await screen.findByText('This map type does not support online records and leaderboards.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Positions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+500' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your personal best' })).not.toBeInTheDocument();
    expect(requests.filter((path) => path.startsWith('/api/leaderboard/'))).toEqual([]);
    const info = await screen.findByRole('table', { name: 'Map information' });
    expect(within(info).queryByRole('rowheader', { name: 'Leaderboard' })).not.toBeInTheDocument();
    expect(within(info).queryByRole('rowheader', { name: 'Players' })).not.toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('says platform maps have no online leaderboard, shows respawn medals and the personal best in respawns', async () => {
    renderRoute(`/leaderboard/${DEMO_UIDS.platform}`, { signedIn: true });
    expect(await screen.findByText('This map type does not support online leaderboards.')).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Your personal best' });
    expect(await within(card).findByText('2 respawns')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Jump to record' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Positions' })).not.toBeInTheDocument();
    expect(screen.queryByText('This leaderboard is empty.')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Medal thresholds' })).toHaveTextContent(/respawns?/);
    // No leaderboard, so no leaderboard facts beside the notice ("Leaderboard Open", "Players ~0" said otherwise).
    const info = await screen.findByRole('table', { name: 'Map information' });
    expect(within(info).getByRole('rowheader', { name: 'Map type' })).toBeInTheDocument();
    expect(within(info).queryByRole('rowheader', { name: 'Leaderboard' })).not.toBeInTheDocument();
    expect(within(info).queryByRole('rowheader', { name: 'Players' })).not.toBeInTheDocument();
    expect(info).not.toHaveTextContent('Open');
  });

  it('shows respawns when a platform leaderboard does send rows', async () => {
    const player = { id: 'p-1', name: 'Hopper' };
    server.use(
      http.get('/api/leaderboard/:group/:uid', () =>
        HttpResponse.json({ tops: [{ player, position: 1, score: 3, time: 50_000 }], playercount: 1 }),
      ),
    );
    renderRoute(`/leaderboard/${DEMO_UIDS.platform}`);
    const rows = await positionRows();
    expect(
      within(screen.getByRole('table', { name: 'Positions' })).getByRole('columnheader', { name: 'Respawns' }),
    ).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('3 respawns')).toBeInTheDocument();
  });

  it('says when the leaderboard is empty, without a Load more button', async () => {
    renderRoute(`/leaderboard/${DEMO_UIDS.empty}`);
    expect(await screen.findByText('This leaderboard is empty.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('survives a leaderboard answer with tops null and no player count', async () => {
    server.use(http.get('/api/leaderboard/:group/:uid', () => HttpResponse.json({ tops: null })));
    renderRoute(`/leaderboard/${DEMO_UIDS.stunt}`);
    expect(await screen.findByText('This leaderboard is empty.')).toBeInTheDocument();
  });

  it('hides hidden scores behind a dash with the reason, and marks a closed leaderboard', async () => {
    renderRoute(`/leaderboard/${DEMO_UIDS.hidden}`);
    const rows = await positionRows();
    const hidden = within(rows[0] as HTMLElement).getByTitle(
      'Top scores on this map are hidden at the author’s request.',
    );
    expect(hidden).toHaveTextContent('–');
    expect(within(rows[0] as HTMLElement).getByRole('img', { name: 'No medal' })).toBeInTheDocument();
    const info = await screen.findByRole('table', { name: 'Map information' });
    expect(within(info).getByText('Closed')).toHaveAttribute(
      'title',
      'A closed leaderboard does not accept new records.',
    );
    expect(within(info).getByText('~3,456').getAttribute('title')).toContain(
      'Player counts for closed leaderboards may be inaccurate.',
    );
    const map = mapByUid(DEMO_UIDS.hidden);
    expect(within(info).getByRole('rowheader', { name: 'Submitter' }).closest('tr')).toHaveTextContent(
      map.submitterplayer?.name ?? '',
    );
  });
});

describe('the loading and error states', () => {
  it('says the service is slow after 5 seconds of loading (fake timers)', async () => {
    // shouldAdvanceTime: the page's own awaits still run; only the long wait is skipped.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      server.use(http.get('/api/map/:uid', () => new Promise<Response>(() => undefined)));
      renderRoute(`/leaderboard/${DEMO_UIDS.stunt}`);
      expect(await screen.findByRole('progressbar', { name: 'Loading the map…' })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(4000));
      expect(screen.queryByText(/Still loading/)).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1500));
      expect(screen.getByText(/Still loading… the leaderboard service can be slow/)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  const cases: [string, () => Response, RegExp][] = [
    ['a 500', () => new HttpResponse('Internal error', { status: 500 }), /HTTP 500/],
    ['a network failure', () => HttpResponse.error(), /Could not reach the server/],
    ['an HTML page', () => HttpResponse.html('<!doctype html><p>Maintenance</p>'), /not JSON/],
    ['an {error} answer', () => HttpResponse.json({ error: 'Map not found' }), /Map not found/],
  ];

  it.each(cases)('the map: %s gives a clear message, and the tabs keep working', async (_name, reply, detail) => {
    server.use(http.get('/api/map/:uid', reply));
    const { user } = renderRoute(`/leaderboard/${DEMO_UIDS.stunt}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this map');
    expect(alert).toHaveTextContent(detail);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'TOTD' }),
    );
    expect(await screen.findByRole('heading', { name: 'Track of the Day' })).toBeInTheDocument();
  });

  it.each(cases)('the rows: %s gives a clear message under the map', async (_name, reply, detail) => {
    server.use(http.get('/api/leaderboard/:group/:uid', reply));
    renderRoute(`/leaderboard/${DEMO_UIDS.stunt}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the leaderboard');
    expect(alert).toHaveTextContent(detail);
    expect(screen.getByRole('table', { name: 'Medal thresholds' })).toBeInTheDocument();
  });

  it('keeps the rows when Load more fails', async () => {
    const { user } = renderRoute(`/leaderboard/${DEMO_UIDS.stunt}`);
    await positionRows();
    server.use(http.get('/api/leaderboard/:group/:uid', () => HttpResponse.json({ error: 'Too busy' })));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load more positionsToo busy');
    expect(await positionRows()).toHaveLength(15);
  });

  it('shows the error scenario’s message', async () => {
    setScenario('error');
    renderRoute(`/leaderboard/${DEMO_UIDS.stunt}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('error scenario');
  });
});
