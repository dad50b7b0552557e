// The Track of the Day table at phone and laptop widths: a phone row keeps the day, the map with its author, the
// author time (under the name) and the way into the leaderboard.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { setViewportWidth } from '../../viewport';

// The page's code, loaded before the first test's 5 s waits start: cold, on a loaded machine, it can take longer.
beforeAll(async () => {
  await import('../../../src/pages/totd/TotdPage');
}, 60_000);

const day = (monthday: number) => ({
  monthday,
  weekday: (monthday + 3) % 7,
  leaderboarduid: `group-${monthday}`,
  map: {
    name: `A Rather Long Map Name Number ${monthday}`,
    author: `author-${monthday}`,
    mapUid: `uid-${monthday}`,
    thumbnailUrl: `https://img.example/thumb-${monthday}.jpg`,
    fileUrl: `https://files.example/map-${monthday}.Map.Gbx`,
    authorScore: 45_678 + monthday,
    authorplayer: { id: `0000000${monthday}-0000-4000-8000-000000000000`, name: `Author${monthday}` },
  },
});

function serveMonth() {
  server.use(
    http.get('/api/totd/:offset', () =>
      HttpResponse.json({ year: 2024, month: 3, monthcount: 50, days: [day(1), day(2)] }),
    ),
  );
}

// jsdom applies no style sheet: a cell Bulma hides below 1024 px (is-hidden-touch) is left out by hand.
const shownOnAPhone = (element: Element) => element.closest('.is-hidden-mobile, .is-hidden-touch') === null;

async function table() {
  return screen.findByRole('table', { name: 'Tracks of the Day' });
}

describe('the Track of the Day table on a phone', () => {
  it('keeps image, map and actions as columns, with the day, author and author time in the map cell', async () => {
    serveMonth();
    setViewportWidth(390);
    renderRoute('/totd/2024-3');
    const shown = await table();
    expect(
      within(shown)
        .getAllByRole('columnheader')
        .filter(shownOnAPhone)
        .map((th) => th.textContent),
    ).toEqual(['Image', 'Map', 'Actions']);
    const first = within(shown).getAllByRole('row')[1] as HTMLElement;
    const cells = within(first).getAllByRole('cell').filter(shownOnAPhone);
    expect(cells).toHaveLength(3);
    const mapCell = cells[1] as HTMLElement;
    expect(mapCell).toHaveTextContent(/^2\.\s*A Rather Long Map Name Number 2/);
    expect(within(mapCell).getByRole('link', { name: 'Author2' })).toBeInTheDocument();
    expect(mapCell).toHaveTextContent('Author time: 0:45.680');
    const leaderboard = within(cells[2] as HTMLElement).getByRole('link', {
      name: 'Leaderboards of A Rather Long Map Name Number 2',
    });
    expect(leaderboard).toHaveAttribute('href', '/totd/leaderboard/group-2/uid-2');
    expect(shownOnAPhone(leaderboard)).toBe(true);
  });

  it('shows Day and Author time as their own columns on a laptop', async () => {
    serveMonth();
    setViewportWidth(1100);
    renderRoute('/totd/2024-3');
    const shown = await table();
    expect(
      within(shown)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Image', 'Day', 'Map', 'Author time', 'Actions']);
    const first = within(shown).getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getAllByRole('cell')[3]).toHaveTextContent(/^0:45\.680$/);
  });
});
