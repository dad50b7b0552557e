import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { resetRateLimit } from '../../../src/mocks/rateLimit';
import { setRateLimit, setScenario } from '../../../src/mocks/scenarios';
import { DEMO_UIDS } from '../../../src/mocks/data/mapUids';
import { recordRequests } from './helpers';

// The page's code, loaded before the first test's 5 s waits start: cold, on a loaded machine, it can take longer.
beforeAll(async () => {
  await import('../../../src/pages/leaderboard/LeaderboardPage');
}, 60_000);

// Demo boards of the mocked API (src/mocks/data/leaderboards.ts DEEP_DEMO_BOARDS): 42,000 and 250,000 players, hidden
// scores at the top, ties further down.
const DEEP = 'DeepDemoMapUid00000000001';
const HUGE = 'HugeDemoMapUid00000000001';

/** Requests of single positions (the searches' probes). */
const probes = (requests: string[]) => requests.filter((path) => path.endsWith('&length=1'));

async function countRow(name: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: 'Medal holders' });
  return within(table).getByRole('row', { name: new RegExp(`^${name}`) });
}

afterEach(() => {
  server.events.removeAllListeners();
  setScenario('normal');
});

describe('medal counts', () => {
  it('start on a click and fill in the four counts with their share of all players', async () => {
    const requests = recordRequests();
    const { user } = renderRoute(`/leaderboard/${DEEP}`);
    const button = await screen.findByRole('button', { name: 'Count medal holders' });
    expect(screen.getByText('How many players hold each medal: takes about 20 seconds.')).toHaveAttribute(
      'title',
      '56 requests to the API',
    );
    expect(probes(requests)).toEqual([]);
    await user.click(button);
    expect(await screen.findByText('217 players · 0.52%', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('2,154 players · 5.1%', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('4,988 players · 11.9%', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('9,696 players · 23.1%', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect((await countRow('Author')).textContent).toContain('217 players');
    expect((await countRow('Bronze')).textContent).toContain('9,696 players');
    // A count holds the players of the medals above too, and says so.
    const table = screen.getByRole('table', { name: 'Medal holders' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['Author', 'Gold or better', 'Silver or better', 'Bronze or better']);
    // Four searches of at most 14 reads; the probes they share are asked once.
    const asked = probes(requests);
    expect(new Set(asked).size).toBe(asked.length);
    expect(asked.length).toBeLessThanOrEqual(56);
    expect(asked.length).toBeGreaterThanOrEqual(40);
  }, 20_000);

  it('say 10,000+ beyond the leaderboard’s reach, and count a tie at the line', async () => {
    const { user } = renderRoute(`/leaderboard/${HUGE}`);
    await user.click(await screen.findByRole('button', { name: 'Count medal holders' }));
    // Positions 1,289 and 1,290 both drove the author time exactly.
    expect(await screen.findByText('1,290 players · 0.52%', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findAllByText('10,000+ players', {}, { timeout: 10_000 })).toHaveLength(3);
  }, 20_000);

  it('count upwards on stunt maps, and below hidden top scores', async () => {
    const { user, unmount } = renderRoute(`/leaderboard/${DEMO_UIDS.stunt}`);
    await user.click(await screen.findByRole('button', { name: 'Count medal holders' }));
    expect(await screen.findByText('253 players · 3.2%', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('2,335 players · 29.2%', {}, { timeout: 10_000 })).toBeInTheDocument();
    unmount();
    renderRoute(`/leaderboard/${DEMO_UIDS.hidden}`);
    await user.click(await screen.findByRole('button', { name: 'Count medal holders' }));
    // The three hidden scores at the top hold every medal.
    expect(await screen.findByText('18 players · 0.52%', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('798 players · 23.1%', {}, { timeout: 10_000 })).toBeInTheDocument();
  }, 20_000);

  it('are kept: back on the board they show without a click and without a request', async () => {
    const { user, router } = renderRoute(`/leaderboard/${DEMO_UIDS.hidden}`);
    await user.click(await screen.findByRole('button', { name: 'Count medal holders' }));
    expect(await screen.findByText('798 players · 23.1%', {}, { timeout: 10_000 })).toBeInTheDocument();
    await act(() => router.navigate(`/leaderboard/${DEEP}`));
    expect(await screen.findByRole('button', { name: 'Count medal holders' })).toBeInTheDocument();
    const requests = recordRequests();
    await act(() => router.navigate(`/leaderboard/${DEMO_UIDS.hidden}`));
    expect(await screen.findByText('798 players · 23.1%')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Count medal holders' })).not.toBeInTheDocument();
    expect(probes(requests)).toEqual([]);
  }, 20_000);

  it('show the wait while the API’s rate limit pauses the queue, then finish', async () => {
    setScenario('ratelimit');
    setRateLimit({ limit: 20, windowSeconds: 2 });
    resetRateLimit();
    const { user } = renderRoute(`/leaderboard/${DEMO_UIDS.hidden}`);
    await user.click(await screen.findByRole('button', { name: 'Count medal holders' }));
    expect(
      await screen.findByText(/^Waiting \d+ s for the API's rate limit/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('798 players · 23.1%', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByText('18 players · 0.52%')).toBeInTheDocument();
    setRateLimit({});
  }, 30_000);

  it('reach the four counts in seconds with 100 ms of latency per answer', async () => {
    // Every leaderboard answer waits 100 ms, then the mocked API answers as usual.
    server.use(
      http.get('/api/leaderboard/:group/:uid', async () => {
        await delay(100);
      }),
    );
    const requests = recordRequests();
    const { user } = renderRoute(`/leaderboard/${DEEP}`);
    const button = await screen.findByRole('button', { name: 'Count medal holders' });
    const started = performance.now();
    await user.click(button);
    await screen.findByText('217 players · 0.52%', {}, { timeout: 20_000 });
    await screen.findByText('9,696 players · 23.1%', {}, { timeout: 20_000 });
    await screen.findByText('2,154 players · 5.1%', {}, { timeout: 20_000 });
    await screen.findByText('4,988 players · 11.9%', {}, { timeout: 20_000 });
    const elapsed = performance.now() - started;
    console.info(`medal counts: ${probes(requests).length} requests, ${Math.round(elapsed)} ms with 100 ms latency`);
    // Three requests in flight at a time: about 50 requests take about 17 rounds of 100 ms; jsdom and msw add their
    // own time on a busy machine (the e2e spec measures a real browser).
    expect(elapsed).toBeLessThan(15_000);
  }, 40_000);
});
