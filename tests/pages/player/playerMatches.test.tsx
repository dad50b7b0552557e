import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { setScenario } from '../../../src/mocks/scenarios';
import { playerMatchPage } from '../../../src/mocks/data/playerMatches';
import { demo, preloadPlayerPage } from './helpers';

beforeAll(preloadPlayerPage);

const ROYAL_NOTICE =
  "Royal matchmaking has been discontinued. This view shows a historical list of this player's Royal matches.";
const RANKED_3V3_NOTICE =
  "Ranked 3v3 has been discontinued. This view shows a historical list of this player's ranked 3v3 matches.";

async function rows() {
  const table = await screen.findByRole('table');
  return within(table).getAllByRole('row').slice(1);
}

const cells = (row: HTMLElement | undefined) => within(row as HTMLElement).getAllByRole('cell');

describe('the match tabs', () => {
  it('list 2v2 matches: columns, points change, after points, result and a link to each match', async () => {
    const expected = playerMatchPage(demo.mockUser.index, 5, 0);
    renderRoute('/player/mockpilot/2v2');
    const list = await rows();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Time',
      'Type',
      'Points',
      'After points',
      'Result',
      'Actions',
    ]);
    expect(list).toHaveLength(25);
    expect(screen.queryByText(RANKED_3V3_NOTICE)).not.toBeInTheDocument();
    // The seeded history at TEST_NOW, newest first: the change is the difference to the older match's points.
    expect(
      list.slice(0, 3).map((row) =>
        cells(row)
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2v2', '−29', '2,493', 'Loss', 'Info'],
      ['2v2', '−15', '2,522', 'Loss', 'Info'],
      ['2v2', '−9', '2,537', 'Loss', 'Info'],
    ]);
    expect(cells(list[0])[0]).toHaveTextContent(/^\d+ minutes ago$/);
    const first = expected[0];
    expect(
      within(cells(list[0])[5] as HTMLElement).getByRole('link', { name: `Info about match ${first?.lid ?? ''}` }),
    ).toHaveAttribute('href', `/match/${first?.lid ?? ''}`);
    // The oldest loaded match has no predecessor yet.
    expect(cells(list[24])[2]).toHaveTextContent('-');
  });

  it('loads more with "Load more..." until the last page', async () => {
    const { user } = renderRoute('/player/demo-nocotd/2v2');
    expect(await rows()).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Load more...' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(41));
    expect(screen.queryByRole('button', { name: 'Load more...' })).not.toBeInTheDocument();
  });

  it('show the 3v3 notice', async () => {
    renderRoute('/player/mockpilot/3v3');
    expect(await screen.findByText(RANKED_3V3_NOTICE)).toBeInTheDocument();
    expect(cells((await rows())[0])[1]).toHaveTextContent('3v3');
  });

  it('show the Royal notice in the spec’s words', async () => {
    renderRoute('/player/mockpilot/royal');
    expect(await screen.findByText(ROYAL_NOTICE)).toBeInTheDocument();
    expect(cells((await rows())[0])[1]).toHaveTextContent('Royal');
  });

  it('say "No matches found." for a player without matches', async () => {
    renderRoute('/player/demo-newcomer/2v2');
    expect(await screen.findByText('No matches found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more...' })).not.toBeInTheDocument();
  });

  it('flag a rank reset (first match after 17:00 Paris on the 1st) and decay (a drop below -45)', async () => {
    server.use(
      http.get('/api/player/:id/matches/:type/:page', () =>
        HttpResponse.json({
          matches: [
            // 1 March 2024, 17:30 Paris: after the reset at 17:00 (16:00 UTC).
            {
              lid: 'LID-MTCH-aaaaaaaaaaaaaa1',
              starttime: '2024-03-01T16:30:00+00:00',
              afterscore: 1200,
              win: true,
              mvp: true,
              leave: false,
            },
            {
              lid: 'LID-MTCH-aaaaaaaaaaaaaa2',
              starttime: '2024-03-01T15:30:00+00:00',
              afterscore: 1600,
              win: false,
              mvp: false,
              leave: true,
            },
            {
              lid: 'LID-MTCH-aaaaaaaaaaaaaa3',
              starttime: '2024-02-10T12:00:00+00:00',
              afterscore: 1700,
              win: true,
              mvp: false,
              leave: false,
            },
            {
              lid: 'LID-MTCH-aaaaaaaaaaaaaa4',
              starttime: '2024-02-10T10:00:00+00:00',
              afterscore: 1680,
              win: true,
              mvp: false,
              leave: false,
            },
          ],
        }),
      ),
    );
    renderRoute('/player/mockpilot/2v2');
    const list = await rows();
    expect(cells(list[0])[2]).toHaveTextContent('−400');
    expect(within(cells(list[0])[2] as HTMLElement).getByText('Rank reset')).toHaveAttribute(
      'title',
      expect.stringContaining('reset'),
    );
    expect(cells(list[0])[4]).toHaveTextContent('MVP');
    expect(within(cells(list[1])[2] as HTMLElement).getByText('Decay')).toBeInTheDocument();
    expect(cells(list[1])[2]).toHaveTextContent('−100');
    expect(cells(list[1])[4]).toHaveTextContent('Leaver');
    expect(cells(list[2])[2]).toHaveTextContent('+20');
    expect(cells(list[2])[2]).not.toHaveTextContent(/Decay|Rank reset/);
    expect(cells(list[3])[2]).toHaveTextContent('-');
    // A short page is the last one.
    expect(screen.queryByRole('button', { name: 'Load more...' })).not.toBeInTheDocument();
  });

  it('flag the reset at 17:00 Paris in summer too (15:00 UTC), the first monthly one in October 2022, and none before it', async () => {
    server.use(
      http.get('/api/player/:id/matches/:type/:page', () =>
        HttpResponse.json({
          matches: [
            // 1 July 2024, 17:10 Paris (CEST): ten minutes after the reset.
            { lid: 'LID-MTCH-cccccccccccccc1', starttime: '2024-07-01T15:10:00+00:00', afterscore: 1500, win: false },
            // 16:50 Paris: before it. Since the previous match (October 2022) many resets have passed.
            { lid: 'LID-MTCH-cccccccccccccc2', starttime: '2024-07-01T14:50:00+00:00', afterscore: 1900, win: true },
            // 1 October 2022, 17:30 Paris: after the first monthly reset.
            { lid: 'LID-MTCH-cccccccccccccc3', starttime: '2022-10-01T15:30:00+00:00', afterscore: 1400, win: false },
            // 16:30 Paris, still before it: a drop of 100 since 1 September is decay.
            { lid: 'LID-MTCH-cccccccccccccc4', starttime: '2022-10-01T14:30:00+00:00', afterscore: 2000, win: false },
            // 1 September 2022, 18:30 Paris: resets before October 2022 varied and are not flagged, so this is decay.
            { lid: 'LID-MTCH-cccccccccccccc5', starttime: '2022-09-01T16:30:00+00:00', afterscore: 2100, win: false },
            { lid: 'LID-MTCH-cccccccccccccc6', starttime: '2022-09-01T14:00:00+00:00', afterscore: 2400, win: true },
          ],
        }),
      ),
    );
    renderRoute('/player/mockpilot/2v2');
    const list = await rows();
    expect(list.map((row) => cells(row)[2]?.textContent)).toEqual([
      '−400Rank reset',
      '+500Rank reset',
      '−600Rank reset',
      '−100Decay',
      '−300Decay',
      '-',
    ]);
  });

  it('do not flag a loss of 45 points as decay', async () => {
    server.use(
      http.get('/api/player/:id/matches/:type/:page', () =>
        HttpResponse.json({
          matches: [
            { lid: 'LID-MTCH-bbbbbbbbbbbbbb1', starttime: '2024-02-10T12:00:00+00:00', afterscore: 1655, win: false },
            { lid: 'LID-MTCH-bbbbbbbbbbbbbb2', starttime: '2024-02-10T11:00:00+00:00', afterscore: 1700, win: true },
          ],
        }),
      ),
    );
    renderRoute('/player/mockpilot/2v2');
    const list = await rows();
    expect(cells(list[0])[2]).toHaveTextContent('−45');
    expect(cells(list[0])[2]).not.toHaveTextContent('Decay');
  });

  it('show the error and keep the tabs working', async () => {
    server.use(
      http.get('/api/player/:id/matches/:type/:page', () =>
        HttpResponse.json({ error: 'Matches are unavailable.' }, { status: 500 }),
      ),
    );
    const { user } = renderRoute('/player/mockpilot/royal');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the matches');
    expect(alert).toHaveTextContent('Matches are unavailable.');
    await user.click(screen.getByRole('link', { name: 'Summary' }));
    expect(await screen.findByRole('region', { name: 'Trophies' })).toBeInTheDocument();
  });

  it('show "No matches found." in the empty scenario', async () => {
    setScenario('empty');
    renderRoute('/player/mockpilot/2v2');
    expect(await screen.findByText('No matches found.')).toBeInTheDocument();
  });
});
