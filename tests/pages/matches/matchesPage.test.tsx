import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { currentPath, renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { setScenario } from '../../../src/mocks/scenarios';
import { matchListItem, matchListPage } from '../../../src/mocks/data/matches';

// The page is a lazy chunk: loading it once up front keeps the first test within the query timeouts.
beforeAll(async () => {
  await import('../../../src/pages/matches/MatchesPage');
  await import('../../../src/pages/match/MatchPage');
});

const NOTE = 'Matches may take a few minutes to show up in the list below.';
const ROYAL_NOTE = /Royal matchmaking has been discontinued/;
const RANKED_3V3_NOTE = /Ranked 3v3 has been discontinued/;

async function rows() {
  const table = await screen.findByRole('table');
  return within(table).getAllByRole('row').slice(1);
}

/** Records the list requests the page makes. */
function watchRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/api/matches/')) seen.push(path);
  });
  return seen;
}

describe('the matches page', () => {
  it('shows the 2v2 list by default with its columns, tabs and note', async () => {
    const requests = watchRequests();
    renderRoute('/matches');
    expect(await screen.findByRole('heading', { level: 1, name: 'Matches' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Match types' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['2v2', '/matches/2v2'],
      ['3v3', '/matches/3v3'],
      ['Royal', '/matches/royal'],
    ]);
    expect(within(tabs).getByRole('link', { name: '2v2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(NOTE)).toBeInTheDocument();
    expect(screen.queryByText(ROYAL_NOTE)).not.toBeInTheDocument();
    expect(screen.queryByText(RANKED_3V3_NOTE)).not.toBeInTheDocument();
    expect(await rows()).toHaveLength(25);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'ID',
      'Start time',
      'Status',
      'Live ID',
      'Maps',
      'Actions',
    ]);
    expect(requests).toEqual(['/api/matches/5/0']);
    server.events.removeAllListeners();
  });

  it('fills each row: id, start time, status, live id, first map and Info link', async () => {
    renderRoute('/matches/royal');
    const list = await rows();
    // Royal is history: its start times do not move with the clock.
    const expected = matchListPage(3, 0);
    // The first map of each match, as a person reads it.
    const mapNames = [
      'Ice Ice',
      'Ride Vixfelqua',
      'Canyon Spiral',
      'Jump Ride',
      'Sky Jump 🔥',
      'Ice Ulsto',
      'Dirt Bob',
      'Rally Dirt',
      'Sky Dirt',
      'Ride Zenluxra',
      'Rally Tech',
      'Ice Jump',
      'Flow Sky',
      'Sky Tech',
      'Ice Kizen',
      'Neon Ride',
      'Wall Ride',
      'Jump Tech',
      'Turbo Ride',
      'Rally Ultor',
      'Flow Mivixra',
      'Tech Mika',
      'Canyon Kiul',
      'Turbo Miarne ⚡',
      'Bob Torkasto',
    ];
    expected.forEach((item, index) => {
      const row = within(list[index] as HTMLElement);
      expect(row.getByText(String(item.id))).toBeInTheDocument();
      expect(row.getByText(item.lid)).toBeInTheDocument();
      expect(row.getByRole('link', { name: `Info about match ${item.id}` })).toHaveAttribute(
        'href',
        `/match/${item.lid}`,
      );
      expect(list[index]?.querySelector('time')).toHaveAttribute(
        'datetime',
        new Date(item.starttime * 1000).toISOString(),
      );
      expect(list[index]?.querySelectorAll('td')[4]).toHaveTextContent(mapNames[index] ?? '');
    });
  });

  it('starts the live 2v2 list with pending and ongoing matches', async () => {
    renderRoute('/matches/2v2');
    const list = await rows();
    expect(within(list[0] as HTMLElement).getByText('Pending')).toHaveClass('tag');
    expect(within(list[1] as HTMLElement).getByText('Ongoing')).toBeInTheDocument();
    expect(within(list[10] as HTMLElement).getByText('Completed')).toBeInTheDocument();
  });

  it('counts the other maps after the first one', async () => {
    renderRoute('/matches/royal');
    const list = await rows();
    const items = matchListPage(3, 0);
    const many = items.findIndex((item) => item.maps.length > 2);
    const two = items.findIndex((item) => item.maps.length === 2);
    const one = items.findIndex((item) => item.maps.length === 1);
    expect(Math.min(many, two, one)).toBeGreaterThanOrEqual(0);
    expect(list[many]).toHaveTextContent(`+ ${(items[many]?.maps.length ?? 0) - 1} other maps`);
    expect(list[two]).toHaveTextContent('+ 1 other map');
    expect(list[two]).not.toHaveTextContent('other maps');
    expect(list[one]).not.toHaveTextContent('other map');
  });

  it.each([
    ['3v3', 2, RANKED_3V3_NOTE, ROYAL_NOTE],
    ['royal', 3, ROYAL_NOTE, RANKED_3V3_NOTE],
  ])('shows the %s list (type %i) with its discontinued note', async (tab, typeId, note, otherNote) => {
    const requests = watchRequests();
    renderRoute(`/matches/${tab}`);
    expect(await screen.findByText(note)).toBeInTheDocument();
    expect(screen.queryByText(otherNote)).not.toBeInTheDocument();
    expect(screen.getByText(NOTE)).toBeInTheDocument();
    const list = await rows();
    expect(within(list[0] as HTMLElement).getByText(String(matchListItem(typeId, 0)?.id))).toBeInTheDocument();
    expect(requests).toEqual([`/api/matches/${typeId}/0`]);
    server.events.removeAllListeners();
  });

  it('switches lists with the tabs', async () => {
    const { user, router } = renderRoute('/matches');
    await rows();
    await user.click(screen.getByRole('link', { name: 'Royal' }));
    expect(currentPath(router)).toBe('/matches/royal');
    expect(await screen.findByText(String(matchListItem(3, 0)?.id))).toBeInTheDocument();
    expect(screen.getByText(ROYAL_NOTE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Royal' })).toHaveAttribute('aria-current', 'page');
  });

  it('explains an unknown tab and links to the three lists', async () => {
    const { user, router } = renderRoute('/matches/4v4');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('“4v4” is not a match type.');
    expect(
      within(alert)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/matches/2v2', '/matches/3v3', '/matches/royal']);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('link', { name: '3v3 matches' }));
    expect(currentPath(router)).toBe('/matches/3v3');
    expect(await rows()).toHaveLength(25);
  });

  it('loads pages of 25 until a short page ends the list', async () => {
    const { user } = renderRoute('/matches/royal');
    expect(await rows()).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(50));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(52));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('never shows a match twice when the list shifts between pages', async () => {
    // The second page repeats the first page's last five matches (new ones arrived meanwhile).
    server.use(
      http.get('/api/matches/5/:page', ({ params }) => {
        const page = Number(params.page);
        const all = [...matchListPage(5, 0), ...matchListPage(5, 1)];
        return HttpResponse.json({ matches: page === 0 ? all.slice(0, 25) : all.slice(20, 45) });
      }),
    );
    const { user } = renderRoute('/matches');
    expect(await rows()).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(45));
    const ids = (await rows()).map((row) => row.querySelector('td')?.textContent);
    expect(new Set(ids).size).toBe(45);
  });

  it('reads start times sent as ISO strings, and survives missing maps', async () => {
    server.use(
      http.get('/api/matches/5/:page', () =>
        HttpResponse.json({
          matches: [
            { id: 1, lid: 'LID-MTCH-aaaaaaaaaaaaaaa', starttime: '2024-03-05T10:00:00+00:00', status: 'COMPLETED' },
          ],
        }),
      ),
    );
    renderRoute('/matches');
    const [row] = await rows();
    expect(row?.querySelector('time')).toHaveAttribute('datetime', '2024-03-05T10:00:00.000Z');
    expect(row).toHaveTextContent('Completed');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when a list is empty', async () => {
    setScenario('empty');
    renderRoute('/matches/3v3');
    expect(await screen.findByText('No matches found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('the go-to-match input', () => {
  it.each([
    ['LID-MTCH-ROYAL2023CLANS1', '/match/lid-mtch-royal2023clans1', 'Official royal - 4242'],
    ['Team2v2Complete', '/match/lid-mtch-team2v2complete', 'Ranked 2v2 - 8000035'],
    ['lid-mtch-PlayersCompCup1', '/match/lid-mtch-playerscompcup1', 'Weekly Knockout - Round 3'],
  ])('goes from %s to the lowercased id', async (input, path, title) => {
    const { user, router } = renderRoute('/matches');
    await user.type(screen.getByRole('textbox', { name: 'Go to a match' }), input);
    await user.click(screen.getByRole('button', { name: 'Go to match' }));
    expect(currentPath(router)).toBe(path);
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 })).toBeInTheDocument();
  });

  it.each(['hello', 'LID-MTCH-short', 'abcdefghij1234', 'LID-COMP-abcdefghij12345'])(
    'stays and says why for "%s"',
    async (input) => {
      const { user, router } = renderRoute('/matches/royal');
      await rows();
      const box = screen.getByRole('textbox', { name: 'Go to a match' });
      await user.type(box, `${input}{Enter}`);
      expect(currentPath(router)).toBe('/matches/royal');
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription('Enter a match id like LID-MTCH-…, or its last 15 letters and digits.');
      // Typing again clears the message.
      await user.type(box, 'x');
      expect(box).toHaveAttribute('aria-invalid', 'false');
      expect(box).toHaveAccessibleDescription('');
    },
  );
});

describe('the matches page when the API fails', () => {
  const cases: [string, () => Response, RegExp][] = [
    ['a 500', () => new HttpResponse('Internal error', { status: 500 }), /HTTP 500/],
    ['a network failure', () => HttpResponse.error(), /Could not reach the server/],
    ['an HTML page', () => HttpResponse.html('<!doctype html><p>Maintenance</p>'), /not JSON/],
    [
      'an {error} answer',
      () => HttpResponse.json({ error: 'Matchmaking data is unavailable' }),
      /Matchmaking data is unavailable/,
    ],
  ];

  it.each(cases)('shows a clear message for %s, and the tabs keep working', async (_name, reply, detail) => {
    server.use(http.get('/api/matches/5/:page', reply));
    const { user } = renderRoute('/matches');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the matches');
    expect(alert).toHaveTextContent(detail);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '3v3' }));
    expect(await rows()).toHaveLength(25);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the loaded rows when the next page fails', async () => {
    server.use(http.get('/api/matches/5/1', () => HttpResponse.json({ error: 'Too busy' })));
    const { user } = renderRoute('/matches');
    expect(await rows()).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load more matches');
    expect(await rows()).toHaveLength(25);
  });
});
