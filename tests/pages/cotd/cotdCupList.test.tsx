import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { currentPath, renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { cupPage } from '../../../src/mocks/data/cups';
import { bodyRows, cellTexts, recordRequests, preloadCotdPages } from './cotdTestData';

beforeAll(preloadCotdPages, 60_000);

const CUPS = '/api/cotd/:page';

async function cupRows() {
  return bodyRows(await screen.findByRole('table', { name: 'Cups' }));
}

const cup = (id: number, name: string, players = 100) => ({
  id,
  name,
  starttime: 1_700_000_000 + id,
  endtime: 1_700_007_200 + id,
  players,
});

describe('the cup list', () => {
  it('lists the newest cups with ID, name, relative start time, players and an Info link', async () => {
    renderRoute('/cotd');
    const rows = await cupRows();
    const expected = cupPage('crossplay', 0).competitions;
    expect(rows).toHaveLength(expected.length);
    const table = screen.getByRole('table', { name: 'Cups' });
    const columnHeaders = within(table).getAllByRole('columnheader');
    expect(columnHeaders.map((th) => th.textContent)).toEqual(['ID', 'Name', 'Players', 'Details']);
    // The ID column is hidden on phones.
    expect(columnHeaders[0]).toHaveClass('is-hidden-mobile');
    expect(within(rows[0] as HTMLElement).getAllByRole('cell')[0]).toHaveClass('is-hidden-mobile');

    const second = expected[1];
    if (!second) throw new Error('no cups');
    const row = within(rows[1] as HTMLElement);
    expect(cellTexts(rows[1] as HTMLElement)[0]).toBe(String(second.id));
    expect(row.getByText(second.name)).toBeInTheDocument();
    const time = row.getByText('30 minutes ago');
    expect(time).toHaveAttribute('title', '18 Nov 2026, 10:00');
    expect(cellTexts(rows[1] as HTMLElement)[2]).toBe('391');
    expect(row.getByRole('link', { name: `Info on ${second.name}` })).toHaveAttribute('href', `/cotd/${second.id}`);
    expect(row.getByRole('link', { name: `Info on ${second.name}` })).toHaveTextContent('Info');
    // The first cup has not started yet: its start is in the future.
    expect(within(rows[0] as HTMLElement).getByText(/^in /)).toBeInTheDocument();
  });

  it('tags reruns (names ending in #2 to #9)', async () => {
    server.use(
      http.get(CUPS, () =>
        HttpResponse.json({
          competitions: [
            cup(3, 'Cup of the Day 2024-03-15 #3'),
            cup(2, 'Cup of the Day 2024-03-15 #2'),
            cup(1, 'Cup of the Day 2024-03-15 #1'),
          ],
          page_max: 1,
        }),
      ),
    );
    renderRoute('/cotd');
    const rows = await cupRows();
    expect(within(rows[0] as HTMLElement).getByText('Rerun')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Rerun')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).queryByText('Rerun')).not.toBeInTheDocument();
  });

  it('has the five platform buttons and the crossplay hint; a platform reloads from page 0 and is kept in the address', async () => {
    const requests = recordRequests();
    const { user, router } = renderRoute('/cotd');
    await cupRows();
    const group = screen.getByRole('group', { name: 'Platform' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Crossplay', 'PC', 'Xbox', 'PlayStation', 'Luna']);
    expect(
      screen.getByText('Platform-exclusive cups are for players who have crossplay disabled.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more cups' }));
    await waitFor(async () => expect(await cupRows()).toHaveLength(24));

    await user.click(within(group).getByRole('button', { name: 'PlayStation' }));
    expect(router.state.location.search).toBe('?platform=psn');
    expect(within(group).getByRole('button', { name: 'PlayStation', pressed: true })).toBeInTheDocument();
    await waitFor(async () => expect((await cupRows())[0]).toHaveTextContent('Cup of the Day PlayStation'));
    expect(await cupRows()).toHaveLength(12);
    expect(requests).toContain('/api/cotd/0?platform=psn');
    expect(requests).not.toContain('/api/cotd/1?platform=psn');

    // Back to crossplay: it starts over at page 0 rather than showing the two pages from before.
    await user.click(within(group).getByRole('button', { name: 'Crossplay' }));
    expect(router.state.location.search).toBe('');
    await waitFor(async () => expect((await cupRows())[0]).not.toHaveTextContent('PlayStation'));
    expect(await cupRows()).toHaveLength(12);
    expect(requests.filter((path) => path === '/api/cotd/0?platform=crossplay')).toHaveLength(2);
  });

  it('loads more cups without duplicates, also when the server sends a cup again', async () => {
    server.use(
      http.get(CUPS, ({ params }) => {
        // A new cup started between the two requests: page 1 begins with the last cup of page 0.
        const ids = params.page === '0' ? [30, 29, 28] : [28, 27, 26];
        return HttpResponse.json({
          competitions: ids.map((id) => cup(id, `Cup ${id}`, params.page === '0' ? 100 : 150)),
          page_max: 2,
        });
      }),
    );
    const { user } = renderRoute('/cotd');
    expect(await cupRows()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Load more cups' }));
    await waitFor(async () => expect(await cupRows()).toHaveLength(5));
    const rows = await cupRows();
    expect(rows.map((row) => cellTexts(row)[0])).toEqual(['30', '29', '28', '27', '26']);
    expect(cellTexts(rows[2] as HTMLElement)[2]).toBe('150');
    // page_max is 2: page 1 was the last.
    expect(screen.queryByRole('button', { name: 'Load more cups' })).not.toBeInTheDocument();
  });

  it('opens a cup from its Info link', async () => {
    const { user, router } = renderRoute('/cotd');
    const rows = await cupRows();
    const second = cupPage('crossplay', 0).competitions[1];
    await user.click(within(rows[1] as HTMLElement).getByRole('link', { name: /^Info on / }));
    expect(currentPath(router)).toBe(`/cotd/${second?.id ?? ''}`);
    expect(await screen.findByRole('heading', { level: 1, name: second?.name ?? '' })).toBeInTheDocument();
  });

  it('says when a platform has no cups', async () => {
    server.use(http.get(CUPS, () => HttpResponse.json({ competitions: [], page_max: 0 })));
    renderRoute('/cotd?platform=luna');
    expect(await screen.findByText('No Luna cups found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more cups' })).not.toBeInTheDocument();
  });

  it('survives an answer without its list', async () => {
    server.use(http.get(CUPS, () => HttpResponse.json({ page: 0 })));
    renderRoute('/cotd');
    expect(await screen.findByText('No cups found.')).toBeInTheDocument();
  });
});

describe('the cup list when the API fails', () => {
  const cases: [string, () => Response, RegExp][] = [
    ['a 500', () => new HttpResponse('Internal error', { status: 500 }), /HTTP 500/],
    ['a network failure', () => HttpResponse.error(), /Could not reach the server/],
    ['an HTML page', () => HttpResponse.html('<!doctype html><p>Maintenance</p>'), /not JSON/],
    ['an {error} answer', () => HttpResponse.json({ error: 'Cups are resting' }), /Cups are resting\. Refresh/],
    [
      'an {error} answer that ends its sentence',
      () => HttpResponse.json({ error: 'Cups are resting.' }),
      /Cups are resting\. Refresh/,
    ],
  ];

  it.each(cases)(
    'shows a neutral note for %s (no alarm), the ranking still works, and so do the tabs',
    async (_name, reply, detail) => {
      server.use(http.get(CUPS, reply));
      const { user } = renderRoute('/cotd');
      const note = await screen.findByText(/The cup list could not be loaded just now/);
      expect(note).toHaveTextContent(detail);
      expect(note).toHaveTextContent('Refresh to try again.');
      // One full stop between the error's words and the next sentence, never ".)." or "..".
      expect(note.textContent).not.toMatch(/\.\)|\.\./);
      expect(note.textContent).toMatch(/^The cup list could not be loaded just now: .+[.!?] Refresh to try again\.$/);
      expect(note).not.toHaveClass('is-danger');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(await screen.findByRole('table', { name: 'Player ranking' })).toBeInTheDocument();
      await user.click(
        within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Campaigns' }),
      );
      await waitFor(() =>
        expect(screen.queryByRole('heading', { level: 1, name: 'Cup of the Day' })).not.toBeInTheDocument(),
      );
    },
  );
});
