import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { currentPath, renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { setScenario } from '../../../src/mocks/scenarios';
import {
  cupAt,
  divisionCount,
  divisionPage,
  findCup,
  lastSlot,
  QUALIFICATION_PAGE_SIZE,
  matchIdOf,
} from '../../../src/mocks/data/cups';
import { PLAYER_COTD_PAGE_SIZE, playerCotdResults } from '../../../src/mocks/data/playerCotd';
import { MOCK_USER } from '../../../src/mocks/data/mockUser';
import { setTestNow } from '../../clock';
import { bodyRows, cellTexts, pastMainCup, recordRequests, upcomingCup, preloadCotdPages } from './cotdTestData';

beforeAll(preloadCotdPages, 60_000);

/** The value of a fact of the cup's header (Start, End, Players). */
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

/** Moves the clock to an hour (UTC) of TEST_NOW's day, 18 November 2026; timers stay real. */
const atUtcHourOfTestDay = (hour: number) => setTestNow(Date.UTC(2026, 10, 18, hour));

const qualificationTable = () => screen.findByRole('table', { name: 'Results of the qualification' });

describe('one cup', () => {
  it('shows the name, date and time, player count and the back link', async () => {
    const cup = pastMainCup();
    renderRoute(`/cotd/${cup.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cup of the Day 2026-11-16 #1' })).toBeInTheDocument();
    expect(fact('Start')).toHaveTextContent('16 Nov 2026, 18:00 (2 days ago)');
    expect(fact('End')).toHaveTextContent('16 Nov 2026, 20:00');
    expect(fact('Players')).toHaveTextContent(/^4,268$/);
    expect(screen.getByRole('link', { name: 'Back to Cup of the Day' })).toHaveAttribute('href', '/cotd');
    await waitFor(() => expect(document.title).toBe('Trackmania.io - Cup of the Day 2026-11-16 #1'));
  });

  it('shows the map, the Track of the Day of its date, with links to its leaderboard and month', async () => {
    // At TEST_NOW (18 November 2026) the last main cup before it is that of 16 November.
    const cup = pastMainCup();
    expect(cup.name).toBe('Cup of the Day 2026-11-16 #1');
    renderRoute(`/cotd/${cup.id}`);
    const sectionElement = (await screen.findByRole('heading', { level: 2, name: 'Map' })).closest(
      'section',
    ) as HTMLElement;
    const section = within(sectionElement);
    // The name is game text: styled runs, so its text is spread over several elements.
    await waitFor(() => expect(sectionElement).toHaveTextContent('Turbo Stoquane #7'));
    expect(section.getByRole('link', { name: 'Track of the Day leaderboard' })).toHaveAttribute(
      'href',
      '/totd/leaderboard/a08018ea-2160-42e0-a2eb-726b22fd8450/TOTD20261116jGAcr2iKWbpX02',
    );
    expect(section.getByRole('link', { name: 'Track of the Day, November 2026' })).toHaveAttribute(
      'href',
      '/totd/2026-11',
    );
    expect(section.getByAltText('Thumbnail of Turbo Stoquane #7')).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Luxraka' })).toHaveAttribute(
      'href',
      '/player/acdf8fba-2b00-4618-8d3f-d5ffae73dc57',
    );
    expect(sectionElement).toHaveTextContent('Author time 0:28.489');
  });

  it('lists the qualification with race times, and loads more without duplicates', async () => {
    const cup = pastMainCup();
    const { user } = renderRoute(`/cotd/${cup.id}`);
    const rows = bodyRows(await qualificationTable());
    expect(rows).toHaveLength(QUALIFICATION_PAGE_SIZE);
    expect(
      within(await qualificationTable())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Rank', 'Player', 'Time']);
    expect(cellTexts(rows[0] as HTMLElement)).toEqual(['1', 'Kistoar.TM', '0:28.062']);
    await user.click(screen.getByRole('button', { name: 'Load more results of the qualification' }));
    await waitFor(async () => expect(bodyRows(await qualificationTable())).toHaveLength(2 * QUALIFICATION_PAGE_SIZE));
    const ranks = bodyRows(await qualificationTable()).map((row) => cellTexts(row)[0]);
    expect(new Set(ranks).size).toBe(2 * QUALIFICATION_PAGE_SIZE);
  });

  it('shows one division at a time behind a picker, asking only for the division shown', async () => {
    const cup = pastMainCup();
    const requests = recordRequests();
    const { user, router } = renderRoute(`/cotd/${cup.id}`);
    const divisions = within(
      (await screen.findByRole('heading', { level: 2, name: 'Divisions' })).closest('section') as HTMLElement,
    );
    const picker = await divisions.findByRole('combobox', { name: 'Division' });
    const options = within(picker).getAllByRole('option');
    expect(options).toHaveLength(divisionCount(cup));
    expect(options.map((option) => option.textContent)).toEqual(options.map((_, i) => `Division ${i + 1}`));
    expect(picker).toHaveValue('1');
    expect(divisions.getByRole('button', { name: 'Previous division' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Division \d+$/ })).not.toBeInTheDocument();

    // Division 1 opens by itself: its first page only, and no other division.
    const table = await screen.findByRole('table', { name: 'Results of Division 1' });
    const expected = divisionPage(cup, 1, 0);
    expect(bodyRows(table)).toHaveLength(expected.length);
    expect(cellTexts(bodyRows(table)[0] as HTMLElement)[1]).toContain(expected[0]?.player.name ?? '');
    expect(within(bodyRows(table)[0] as HTMLElement).getByText('Cup winner')).toBeInTheDocument();
    expect(requests.filter((path) => path.includes('/match/'))).toEqual([
      `/api/comp/${cup.id}/match/${matchIdOf(cup, 1)}/0`,
    ]);
    // Signed out, nobody's own cups are asked for.
    expect(requests.some((path) => path.startsWith('/api/player/'))).toBe(false);

    // A 64-player division comes in pages of 25.
    await user.click(screen.getByRole('button', { name: 'Load more results of Division 1' }));
    await waitFor(() =>
      expect(bodyRows(screen.getByRole('table', { name: 'Results of Division 1' }))).toHaveLength(50),
    );

    // Picking another division shows it in place of the first, and the address says which, without a Back step.
    await user.selectOptions(picker, 'Division 3');
    const third = await screen.findByRole('table', { name: 'Results of Division 3' });
    expect(screen.queryByRole('table', { name: 'Results of Division 1' })).not.toBeInTheDocument();
    expect(within(bodyRows(third)[0] as HTMLElement).getByText('Division winner')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?division=3');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(requests.filter((path) => path.includes('/match/'))).toHaveLength(3);

    // Previous and Next step through them from the keyboard too.
    divisions.getByRole('button', { name: 'Next division' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('table', { name: 'Results of Division 4' })).toBeInTheDocument();
    expect(picker).toHaveValue('4');
    await user.click(divisions.getByRole('button', { name: 'Previous division' }));
    expect(await screen.findByRole('table', { name: 'Results of Division 3' })).toBeInTheDocument();
    // Back to Division 1: its pages were kept.
    await user.selectOptions(picker, 'Division 1');
    expect(bodyRows(await screen.findByRole('table', { name: 'Results of Division 1' }))).toHaveLength(50);
  });

  it('opens on the division the address names (?division=N), asking for that one alone', async () => {
    const cup = pastMainCup();
    const requests = recordRequests();
    renderRoute(`/cotd/${cup.id}?division=5`, { signedIn: true });
    expect(await screen.findByRole('table', { name: 'Results of Division 5' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Division' })).toHaveValue('5');
    expect(requests.filter((path) => path.includes('/match/'))).toEqual([
      `/api/comp/${cup.id}/match/${matchIdOf(cup, 5)}/0`,
    ]);
    // The address chose: the player's own cups are not needed.
    expect(requests.some((path) => path.startsWith('/api/player/'))).toBe(false);
  });

  it.each(['0', '999', 'two'])(
    'opens on Division 1 when the address names no division of this cup (%s)',
    async (raw) => {
      const cup = pastMainCup();
      renderRoute(`/cotd/${cup.id}?division=${raw}`);
      expect(await screen.findByRole('table', { name: 'Results of Division 1' })).toBeInTheDocument();
    },
  );

  it('opens on the signed-in player’s own division, marked in the picker, with their row marked', async () => {
    // The newest cup MockPilot played outside Division 1, among the latest cups (reruns included) their history sends.
    const played = playerCotdResults(0)
      .slice(0, PLAYER_COTD_PAGE_SIZE)
      .find((result) => result.div > 1);
    if (!played) throw new Error('MockPilot played no cup outside Division 1 lately');
    const cup = findCup(played.id);
    if (!cup) throw new Error('no such cup');
    // The mocked knockout draws its fields from the other players: here MockPilot took their place in their division.
    server.use(
      http.get(`/api/comp/${cup.id}/match/${matchIdOf(cup, played.div)}/0`, () =>
        HttpResponse.json({
          results: divisionPage(cup, played.div, 0).map((result) =>
            result.position === 2
              ? {
                  ...result,
                  player: { id: MOCK_USER.accountid, name: MOCK_USER.displayname, zone: result.player.zone },
                }
              : result,
          ),
        }),
      ),
    );
    const requests = recordRequests();
    renderRoute(`/cotd/${cup.id}`, { signedIn: true });
    const table = await screen.findByRole('table', { name: `Results of Division ${played.div}` });
    const picker = screen.getByRole('combobox', { name: 'Division' });
    expect(picker).toHaveValue(String(played.div));
    expect(within(picker).getByRole('option', { selected: true })).toHaveTextContent(`Division ${played.div} (yours)`);
    const own = bodyRows(table)[1] as HTMLElement;
    expect(own).toHaveAttribute('aria-current', 'true');
    expect(within(own).getByText('You')).toBeInTheDocument();
    expect(within(own).getByRole('link', { name: MOCK_USER.displayname })).toBeInTheDocument();
    expect(bodyRows(table).filter((row) => row.hasAttribute('aria-current'))).toHaveLength(1);
    // Division 1 was never asked for on the way.
    expect(requests.filter((path) => path.includes('/match/'))).toEqual([
      `/api/comp/${cup.id}/match/${matchIdOf(cup, played.div)}/0`,
    ]);
  });

  it('opens on Division 1 for a signed-in player who did not play the cup', async () => {
    // The newest finished cup MockPilot skipped.
    const playedIds = new Set(playerCotdResults(0).map((result) => result.id));
    let slot = lastSlot() - 2;
    while (playedIds.has(cupAt('crossplay', slot).id)) slot -= 1;
    const cup = cupAt('crossplay', slot);
    expect(playedIds.size).toBeGreaterThan(0);
    renderRoute(`/cotd/${cup.id}`, { signedIn: true });
    expect(await screen.findByRole('table', { name: 'Results of Division 1' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Division 1' })).toBeInTheDocument();
  });

  it('explains a cup that has not started: no players yet, map not out, divisions not drawn', async () => {
    // Mid-afternoon in Paris the next cup is the 7 PM main cup, whose map comes out when it starts.
    atUtcHourOfTestDay(12);
    const cup = upcomingCup();
    expect(cup.name).toMatch(/#1$/);
    renderRoute(`/cotd/${cup.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: cup.name })).toBeInTheDocument();
    expect(fact('Players')).toHaveTextContent(/^0$/);
    expect(await screen.findByText(/The map of this cup is not out yet/)).toBeInTheDocument();
    expect(await screen.findByText('No results available for the qualification yet.')).toBeInTheDocument();
    expect(screen.getByText('The divisions are drawn when the qualification ends.')).toBeInTheDocument();
  });

  it('shows the map of a rerun that has not started: it replays the Track of the Day already out', async () => {
    // At 9 PM Paris the next cup is the night rerun, which plays the map released at 7 PM.
    atUtcHourOfTestDay(20);
    const cup = upcomingCup();
    expect(cup.name).toMatch(/#2$/);
    renderRoute(`/cotd/${cup.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: cup.name })).toBeInTheDocument();
    expect(fact('Players')).toHaveTextContent(/^0$/);
    expect(await screen.findByRole('link', { name: 'Track of the Day leaderboard' })).toBeInTheDocument();
    expect(screen.queryByText(/The map of this cup is not out yet/)).not.toBeInTheDocument();
  });

  it('says so for an id that no cup has, with the way back', async () => {
    const { user, router } = renderRoute('/cotd/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cup not found' })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('There is no cup with the id 99.');
    expect(alert).toHaveTextContent('Competition not found.');
    await user.click(screen.getByRole('link', { name: 'Back to Cup of the Day' }));
    expect(currentPath(router)).toBe('/cotd');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cup of the Day' })).toBeInTheDocument();
  });

  it.each(['abc', '12x', '-5', '0', '1.5'])('says “%s” is not a cup id, without asking the API', async (raw) => {
    const requests = recordRequests();
    renderRoute(`/cotd/${raw}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(`“${raw}” is not a cup id.`);
    expect(screen.getByRole('heading', { level: 1, name: 'Cup not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Cup of the Day' })).toHaveAttribute('href', '/cotd');
    expect(requests.some((path) => path.startsWith('/api/comp'))).toBe(false);
  });

  it('says when the cup has no rounds information (empty scenario)', async () => {
    setScenario('empty');
    renderRoute(`/cotd/${pastMainCup().id}`);
    expect(await screen.findByText('No rounds information available.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Qualification' })).not.toBeInTheDocument();
  });
});

describe('one cup when the API fails', () => {
  const cases: [string, () => Response, RegExp][] = [
    ['a 500', () => new HttpResponse('Internal error', { status: 500 }), /HTTP 500/],
    ['a network failure', () => HttpResponse.error(), /Could not reach the server/],
    ['an HTML page', () => HttpResponse.html('<!doctype html><p>Maintenance</p>'), /not JSON/],
  ];

  it.each(cases)('gives a clear message for %s, and the way back works', async (_name, reply, detail) => {
    server.use(http.get('/api/comp/:id', reply));
    const { user } = renderRoute(`/cotd/${pastMainCup().id}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this cup');
    expect(alert).toHaveTextContent(detail);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'TOTD' }),
    );
    expect(await screen.findByRole('heading', { name: 'Track of the Day' })).toBeInTheDocument();
  });

  it('does not call a cup unknown when the server fails with an {error} text (error scenario)', async () => {
    setScenario('error');
    renderRoute(`/cotd/${pastMainCup().id}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this cup');
    expect(alert).toHaveTextContent('The mocked API is in its error scenario.');
    expect(screen.queryByRole('heading', { name: 'Cup not found' })).not.toBeInTheDocument();
  });

  it('shows a failing division’s error inside that division; the page stays', async () => {
    server.use(http.get('/api/comp/:id/match/:matchId/:page', () => HttpResponse.error()));
    const cup = pastMainCup();
    const { user } = renderRoute(`/cotd/${cup.id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the results of Division 1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Division' }), 'Division 3');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Could not load the results of Division 3'),
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not reach the server');
    expect(screen.getByRole('heading', { level: 1, name: cup.name })).toBeInTheDocument();
  });

  it('says when the map cannot be loaded, and still shows the results', async () => {
    server.use(http.get('/api/totd/:offset', () => HttpResponse.json({ error: 'Nadeo services are unavailable' })));
    renderRoute(`/cotd/${pastMainCup().id}`);
    expect(
      await screen.findByText(/The map of this cup could not be loaded \(Nadeo services are unavailable\)/),
    ).toBeInTheDocument();
    expect(await qualificationTable()).toBeInTheDocument();
  });

  it('gives a clear message when the qualification fails', async () => {
    server.use(
      http.get('/api/comp/:id/challenge/:challengeId/:page', () => new HttpResponse('Internal error', { status: 500 })),
    );
    renderRoute(`/cotd/${pastMainCup().id}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the results of the qualification');
    expect(alert).toHaveTextContent('HTTP 500');
  });
});
