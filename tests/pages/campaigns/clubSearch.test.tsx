import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { untilAnswered } from '../../pause';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { rows, shownNames, watchCampaignRequests } from './helpers';

// The page's code, loaded before the first test's 5 s waits start: cold, on a loaded machine, it can take longer.
beforeAll(async () => {
  await import('../../../src/pages/campaigns/CampaignsPage');
}, 60_000);

const searchBox = () => screen.getByRole('searchbox', { name: 'Search club campaigns' });
const clearButton = () => screen.getByRole('button', { name: 'Clear search' });
const search = (router: ReturnType<typeof renderRoute>['router']) => router.state.location.search;
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('the club campaigns search', () => {
  it('is not on the seasonal tab', async () => {
    renderRoute('/campaigns');
    await rows();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('is on the club tab, labelled, with a placeholder and a disabled Clear while empty', async () => {
    renderRoute('/campaigns/club');
    await waitFor(() => expect(searchBox()).toHaveAttribute('placeholder', 'Search clubs or campaigns'));
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(searchBox()).toHaveValue('');
    expect(clearButton()).toBeDisabled();
  });

  it('asks the API once, 500 ms after the typing pauses, from page 0, and puts the search in the address', async () => {
    const requests = watchCampaignRequests();
    const { router, queryClient } = renderRoute('/campaigns/club');
    await rows();
    expect(requests).toEqual([{ page: '/api/campaigns/club/0', search: null }]);

    // Fake timers from the typing on: while the test runs synchronously the clock moves by exactly what it says,
    // however busy the machine is; while it awaits, timers run at the real pace (the answer, the page's updates).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    fireEvent.change(searchBox(), { target: { value: 'sp' } });
    advance(300);
    fireEvent.change(searchBox(), { target: { value: 'speed' } });
    advance(499);
    // 799 ms after the first key, 499 after the last: the address is as it was.
    expect(search(router)).toBe('');
    advance(1);
    expect(search(router)).toBe('?search=speed');

    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toEqual({ page: '/api/campaigns/club/0', search: 'speed' });
    await waitFor(async () =>
      expect(await shownNames()).toEqual([
        'Speed Speed Ñandú',
        'Wall Speed',
        'Ice Sky',
        'Dirt Drift Çöl',
        'Speed Drift',
        'Speed Ratorzen ⚡',
        'Ride Drift',
        'Drift Bob',
        'Tech Loop #2',
        'Speed Luxluxfel',
        'Rally Arqua',
        'Speed Wall',
        'Speed Ride',
        'Speed Loop',
        'Speed Sky',
        'Sky Nene',
        'Flow Bob',
        'Flow Speed',
        'Bob Speed Дорога',
        'Ice Speed',
        'Dirt Speed',
        'Jump Qualux',
        'Ice Speed',
        'Speed Canyon',
        'Speed Canyon',
      ]),
    );
    // Past another debounce at once, not slept out: a second pause set by the answer would have asked again.
    await act(() => vi.advanceTimersByTimeAsync(600));
    await untilAnswered(queryClient);
    expect(requests).toHaveLength(2);
  });

  it('replaces the history entry instead of adding one per pause', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderRoute('/campaigns/club');
    await rows();
    const before = router.state.historyAction;
    fireEvent.change(searchBox(), { target: { value: 'ice' } });
    advance(600);
    await waitFor(() => expect(search(router)).toBe('?search=ice'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(before).toBe('POP');
  });

  it('searches at once on Enter', async () => {
    const requests = watchCampaignRequests();
    const { user, router } = renderRoute('/campaigns/club');
    await rows();
    fireEvent.change(searchBox(), { target: { value: 'drift' } });
    await user.type(searchBox(), '{Enter}');
    await waitFor(() => expect(search(router)).toBe('?search=drift'));
    expect(requests.at(-1)).toEqual({ page: '/api/campaigns/club/0', search: 'drift' });
  });

  it('shows the same results for a pasted link or a reload with ?search=', async () => {
    const requests = watchCampaignRequests();
    renderRoute('/campaigns/club?search=Racing');
    expect(await shownNames()).toEqual([
      'Rally Bob',
      'Dirt Dirt',
      'Turbo Torquaki',
      'Turbo Minezen 🏁',
      'Ride Nedro #3',
      'Canyon Spiral',
      'Bob Ulul',
      'Tech Stoka',
      'Rally Ramitor',
      'Turbo Mivixtor',
      'Tech Turbo',
      'Speed Ice',
      'Ice Bob',
      'Flow Drift',
      'Dirt Zenka Çöl',
      'Sky Sky',
      'Grass Neon',
      'Spiral Zenfel',
      'Bob Canyon',
      'Neon Sky 🔥',
      'Turbo Wall',
      'Ride Kidrosto',
      'Flow Zenqua',
      'Jump Vixfel',
      'Wall Canyon',
    ]);
    expect(searchBox()).toHaveValue('Racing');
    expect(requests).toEqual([{ page: '/api/campaigns/club/0', search: 'Racing' }]);
  });

  it('matches club and campaign names case-insensitively, without their $ codes', async () => {
    renderRoute('/campaigns/club?search=rACiNg');
    const list = await rows();
    expect(list.length).toBeGreaterThan(0);
    list.forEach((row) => expect(row.textContent.toLowerCase()).toContain('racing'));
  });

  it('starts again from page 0 after Load more, and Load more continues the search', async () => {
    const requests = watchCampaignRequests();
    const { user } = renderRoute('/campaigns/club');
    await rows();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(50));
    fireEvent.change(searchBox(), { target: { value: 'speed' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(async () => expect(await rows()).toHaveLength(25));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(50));
    expect(requests.slice(2)).toEqual([
      { page: '/api/campaigns/club/0', search: 'speed' },
      { page: '/api/campaigns/club/1', search: 'speed' },
    ]);
  });

  it('says when nothing matches', async () => {
    renderRoute('/campaigns/club?search=zzqqxx');
    expect(await screen.findByRole('status')).toHaveTextContent('No club campaign or club matches “zzqqxx”.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('disables Clear while loading, then Clear empties the box, the address and the filter', async () => {
    server.use(
      http.get('/api/campaigns/club/:page', async () => {
        await delay(300);
        return undefined;
      }),
    );
    const { user, router } = renderRoute('/campaigns/club?search=speed');
    await waitFor(() => expect(searchBox()).toHaveValue('speed'));
    expect(clearButton()).toBeDisabled();
    await rows();
    await waitFor(() => expect(clearButton()).toBeEnabled());

    await user.click(clearButton());
    expect(searchBox()).toHaveValue('');
    expect(search(router)).toBe('');
    expect(clearButton()).toBeDisabled();
    await waitFor(async () =>
      expect(await shownNames()).toEqual([
        'Loop Ice',
        'Wall Drift',
        'Flow Drift',
        'Speed Speed Ñandú',
        'Wall Speed',
        'Neon Ulul',
        'Sky Bob',
        'Spiral Canyon 夜明け',
        'Ice Sky',
        'Rally Bob',
        'Turbo Flow',
        'Ice Jump',
        'Ice Spiral',
        'Dirt Drift Çöl',
        'Drift Torkalux',
        'Speed Drift',
        'Rally Rally',
        'Wall Vixfel',
        'Turbo Neulzen',
        'Tech Ride #1',
        'Sky Qualux',
        'Dirt Canyon 夜明け',
        'Ice Drozenfel',
        'Loop Mimi',
        'Jump Quavo',
      ]),
    );
  });

  it('follows the address when the Club campaigns tab is clicked during a search', async () => {
    // Timers run at the real pace while the page loads; the debounce is then skipped past at once, not slept out.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { user, router } = renderRoute('/campaigns/club?search=speed');
    await rows();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Campaign lists' })).getByRole('link', { name: 'Club campaigns' }),
    );
    await waitFor(() => expect(searchBox()).toHaveValue(''));
    expect(search(router)).toBe('');
    await waitFor(async () =>
      expect(await shownNames()).toEqual([
        'Loop Ice',
        'Wall Drift',
        'Flow Drift',
        'Speed Speed Ñandú',
        'Wall Speed',
        'Neon Ulul',
        'Sky Bob',
        'Spiral Canyon 夜明け',
        'Ice Sky',
        'Rally Bob',
        'Turbo Flow',
        'Ice Jump',
        'Ice Spiral',
        'Dirt Drift Çöl',
        'Drift Torkalux',
        'Speed Drift',
        'Rally Rally',
        'Wall Vixfel',
        'Turbo Neulzen',
        'Tech Ride #1',
        'Sky Qualux',
        'Dirt Canyon 夜明け',
        'Ice Drozenfel',
        'Loop Mimi',
        'Jump Quavo',
      ]),
    );
    // The box's old text must not come back once the debounce runs out.
    await act(() => vi.advanceTimersByTimeAsync(700));
    expect(search(router)).toBe('');
  });
});
