import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { searchPage, searchPlayers } from '../../../src/mocks/data/playerSearch';
import { resetButton, resultRows, searchBox, watchPlayerRequests } from './helpers';

beforeAll(async () => {
  await import('../../../src/pages/players/PlayersPage');
});

afterEach(() => {
  vi.useRealTimers();
});

const SHORT = 'Type at least 4 characters.';
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const query = (router: ReturnType<typeof renderRoute>['router']) => router.state.location.search;

describe('player search', () => {
  it('shows the box, the reset button, the warning and the credit, and asks nothing before a search', async () => {
    const requests = watchPlayerRequests();
    renderRoute('/players');
    expect(await screen.findByRole('heading', { level: 1, name: 'Players' })).toBeInTheDocument();
    expect(searchBox()).toHaveAttribute('placeholder', 'Player name or vanity');
    expect(searchBox()).toHaveValue('');
    expect(resetButton()).toBeDisabled();
    expect(
      screen.getByText(
        /^Not everyone can be found: accounts that never played ranked, royal or a Cup of the Day may be missing/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/thanks to the community partner who shared the account dataset/i)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Trackmania.io - Player search'));
    expect(requests).toEqual([]);
  });

  it('asks once, 500 ms after the typing pauses, and puts the search in the address', async () => {
    const requests = watchPlayerRequests();
    const { router } = renderRoute('/players');
    await screen.findByRole('searchbox', { name: 'Search players' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fireEvent.change(searchBox(), { target: { value: 'odr' } });
    advance(300);
    fireEvent.change(searchBox(), { target: { value: 'odro' } });
    advance(499);
    expect(query(router)).toBe('');
    expect(screen.queryByText(SHORT)).not.toBeInTheDocument();
    advance(1);
    expect(query(router)).toBe('?search=odro');
    await act(() => vi.runOnlyPendingTimersAsync());
    vi.useRealTimers();
    expect(await resultRows()).toHaveLength(50);
    expect(requests).toEqual(['/api/players/find?search=odro&page=0']);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says "Type at least 4 characters." for a shorter search and asks nothing', async () => {
    const requests = watchPlayerRequests();
    const { router } = renderRoute('/players');
    await screen.findByRole('searchbox', { name: 'Search players' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(searchBox(), { target: { value: ' abc ' } });
    advance(600);
    vi.useRealTimers();
    expect(await screen.findByText(SHORT)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(SHORT);
    expect(query(router)).toBe('');
    expect(requests).toEqual([]);
    expect(resetButton()).toBeEnabled();
  });

  it('clears the query and its results when the search gets too short', async () => {
    const requests = watchPlayerRequests();
    const { router } = renderRoute('/players?search=odro');
    expect(searchBox()).toHaveValue('odro');
    expect(await resultRows()).toHaveLength(50);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(searchBox(), { target: { value: 'odr' } });
    advance(600);
    vi.useRealTimers();
    expect(await screen.findByText(SHORT)).toBeInTheDocument();
    await waitFor(() => expect(query(router)).toBe(''));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(searchBox()).toHaveValue('odr');
    expect(requests).toEqual(['/api/players/find?search=odro&page=0']);
  });

  it('treats a too-short search in the address like typed text: message, no request, address cleared', async () => {
    const requests = watchPlayerRequests();
    const { router } = renderRoute('/players?search=ab');
    expect(await screen.findByText(SHORT)).toBeInTheDocument();
    expect(searchBox()).toHaveValue('ab');
    await waitFor(() => expect(query(router)).toBe(''));
    expect(requests).toEqual([]);
  });

  it('searches at once on Enter', async () => {
    const requests = watchPlayerRequests();
    const { router, user } = renderRoute('/players');
    await user.type(await screen.findByRole('searchbox', { name: 'Search players' }), 'mockpilot{Enter}');
    expect(query(router)).toBe('?search=mockpilot');
    expect(await resultRows()).toHaveLength(1);
    expect(requests).toEqual(['/api/players/find?search=mockpilot&page=0']);
  });

  it('loads pages of 50 with Load more until a page comes back shorter', async () => {
    const total = searchPlayers('odro').length;
    expect(total).toBeGreaterThan(100);
    expect(total).toBeLessThan(150);
    const requests = watchPlayerRequests();
    const { user } = renderRoute('/players?search=odro');
    expect(await resultRows()).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await resultRows()).toHaveLength(100));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await resultRows()).toHaveLength(total));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(requests).toEqual([0, 1, 2].map((page) => `/api/players/find?search=odro&page=${page}`));
  });

  it('ends the list at a short page and never repeats a player shown before', async () => {
    const first = searchPage('odro', 0);
    server.use(
      http.get('/api/players/find', ({ request }) => {
        const page = new URL(request.url).searchParams.get('page');
        // Page 1 repeats five players of page 0 (the index shifted between the requests) and is short.
        return HttpResponse.json(page === '0' ? first : page === '1' ? first.slice(45) : []);
      }),
    );
    const { user } = renderRoute('/players?search=odro');
    expect(await resultRows()).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
    expect(await resultRows()).toHaveLength(50);
  });

  it('says when nothing matches', async () => {
    renderRoute('/players?search=zzzzzz');
    expect(await screen.findByText('No players found for “zzzzzz”.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('resets the box, the address and the results, and keeps the focus in the box', async () => {
    const { router, user } = renderRoute('/players?search=odro');
    await resultRows();
    await user.click(resetButton());
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveFocus();
    expect(query(router)).toBe('');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(resetButton()).toBeDisabled();
  });

  it('follows the address when the Search tab is clicked', async () => {
    const { router, user } = renderRoute('/players?search=odro');
    await resultRows();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Player lists' })).getByRole('link', { name: 'Search' }),
    );
    await waitFor(() => expect(searchBox()).toHaveValue(''));
    expect(query(router)).toBe('');
  });
});
