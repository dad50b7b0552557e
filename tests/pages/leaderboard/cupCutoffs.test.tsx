import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { recordRequests } from './helpers';

// The mocked Cup of the Day of 2021-08-28 (id 1650): 2,436 players, so 38 full divisions and a 39th of 4; the
// qualification comes in pages of 50.
const CUP = 1650;

beforeAll(async () => {
  // The page's Sass compiles on first import: seconds, kept out of the first test's waits.
  await import('../../../src/pages/cotd/CupPage');
}, 60_000);

afterEach(() => {
  server.events.removeAllListeners();
});

async function cutoffTable(): Promise<HTMLElement> {
  return screen.findByRole('table', { name: 'Division cut-offs' }, { timeout: 10_000 });
}

const rowOf = (table: HTMLElement, division: number) =>
  within(table).getByRole('row', { name: new RegExp(`^Division ${division} `) });

describe('division cut-offs', () => {
  it('show the time at each division’s last seat once every cut-off is loaded', async () => {
    const requests = recordRequests();
    const { user } = renderRoute(`/cotd/${CUP}`);
    const table = await cutoffTable();
    // The first page (positions 1 to 50) holds no last seat yet.
    expect(rowOf(table, 1)).toHaveTextContent('Division 164…');
    expect(screen.getByText('39 more divisions: takes about 15 seconds')).toHaveAttribute(
      'title',
      '38 requests to the API',
    );
    await user.click(screen.getByRole('button', { name: 'Show every division’s cut-off' }));
    expect(await within(table).findByText('1:17.103', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(rowOf(table, 1)).toHaveTextContent('Division 1641:02.427');
    expect(rowOf(table, 2)).toHaveTextContent('Division 21281:02.654');
    expect(rowOf(table, 3)).toHaveTextContent('Division 31921:02.896');
    expect(rowOf(table, 39)).toHaveTextContent('Division 392,4361:17.103');
    expect(within(table).getAllByRole('row')).toHaveLength(40);
    expect(screen.queryByRole('button', { name: 'Show every division’s cut-off' })).not.toBeInTheDocument();
    // Page 0 came with the qualification table; each other page once.
    const pages = requests.filter((path) => /^\/api\/comp\/1650\/challenge\/\d+\/\d+$/.test(path));
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages).toHaveLength(39);
  }, 20_000);

  it('answer “what if” with the division and the distance to the one above', async () => {
    const { user } = renderRoute(`/cotd/${CUP}`);
    await cutoffTable();
    await user.click(screen.getByRole('button', { name: 'Show every division’s cut-off' }));
    await screen.findByText('1:17.103', {}, { timeout: 10_000 });
    const input = screen.getByRole('textbox', { name: 'What if I drove' });
    await user.type(input, '1:02.500');
    expect(screen.getByText('Division 2, 0.073 s from division 1')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '1:02.000');
    expect(screen.getByText('Division 1', { selector: 'p' })).toBeInTheDocument();
    // Equal to the last seat's time: that player drove it first, so the seat is theirs.
    await user.clear(input);
    await user.type(input, '1:02.427');
    expect(screen.getByText('Division 2, 0.000 s from division 1')).toBeInTheDocument();
    await user.clear(input);
    // The last division, not full, takes whoever is left: even a time slower than its last seat's.
    await user.type(input, '1:17.200');
    expect(screen.getByText('Division 39, 0.130 s from division 38')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'soon');
    expect(screen.getByText('Type a time as h:mm:ss.mmm, e.g. 0:45.123.')).toBeInTheDocument();
  }, 20_000);

  it('say below which division a time lies while cut-offs are missing', async () => {
    const { user } = renderRoute(`/cotd/${CUP}`);
    await cutoffTable();
    await user.type(screen.getByRole('textbox', { name: 'What if I drove' }), '1:02.500');
    expect(screen.getByText('Not known until the cut-offs are loaded.')).toBeInTheDocument();
  }, 20_000);

  it('say so for a cup without qualification results', async () => {
    server.use(http.get('/api/comp/:id/challenge/:challengeId/:page', () => HttpResponse.json({ results: [] })));
    renderRoute(`/cotd/${CUP}`);
    expect(
      await screen.findByText(
        'This cup has no qualification results, so no division cut-offs.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Division cut-offs' })).not.toBeInTheDocument();
  }, 20_000);

  it('use the signed-in player’s record on the cup’s map', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/leaderboard/personal/:group/:uid', ({ params }) => {
        asked.push(`${String(params.group)}/${String(params.uid)}`);
        return HttpResponse.json({ time: 62_500, score: 62_500, rank: 3000 });
      }),
    );
    const { user } = renderRoute(`/cotd/${CUP}`, { signedIn: true });
    await cutoffTable();
    await user.click(screen.getByRole('button', { name: 'Show every division’s cut-off' }));
    await screen.findByText('1:17.103', {}, { timeout: 10_000 });
    await user.click(await screen.findByRole('button', { name: 'Use my record (1:02.500)' }));
    expect(screen.getByRole('textbox', { name: 'What if I drove' })).toHaveValue('1:02.500');
    expect(screen.getByText('Division 2, 0.073 s from division 1')).toBeInTheDocument();
    // The map's own leaderboard of the cup's Track of the Day (the mocked map of 2021-08-28).
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/^map\/[A-Za-z0-9_]+$/);
  }, 20_000);

  it('offer no record to a player without one', async () => {
    server.use(http.get('/api/leaderboard/personal/:group/:uid', () => HttpResponse.json({})));
    renderRoute(`/cotd/${CUP}`, { signedIn: true });
    await cutoffTable();
    expect(await screen.findByRole('textbox', { name: 'What if I drove' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Use my record/ })).not.toBeInTheDocument();
  }, 20_000);
});
