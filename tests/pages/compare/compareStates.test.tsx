import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import dayjs from 'dayjs';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { setScenario } from '../../../src/mocks/scenarios';
import { MOCK_USER } from '../../../src/mocks/data/mockUser';
import { mockPlayer } from '../../../src/mocks/data/players';
import { cotdPage, demo, factCells, nameAt, preloadComparePage, watchRequests } from './helpers';

beforeAll(preloadComparePage);

const PILOT_ID = MOCK_USER.accountid;
const alerts = () => screen.findAllByRole('alert', {}, { timeout: 8000 });

describe('compare page states', () => {
  it('shows a loading bar while the players load', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('/api/player/:id', async () => {
        await gate;
      }),
    );
    renderRoute('/compare/demo-team/mockpilot');
    expect(await screen.findByRole('progressbar', { name: 'Loading the players…' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Compare players' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Trackmania.io - Compare players'));
    release();
    await screen.findByRole('table', { name: 'Trophies' });
  });

  it.each([
    ['the first', '/compare/nobody-at-all/mockpilot', 'nobody-at-all'],
    ['the second', '/compare/mockpilot/nobody%2Fat-all', 'nobody/at-all'],
  ])('names an unknown %s player, with the player search and a way to pick another', async (_side, path, id) => {
    const { user } = renderRoute(path);
    const [alert] = await alerts();
    expect(alert).toHaveTextContent(`Player “${id}” was not found.`);
    expect(alert).toHaveTextContent('Player not found.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Search for a player' })).toHaveAttribute('href', '/players');
    await user.click(screen.getByRole('button', { name: 'Pick another player' }));
    expect(screen.getByRole('group', { name: `Pick a player instead of “${id}”` })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('names both players when neither is known', async () => {
    renderRoute('/compare/nobody-one/nobody-two');
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getByText('Player “nobody-one” was not found.')).toBeInTheDocument();
    expect(screen.getByText('Player “nobody-two” was not found.')).toBeInTheDocument();
  });

  it('asks for two different players when the same one is given twice (any letter case), without asking twice', async () => {
    const requests = watchRequests('/api/player/');
    const { user } = renderRoute('/compare/mockpilot/MockPilot');
    expect(await screen.findByText(/Pick two different players\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pick another player' }));
    expect(screen.getByRole('group', { name: /Pick a player to compare with/ })).toBeInTheDocument();
    expect(requests).toEqual(['/api/player/mockpilot']);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('knows the same account by vanity and by id', async () => {
    renderRoute(`/compare/mockpilot/${PILOT_ID}`);
    expect(
      await screen.findByText(/Pick two different players\. Both sides are “MockPilot”\./, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to MockPilot' })).toHaveAttribute('href', '/player/mockpilot');
  });

  it('a player without cups: no results on their side, no shared cups, nothing to look further back for', async () => {
    renderRoute('/compare/demo-nocotd/mockpilot');
    expect(
      await screen.findByText(
        `No shared cups: ${nameAt(demo.noCotd.index)} has no Cup of the Day results.`,
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    // The note stands once, in the player's first row; their cells below stay empty.
    expect(factCells('Cup of the Day', 'Cups played')[0]).toHaveTextContent(/^No Cup of the Day results$/);
    expect(screen.getAllByText('No Cup of the Day results')).toHaveLength(1);
    expect(factCells('Cup of the Day', 'Wins')[0]).toBeEmptyDOMElement();
    expect(factCells('Cup of the Day', 'Cups played')[1]).toHaveTextContent(
      cotdPage(demo.mockUser.index, 0).stats.total.toLocaleString('en-US'),
    );
    expect(screen.queryByRole('button', { name: 'Look further back' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a new player: no matchmaking, no trophies, no cups', async () => {
    renderRoute('/compare/mockpilot/demo-newcomer');
    await screen.findByRole('table', { name: 'Matchmaking' }, { timeout: 8000 });
    expect(factCells('Matchmaking', 'Ranked 2v2')[1]).toHaveTextContent('Not played');
    expect(factCells('Matchmaking', 'Royal')[1]).toHaveTextContent('Not played');
    expect(factCells('Trophies', 'Trophy points')[1]).toHaveTextContent(/^0$/);
    expect(
      await screen.findByText(`No shared cups: ${nameAt(demo.newcomer.index)} has no Cup of the Day results.`),
    ).toBeInTheDocument();
  });

  it('says when no shared cup is in the loaded span, and still offers to look further back', async () => {
    // mockpilot's first page answered with cups of its own (ids nobody else has), and more pages to come.
    const own = cotdPage(demo.mockUser.index, 0);
    server.use(
      http.get('/api/player/:id/cotd/:page', ({ params }) => {
        if (params.id !== PILOT_ID) return undefined;
        return HttpResponse.json({ ...own, cotds: own.cotds.map((cup, index) => ({ ...cup, id: -1 - index })) });
      }),
    );
    renderRoute('/compare/demo-team/mockpilot');
    const oldest = (cups: { timestamp: string }[]) => Math.min(...cups.map((cup) => Date.parse(cup.timestamp)));
    const since = Math.max(oldest(own.cotds), oldest(cotdPage(demo.team.index, 0).cotds));
    const message = await screen.findByText(
      /These players have not played the same Cup of the Day/,
      {},
      { timeout: 8000 },
    );
    expect(message).toHaveTextContent(
      `These players have not played the same Cup of the Day since ${dayjs(since).format('D MMMM YYYY')}.`,
    );
    expect(screen.getByRole('button', { name: 'Look further back' })).toBeEnabled();
  });

  it.each([
    ['HTTP 500 with {error}', () => setScenario('error'), /Internal|error/i],
    [
      'a network failure',
      () => server.use(http.get('/api/player/:id', () => HttpResponse.error())),
      /Could not reach the server/,
    ],
    [
      'an HTML page',
      () => server.use(http.get('/api/player/:id', () => HttpResponse.html('<!doctype html><p>hi</p>'))),
      /not JSON/,
    ],
  ])('profile trouble (%s) names each player that could not be loaded', async (_name, arrange, text) => {
    arrange();
    renderRoute('/compare/demo-team/mockpilot');
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2), { timeout: 8000 });
    const [first, second] = screen.getAllByRole('alert');
    expect(first).toHaveTextContent('Could not load player “demo-team”.');
    expect(second).toHaveTextContent('Could not load player “mockpilot”.');
    expect(first).toHaveTextContent(text);
    expect(screen.getByRole('heading', { level: 1, name: 'Compare players' })).toBeInTheDocument();
  });

  it('one history failing shows in that player’s column and in the head-to-head; the other side still shows', async () => {
    server.use(
      http.get('/api/player/:id/cotd/:page', ({ params }) =>
        params.id === PILOT_ID ? HttpResponse.json({ error: 'Internal error' }, { status: 500 }) : undefined,
      ),
    );
    renderRoute('/compare/demo-team/mockpilot');
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2), { timeout: 8000 });
    const table = screen.getByRole('table', { name: 'Cup of the Day' });
    expect(within(table).getByRole('alert')).toHaveTextContent(
      `Could not load the Cup of the Day results of ${nameAt(demo.mockUser.index)}`,
    );
    expect(factCells('Cup of the Day', 'Wins')[0]).toHaveTextContent(
      String(cotdPage(demo.team.index, 0).stats.totalwins),
    );
    expect(
      screen.getByText(
        `The head-to-head needs the Cup of the Day results of ${nameAt(demo.mockUser.index)}, which could not be loaded`,
      ),
    ).toBeInTheDocument();
  });

  it('a failed further page says whose cups could not be loaded, and the button stays for another try', async () => {
    server.use(
      http.get('/api/player/:id/cotd/:page', ({ params }) => (params.page === '1' ? HttpResponse.error() : undefined)),
    );
    const { user } = renderRoute('/compare/demo-team/mockpilot');
    await user.click(await screen.findByRole('button', { name: 'Look further back' }, { timeout: 8000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Could not load more cups of ${mockPlayer(demo.team.index).name ?? ''}`,
    );
    expect(screen.getByText(/ahead in/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Look further back' })).toBeEnabled();
  });
});
